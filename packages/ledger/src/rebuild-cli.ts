import { openDatabase } from "@amlak/db";
import { rebuildReadModels } from "./rebuild.ts";

// npm run ledger:rebuild — rebuilds the ledger's read models from ledger_events, on the database the server uses.
const database = await openDatabase();
try {
  console.log(await rebuildReadModels(database.owner));
} finally {
  await database.close();
}

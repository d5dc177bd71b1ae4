import { describeError, saveStaffUser } from "@amlak/api";
import { openDatabase, StartupError } from "@amlak/db";
import { parseArgs } from "node:util";

// npm run staff:create -- --type system|customerService|seoSpecialist --name NAME --phone 05XXXXXXXX --password PASSWORD
// creates or updates the staff user who holds the phone, on the database the server uses, and prints their id. A
// refusal prints what is wrong with each option and exits 1.
const USAGE = "Run npm run staff:create -- --type system|customerService|seoSpecialist --name NAME --phone 05XXXXXXXX --password PASSWORD.";

let options;
try {
  ({ values: options } = parseArgs({
    options: { type: { type: "string" }, name: { type: "string" }, phone: { type: "string" }, password: { type: "string" } },
  }));
} catch (error) {
  fail(`${(error as Error).message}. ${USAGE}`);
}

const database = await openDatabase().catch((error: unknown) =>
  fail(error instanceof StartupError ? error.message : `Cannot open the database: ${String(error)}`),
);
try {
  console.log(await saveStaffUser(database.owner, options));
} catch (error) {
  const { body, unexpected } = describeError(error, "en", "staff:create");
  if (unexpected) throw error;
  const fields = Object.entries(body.fieldErrors ?? {}).map(([field, problem]) => `--${field}: ${problem}`);
  process.exitCode = 1;
  console.error([fields.length ? "The staff account was not saved:" : body.message, ...fields, USAGE].join("\n"));
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

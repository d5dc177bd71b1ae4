import { openDatabase, StartupError } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { parseIsoDate } from "@amlak/schemas";
import { parseArgs } from "node:util";
import { readConfig } from "./config.ts";
import { queueRentReminders } from "./jobs/rent-reminders.job.ts";

// npm run reminders:send -- --date YYYY-MM-DD runs what the daily rent-reminder job runs for that Riyadh day (an
// operator catching up after an outage; tests with a controlled clock) and prints how many reminders it queued. What
// went already is not queued again. A day other than today runs as its 09:00 run would have.
const USAGE = "Run npm run reminders:send -- --date YYYY-MM-DD.";

let date: string | undefined;
try {
  ({
    values: { date },
  } = parseArgs({ options: { date: { type: "string" } } }));
} catch (error) {
  fail(`${(error as Error).message}. ${USAGE}`);
}
if (!date || !parseIsoDate(date)) fail(`--date must be a day as YYYY-MM-DD. ${USAGE}`);
const day = date;

const config = readConfig();
const database = await openDatabase().catch((error: unknown) =>
  fail(error instanceof StartupError ? error.message : `Cannot open the database: ${String(error)}`),
);
try {
  const at = new Date();
  const now = () => (riyadhToday(at) === day ? at : new Date(`${day}T09:00:00+03:00`));
  const { queued } = await queueRentReminders({ database, now, publicUrl: config.payments.publicUrl });
  console.log(`${queued} rent reminders queued for ${day}`);
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

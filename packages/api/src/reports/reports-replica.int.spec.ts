import {
  createDb,
  ensureDatabase,
  freePort,
  openDatabase,
  seedReferenceData,
  startEmbeddedPostgres,
  type Db,
  type OpenDatabase,
} from "@amlak/db";
import { startEmbeddedReplica } from "@amlak/db/testing";
import { riyadhToday } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { sql } from "kysely";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, TEST_AUTH, testServices } from "../testing/harness.ts";

// A primary of its own and a real streaming replica of it (pg_basebackup, then a hot standby), so that this file can
// hold the replica back without touching the other files' databases.
type Server = Awaited<ReturnType<typeof startEmbeddedPostgres>>;
let primary: Server;
let replica: Server;
let database: OpenDatabase;
/** The replica as its superuser, to hold its replay back and let it go. */
let standby: Db;
let lessorId: string;

const servicesOf = (reports: boolean) => testServices({ database: reports ? database : { ...database, reports: undefined } });
let onReplica: ReturnType<typeof servicesOf>;
let onPrimary: ReturnType<typeof servicesOf>;

beforeAll(async () => {
  const primaryPort = await freePort();
  primary = await startEmbeddedPostgres({ dir: mkdtempSync(path.join(tmpdir(), "amlak-primary-")), port: primaryPort, persistent: false });
  replica = await startEmbeddedReplica(primaryPort, await freePort());
  await ensureDatabase(primary.urlFor("postgres"), "amlak");
  database = await openDatabase({
    DATABASE_URL: primary.urlFor("amlak"),
    REPORTS_DATABASE_URL: replica.urlFor("amlak"),
    REPORTS_LAG_NOTE_SECONDS: "1",
  });
  standby = createDb(replica.urlFor("amlak"), { role: "owner", max: 1 });
  await seedReferenceData(database.owner);
  await seedDemoAccount(database.owner, TEST_AUTH.demo, riyadhToday(new Date()));
  onReplica = servicesOf(true);
  onPrimary = servicesOf(false);
  const org = database.owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone);
  lessorId = (
    await database.owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", org)
      .where("type", "=", "lessor")
      .executeTakeFirstOrThrow()
  ).id;
  await caughtUp();
}, 120_000);

afterAll(async () => {
  await standby?.destroy();
  await database?.close();
  await replica?.stop();
  await primary?.stop();
});

const onStandby = (statement: string) => sql.raw(statement).execute(standby);

/** Waits until the replica has replayed everything the primary has written so far. */
async function caughtUp() {
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(database.owner);
  const replayed = async () =>
    (await sql<{ done: boolean }>`select pg_last_wal_replay_lsn() >= ${rows[0]!.lsn}::pg_lsn as done`.execute(standby)).rows[0]?.done;
  await vi.waitFor(async () => expect(await replayed()).toBe(true), { timeout: 20_000, interval: 50 });
}

const lessorReport = async (services: ReturnType<typeof servicesOf>, lang: "ar" | "en" = "en") =>
  callerFor(services, await demoCaller(services), lang).reports.run({
    report: "ACTIVE_CONTRACTS_REPORT",
    filters: { lessor: lessorId, payment_status: "All" },
    result_type: "RAW",
  });

const lessorShown = (report: Awaited<ReturnType<typeof lessorReport>>) =>
  report.filters.find((filter) => filter.label === translate("en", "reportsScreen.filter.lessor"))?.value;

describe("reports on a streaming replica (REPORTS_DATABASE_URL)", () => {
  it("reads a report from the replica: the same lines as the primary once it has caught up, and no note", async () => {
    const [fromReplica, fromPrimary] = await Promise.all([lessorReport(onReplica), lessorReport(onPrimary)]);
    expect(fromReplica.rows.length).toBeGreaterThan(0);
    expect(fromReplica).toEqual(fromPrimary);
    expect(fromReplica.lag_seconds).toBeNull();
  });

  it("shows what the replica has, with a note in the header saying how far behind, while it lags; then catches up", async () => {
    const before = lessorShown(await lessorReport(onReplica));
    await onStandby("select pg_wal_replay_pause()");
    await database.owner.updateTable("contacts").set({ name: "مؤسسة الواحة العقارية" }).where("id", "=", lessorId).execute();
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const behind = await lessorReport(onReplica);
    expect(lessorShown(behind)).toBe(before);
    expect(lessorShown(await lessorReport(onPrimary))).toBe("مؤسسة الواحة العقارية");
    expect(behind.lag_seconds).toBeGreaterThan(1);
    expect(behind.filters.at(-1)).toEqual({
      label: translate("en", "reportsScreen.lag.label"),
      value: translate("en", "reportsScreen.lag.value", { count: Math.ceil(behind.lag_seconds! / 60) }),
    });
    const arabic = await lessorReport(onReplica, "ar");
    expect(arabic.filters.at(-1)?.label).toBe(translate("ar", "reportsScreen.lag.label"));

    await onStandby("select pg_wal_replay_resume()");
    await caughtUp();
    const current = await lessorReport(onReplica);
    expect(lessorShown(current)).toBe("مؤسسة الواحة العقارية");
    expect(current.lag_seconds).toBeNull();
  });

  it("refuses writes on the replica: a report's connection cannot change the books", async () => {
    await expect(sql`update contacts set name = 'x'`.execute(database.reports!.db)).rejects.toThrow(/read-only/);
  });
});

import { sql } from "kysely";
import { cpus } from "node:os";
import { startBenchCluster } from "./cluster.ts";
import { benchConfig } from "./config.ts";
import { measureInsertCeiling, prepareInsertCeiling } from "./insert-ceiling.ts";
import { createOrganization } from "./organizations.ts";
import { measurePayRate, payablePayments, statementsPerPay } from "./pay-rate.ts";
import { timeRebuild, type RebuildRun } from "./rebuild.ts";
import { appendSyntheticEvents } from "./synthetic-events.ts";
import { runTemplateCommands } from "./template.ts";
import type { Throughput } from "./throughput.ts";

// npm run bench:ledger — append throughput against the plain INSERT ceiling, and rebuild time, on a throwaway
// embedded PostgreSQL with fsync on. Sizes: BENCH_EVENTS, BENCH_SECONDS, BENCH_ORGS, BENCH_WRITERS; BENCH_QUICK=1
// (or --quick) for a smoke run. See docs/performance.md.
const config = benchConfig();
const log = (line: string) => console.log(line);
const n = (value: number) => value.toLocaleString("en-US");

log(`bench:ledger ${config.quick ? "(quick) " : ""}${JSON.stringify(config)}`);
const cluster = await startBenchCluster(config.writers);
try {
  const { owner, app } = cluster;
  const settings = await sql<{ version: string; fsync: string }>`
    select current_setting('server_version') as version, current_setting('fsync') as fsync`.execute(owner);
  const machine = `${cpus().length} cores, Node ${process.version}, PostgreSQL ${settings.rows[0]!.version} embedded, fsync ${settings.rows[0]!.fsync}`;
  log(`machine: ${machine}`);

  const template = await createOrganization(owner, 0);
  const targets = [];
  for (let k = 1; k <= config.organizations; k++) targets.push(await createOrganization(owner, k));
  const organizations = new Map([template, ...targets].map((org) => [org.orgId, org]));

  const started = performance.now();
  await runTemplateCommands(app, template);
  const templateEvents = Number(
    (
      await owner
        .selectFrom("ledger_events")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await appendSyntheticEvents(owner, template, targets, Math.max(0, config.events - templateEvents));
  await sql`vacuum (analyze) ledger_events`.execute(owner);
  const generatedSeconds = (performance.now() - started) / 1000;
  log(
    `events: ${n(config.events)} (${templateEvents} through the handlers, the rest copies of them) written in ${generatedSeconds.toFixed(1)} s`,
  );

  const rebuilds: { label: string; run: RebuildRun }[] = [];
  for (const label of ["into empty read models", "replacing full read models"]) {
    // Each rebuild starts from a vacuumed, checkpointed database, so autovacuum and checkpoints of what came
    // before do not land in its time.
    await sql`vacuum (analyze) ledger_events, payments, contracts, journal_lines, invoices, receipts`.execute(owner);
    await sql`checkpoint`.execute(owner);
    const run = await timeRebuild(cluster.url);
    rebuilds.push({ label, run });
    log(
      `rebuild ${label}: ${n(run.events)} events in ${(run.elapsedMs / 1000).toFixed(1)} s = ${n(Math.round(run.events / (run.elapsedMs / 1000)))} events/s, ` +
        `peak RSS ${n(run.peakRssMb)} MB (${n(run.contracts)} contracts, ${n(run.payments)} payments, ${n(run.invoices)} invoices, ` +
        `${n(run.receipts)} receipts, ${n(run.journalLines)} journal lines)`,
    );
  }
  await sql`vacuum (analyze) payments, contracts, journal_lines, invoices, receipts`.execute(owner);

  await prepareInsertCeiling(owner);
  const queue = await payablePayments(owner);
  log(`payable pending payments: ${n(queue.length)}`);
  const perPay = await statementsPerPay(cluster.url, organizations, queue, 50);
  log(
    `statements per markPaymentPaid: ${perPay.total} (${Object.entries(perPay.byKind)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(", ")})`,
  );
  const rates: { writers: number; insert: Throughput; pay: Throughput }[] = [];
  for (const writers of [1, config.writers]) {
    await sql`checkpoint`.execute(owner);
    const insert = await measureInsertCeiling(owner, cluster.url, writers, config.seconds);
    await sql`checkpoint`.execute(owner);
    const pay = await measurePayRate(app, organizations, queue, writers, config.seconds);
    rates.push({ writers, insert, pay });
    log(
      `${writers} writer(s): plain INSERT ${n(insert.perSecond)}/s (p50 ${insert.p50Ms} ms, p99 ${insert.p99Ms} ms); ` +
        `markPaymentPaid ${n(pay.perSecond)}/s (p50 ${pay.p50Ms} ms, p99 ${pay.p99Ms} ms, ${n(pay.operations)} paid in ${pay.seconds} s, ` +
        `${pay.failures} failed) = ${Math.round((100 * pay.perSecond) / Math.max(1, insert.perSecond))}% of the ceiling`,
    );
  }
  log(JSON.stringify({ machine, config, generatedSeconds, templateEvents, rebuilds, statementsPerPay: perPay, rates }));
} finally {
  await cluster.stop();
}

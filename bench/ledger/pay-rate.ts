import type { Database, Db } from "@amlak/db";
import { markPaymentPaid } from "@amlak/ledger";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { BenchOrganization } from "./organizations.ts";
import { measure, type Throughput } from "./throughput.ts";

/**
 * Pending payments the pay measurement may pay, one command each with no follow-up (their contracts do not
 * auto-pay commission), in id order, which scatters them over contracts and organizations.
 */
export async function payablePayments(owner: Db): Promise<{ id: string; orgId: string }[]> {
  return owner
    .selectFrom("payments")
    .leftJoin("contracts", "contracts.id", "payments.contract_id")
    .select(["payments.id", "payments.org_id as orgId"])
    .where("payments.status", "=", "pending")
    .where((eb) => eb.or([eb("contracts.auto_pay_commission", "is", null), eb("contracts.auto_pay_commission", "=", false)]))
    .orderBy("payments.id")
    .execute();
}

/** Each writer pays the next payment of the queue through the real handler; stops early when the queue runs dry. */
export function measurePayRate(
  app: Db,
  organizations: ReadonlyMap<string, BenchOrganization>,
  queue: { id: string; orgId: string }[],
  writers: number,
  seconds: number,
): Promise<Throughput> {
  return measure(writers, seconds, async () => {
    const next = queue.pop();
    if (!next) return false;
    await payOne(app, organizations, next);
    return true;
  });
}

function payOne(db: Db, organizations: ReadonlyMap<string, BenchOrganization>, payment: { id: string; orgId: string }) {
  return markPaymentPaid(db, organizations.get(payment.orgId)!.ctx(), {
    paymentId: payment.id,
    paidDate: "2026-06-15",
    method: "mada",
    receivedBy: "مدير العقار",
    deliveredBy: null,
    notes: "",
  });
}

/**
 * The statements one pay sends, counted on a connection of its own through Kysely's query log (BEGIN and COMMIT
 * included) and grouped by kind and table: what relates the pay rate to the single-INSERT ceiling.
 */
export async function statementsPerPay(
  url: string,
  organizations: ReadonlyMap<string, BenchOrganization>,
  queue: { id: string; orgId: string }[],
  samples: number,
): Promise<{ total: number; byKind: Record<string, number> }> {
  const kinds = new Map<string, number>();
  const pool = new pg.Pool({ connectionString: url, max: 1, options: "-c role=amlak_app" });
  const counted = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      const kind = statementKind(event.query.sql);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    },
  });
  try {
    let paid = 0;
    for (; paid < samples; paid++) {
      const next = queue.pop();
      if (!next) break;
      await payOne(counted, organizations, next);
    }
    const perPay = (count: number) => Math.round((10 * count) / Math.max(1, paid)) / 10;
    const byKind = Object.fromEntries([...kinds].sort(([, a], [, b]) => b - a).map(([kind, count]) => [kind, perPay(count)]));
    return { total: perPay([...kinds.values()].reduce((sum, count) => sum + count, 0)), byKind };
  } finally {
    await counted.destroy();
  }
}

/** "select ledger_events", "insert payments", "begin", … */
function statementKind(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? "?";
  const table = /\b(?:from|into|update)\s+"?(\w+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

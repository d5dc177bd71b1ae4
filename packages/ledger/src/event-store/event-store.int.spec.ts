import { testDatabase } from "@amlak/db/testing";
import { withOrg } from "@amlak/db";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { markPaymentPaid } from "../handlers/mark-payment-paid.ts";
import { recordPayment } from "../handlers/record-payment.ts";
import { signContract } from "../handlers/sign-contract.ts";
import { AppError } from "@amlak/domain";
import { contractTerms } from "../testing/fixtures.ts";
import { newOrganization, type TestOrganization } from "../testing/ledger-db.ts";

const { app, owner } = testDatabase();
let org: TestOrganization;
beforeAll(async () => {
  org = await newOrganization(owner);
});

const eventCount = async () =>
  (
    await owner
      .selectFrom("ledger_events")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;
const anIncome = async (of: TestOrganization = org) =>
  (
    await recordPayment(app, of.ctx(), {
      direction: "income",
      category: "services",
      dueDate: "2026-06-01",
      price: "500.00",
      vatIncluded: false,
      comment: "",
    })
  ).paymentIds[0]!;
const paidCash = { paidDate: "2026-06-02", method: "cash" as const, receivedBy: null, deliveredBy: null, notes: "" };

describe("ledger_events", () => {
  it("is append-only: a trigger refuses UPDATE and DELETE even to the owner", async () => {
    await anIncome();
    await expect(sql`update ledger_events set type = 'Edited'`.execute(owner)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_events`.execute(owner)).rejects.toThrow(/append-only/);
  });

  it("grants the application role reading and appending only", async () => {
    const { rows } = await sql<{ privilege: string; granted: boolean }>`
      select p as privilege, has_table_privilege('amlak_app', 'ledger_events', p) as granted
      from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) as p`.execute(owner);
    expect(rows).toEqual([
      { privilege: "SELECT", granted: true },
      { privilege: "INSERT", granted: true },
      { privilege: "UPDATE", granted: false },
      { privilege: "DELETE", granted: false },
      { privilege: "TRUNCATE", granted: false },
    ]);
    await expect(withOrg(app, org.orgId, (trx) => sql`update ledger_events set type = 'Edited'`.execute(trx))).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe("idempotency keys", () => {
  const input = (realEstateId: string) => ({
    lessorId: org.lessorId,
    tenantId: org.tenantId,
    realEstateId,
    terms: contractTerms({ contract_start: "2026-01-01", contract_end: "2026-06-30" }),
    autoPayCommission: true,
  });

  it("answers a repeated request with the first result and appends nothing", async () => {
    const ctx = org.ctx({ idempotencyKey: "sign-once" });
    const unit = await org.newUnit();
    const first = await signContract(app, ctx, input(unit));
    const events = await eventCount();
    const again = await signContract(app, org.ctx({ idempotencyKey: "sign-once" }), input(unit));
    expect(again).toEqual(first);
    expect(await eventCount()).toBe(events);
    const meta = await owner
      .selectFrom("ledger_events")
      .select("meta")
      .where("stream_id", "=", `contract:${first.contractId}`)
      .executeTakeFirstOrThrow();
    expect(meta.meta).toMatchObject({ idempotencyKey: "sign-once", requestId: ctx.requestId, actor: ctx.actor });
  });

  it("refuses the key with other input or for another command", async () => {
    const unit = await org.newUnit();
    await signContract(app, org.ctx({ idempotencyKey: "sign-twice" }), input(unit));
    const events = await eventCount();
    await expect(
      signContract(app, org.ctx({ idempotencyKey: "sign-twice" }), { ...input(unit), autoPayCommission: false }),
    ).rejects.toMatchObject({ code: "idempotency.keyReused" });
    await expect(
      recordPayment(app, org.ctx({ idempotencyKey: "sign-twice" }), {
        direction: "income",
        category: "services",
        dueDate: "2026-06-01",
        price: "1.00",
        vatIncluded: false,
        comment: "",
      }),
    ).rejects.toMatchObject({ code: "idempotency.keyReused" });
    expect(await eventCount()).toBe(events);
  });
});

describe("concurrent commands", () => {
  it("lets exactly one of 10 parallel payments of one payment through; the others find it paid", async () => {
    const paymentId = await anIncome();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => markPaymentPaid(app, org.ctx(), { paymentId, ...paidCash })),
    );

    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
    expect(refusals).toHaveLength(9);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ code: "payment.alreadyPaid" });
    }
    const paidEntries = await owner
      .selectFrom("journal_lines")
      .select((eb) => eb.fn.count<string>("position").distinct().as("entries"))
      .where("stream_id", "=", `payment:${paymentId}`)
      .where("event_type", "=", "PaymentMarkedPaid")
      .executeTakeFirstOrThrow();
    expect(paidEntries.entries).toBe("1");
  });
});

describe("organizations", () => {
  it("cannot read, pay or change another organization's ledger rows", async () => {
    const paymentId = await anIncome();
    const other = await newOrganization(owner);
    await anIncome(other);

    const seen = await withOrg(app, other.orgId, async (trx) => ({
      events: await trx.selectFrom("ledger_events").select("org_id").distinct().execute(),
      payments: await trx.selectFrom("payments").select("org_id").distinct().execute(),
      journal: await trx.selectFrom("journal_lines").select("org_id").distinct().execute(),
      contracts: await trx.selectFrom("contracts").select("org_id").where("org_id", "=", org.orgId).execute(),
    }));
    expect(seen).toEqual({
      events: [{ org_id: other.orgId }],
      payments: [{ org_id: other.orgId }],
      journal: [{ org_id: other.orgId }],
      contracts: [],
    });

    await expect(markPaymentPaid(app, other.ctx(), { paymentId, ...paidCash })).rejects.toMatchObject({ code: "payment.notFound" });
    const updated = await withOrg(app, other.orgId, (trx) =>
      trx.updateTable("payments").set({ status: "paid" }).where("id", "=", paymentId).executeTakeFirst(),
    );
    expect(updated.numUpdatedRows).toBe(0n);
    await expect(
      withOrg(app, other.orgId, (trx) =>
        trx
          .insertInto("ledger_events")
          .values({
            org_id: org.orgId,
            stream_id: `payment:${paymentId}`,
            stream_version: 2,
            type: "PaymentDeleted",
            data: JSON.stringify({ paymentId }),
          })
          .execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    expect((await owner.selectFrom("payments").select("status").where("id", "=", paymentId).executeTakeFirstOrThrow()).status).toBe(
      "pending",
    );
  });
});

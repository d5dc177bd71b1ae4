import { testDatabase } from "@amlak/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { scheduleFor } from "../contract/contract-schedule.ts";
import { contractTerms, signContract as signContractCommand } from "../testing/fixtures.ts";
import { newOrganization, trialBalances, type TestOrganization } from "../testing/ledger-db.ts";
import { runCommands } from "../testing/run-commands.ts";
import { cancelContract } from "./cancel-contract.ts";
import { markPaymentPaid } from "./mark-payment-paid.ts";
import { signContract } from "./sign-contract.ts";

const { app, owner } = testDatabase();
let org: TestOrganization;
beforeAll(async () => {
  org = await newOrganization(owner);
});

const terms = contractTerms({ contract_start: "2026-01-01", contract_end: "2026-12-31", price: "12000", interval: 1 });
const sign = async (autoPayCommission = false, realEstateId?: string) =>
  signContract(app, org.ctx(), {
    lessorId: org.lessorId,
    tenantId: org.tenantId,
    realEstateId: realEstateId ?? (await org.newUnit()),
    terms,
    autoPayCommission,
  });
const pay = (paymentId: string) =>
  markPaymentPaid(app, org.ctx(), {
    paymentId,
    paidDate: "2026-06-01",
    method: "mada",
    receivedBy: "مدير العقار",
    deliveredBy: null,
    notes: "",
  });

const journalOf = (streamIds: string[]) =>
  owner
    .selectFrom("journal_lines")
    .select(["stream_id as streamId", "event_type as eventType", "account", "debit", "credit", "memo", "entry_date"])
    .where("stream_id", "in", streamIds)
    .orderBy("position")
    .orderBy("id")
    .execute();

describe("signContract", () => {
  it("keeps the contract with all its terms and one pending payment per schedule row", async () => {
    const { contractId, paymentIds } = await sign(false, org.realEstateId);
    const schedule = scheduleFor(terms).rows;
    expect(paymentIds).toHaveLength(schedule.length);

    const contract = await owner.selectFrom("contracts").selectAll().where("id", "=", contractId).executeTakeFirstOrThrow();
    expect(contract).toMatchObject({
      org_id: org.orgId,
      real_estate_id: org.realEstateId,
      lessor_id: org.lessorId,
      tenant_id: org.tenantId,
      contract_start: "2026-01-01",
      contract_end: "2026-12-31",
      price: "12000.00",
      contract_interval: 1,
      annual_commission: "1200.00",
      additional_commission: "500.00",
      water_costs: "100.00",
      is_taxable: true,
      auto_pay_commission: false,
      months: 12,
      instalments: 12,
      cancelled_on: null,
    });

    const payments = await owner.selectFrom("payments").selectAll().where("contract_id", "=", contractId).execute();
    const byId = new Map(payments.map((payment) => [payment.id, payment]));
    expect(payments).toHaveLength(schedule.length);
    schedule.forEach((row, k) => {
      expect(byId.get(paymentIds[k]!)).toMatchObject({
        due_date: row.due_date,
        price: row.price.toFixed(2),
        payment_type: row.payment_type,
        direction: "income",
        party: row.payment_type === "commission" ? "lessor" : "tenant",
        vat_rate: "0.1500",
        status: "pending",
        version: 1,
        invoice_id: null,
      });
    });
  });

  it("posts each scheduled payment's due entry as the reference ledger does", async () => {
    const { contractId, paymentIds } = await sign();
    const reference = runCommands([signContractCommand({ contractId, terms, paymentIds })]);
    const expected = reference.journal.flatMap(({ streamId, eventType, lines }) =>
      lines.map((line) => ({ streamId, eventType, ...line, entry_date: "2026-06-15" })),
    );
    expect(await journalOf(paymentIds.map((id) => `payment:${id}`))).toEqual(expected);
    expect(expected.length).toBeGreaterThan(paymentIds.length);
  });
});

describe("cancelContract", () => {
  it("cancels the pending payments due after the contract's last day, never a paid one or one due before", async () => {
    const { contractId, paymentIds } = await sign();
    const schedule = scheduleFor(terms).rows;
    const rentOn = (date: string) => paymentIds[schedule.findIndex((row) => row.payment_type === "rent" && row.due_date === date)]!;
    await pay(rentOn("2026-01-01"));
    await pay(rentOn("2026-08-01"));

    const { cancelledPaymentIds } = await cancelContract(app, org.ctx(), { contractId, cancelledOn: "2026-06-30" });

    const payments = await owner
      .selectFrom("payments")
      .select(["id", "due_date", "status"])
      .where("contract_id", "=", contractId)
      .execute();
    const expectedCancelled = payments.filter((p) => p.due_date > "2026-06-30" && p.id !== rentOn("2026-08-01")).map((p) => p.id);
    expect(new Set(cancelledPaymentIds)).toEqual(new Set(expectedCancelled));
    for (const payment of payments) {
      const expected = expectedCancelled.includes(payment.id)
        ? "canceled"
        : [rentOn("2026-01-01"), rentOn("2026-08-01")].includes(payment.id)
          ? "paid"
          : "pending";
      expect(payment.status, payment.due_date).toBe(expected);
    }
    const contract = await owner.selectFrom("contracts").select("cancelled_on").where("id", "=", contractId).executeTakeFirstOrThrow();
    expect(contract.cancelled_on).toBe("2026-06-30");

    const causes = await owner
      .selectFrom("ledger_events")
      .select((eb) => eb.ref("meta", "->>").key("causation").as("causation"))
      .where("type", "=", "PaymentCancelled")
      .where(
        "stream_id",
        "in",
        cancelledPaymentIds.map((id) => `payment:${id}`),
      )
      .execute();
    expect(causes.map((row) => row.causation)).toEqual(cancelledPaymentIds.map(() => `contract:${contractId}`));
    expect(Object.values(await trialBalances(owner))).toEqual(["0.00"]);
  });

  it("refuses to cancel a contract twice, appending nothing", async () => {
    const { contractId } = await sign();
    await cancelContract(app, org.ctx(), { contractId, cancelledOn: "2026-06-30" });
    const before = await owner
      .selectFrom("ledger_events")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    await expect(cancelContract(app, org.ctx(), { contractId, cancelledOn: "2026-07-31" })).rejects.toMatchObject({
      code: "contract.alreadyCancelled",
    });
    const after = await owner
      .selectFrom("ledger_events")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

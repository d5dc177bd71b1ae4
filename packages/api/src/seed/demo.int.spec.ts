import { riyadhToday } from "@amlak/domain";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { callerFor, demoCaller, testServices } from "../testing/harness.ts";
import { seedDemoAccount } from "./demo.ts";

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());
const DEMO = { phone: "567000091", password: "Secret@123", email: "567000091@example.sa" };
let orgId: string;

beforeAll(async () => {
  await seedDemoAccount(owner, DEMO, today, { money: true });
  orgId = (await demoCaller(services, DEMO.phone)).orgId!;
});

const count = async (table: "ledger_events" | "organizations") =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(owner)).rows[0]!.n);

describe("the demo account with its money (npm start)", () => {
  it("is seeded once: a second start changes nothing", async () => {
    const before = { events: await count("ledger_events"), organizations: await count("organizations") };
    await seedDemoAccount(owner, DEMO, today, { money: true });
    expect({ events: await count("ledger_events"), organizations: await count("organizations") }).toEqual(before);
  });

  it("shows vouchers with an advance, a partly paid instalment, cheques in every status, a deposit and fees", async () => {
    const vouchers = await owner.selectFrom("collections").select(["method", "amount", "advance"]).where("org_id", "=", orgId).execute();
    expect(vouchers).toEqual(
      expect.arrayContaining([
        { method: "bankTransfer", amount: "8000.00", advance: "0.00" },
        { method: "bankTransfer", amount: "12000.00", advance: "2000.00" },
        expect.objectContaining({ method: "cheque" }),
      ]),
    );
    // The 8,000 paid part of the next rent of شقة 101: the instalment split into a paid part and what is left.
    const parts = await owner
      .selectFrom("payments")
      .select(["status", "price"])
      .where("org_id", "=", orgId)
      .where("split_from", "is not", null)
      .orderBy("status")
      .execute();
    expect(parts).toEqual([
      { status: "paid", price: "8000.00" },
      { status: "pending", price: "16000.00" },
    ]);
    const cheques = await owner.selectFrom("cheques").select("status").where("org_id", "=", orgId).execute();
    expect(new Set(cheques.map((cheque) => cheque.status))).toEqual(new Set(["held", "deposited", "cleared", "bounced"]));
    const oneTime = await owner
      .selectFrom("payments")
      .select(["payment_type", "status", "price"])
      .where("org_id", "=", orgId)
      .where("payment_type", "in", ["deposit", "admin_fee", "ejar_fee"])
      .orderBy("payment_type")
      .orderBy("price")
      .execute();
    expect(oneTime).toEqual([
      { payment_type: "admin_fee", status: "pending", price: "500.00" },
      { payment_type: "deposit", status: "paid", price: "3000.00" },
      { payment_type: "deposit", status: "paid", price: "10000.00" },
      { payment_type: "ejar_fee", status: "pending", price: "250.00" },
    ]);
  });

  it("shows last year's lease of شقة 102 ended early on the moving day and settled: rent refunded, 400 kept, the rest returned", async () => {
    const settled = await owner
      .selectFrom("lease_settlements as s")
      .innerJoin("contracts as c", "c.id", "s.contract_id")
      .innerJoin("real_estates as r", "r.id", "c.real_estate_id")
      .select(["r.title", "s.end_on", "s.settled_on", "s.early", "s.refund", "s.unearned_rent", "s.deposit_returned", "c.cancelled_on"])
      .where("s.org_id", "=", orgId)
      .executeTakeFirstOrThrow();
    expect(settled).toMatchObject({ title: "شقة 102", early: true, deposit_returned: "2600.00", cancelled_on: settled.end_on });
    expect(settled.settled_on).toBe(settled.end_on);
    expect(Number(settled.refund)).toBeGreaterThan(0);
    expect(settled.refund).toBe(settled.unearned_rent);
  });

  it("pays the compound owner this month's remittance with the manager's fee invoice, and the books balance", async () => {
    const [remittance] = await owner
      .selectFrom("remittances as r")
      .innerJoin("invoices as i", "i.id", "r.invoice_id")
      .select(["r.amount", "r.fee", "i.number"])
      .where("r.org_id", "=", orgId)
      .execute();
    expect(Number(remittance?.amount)).toBeGreaterThan(0);
    expect(Number(remittance?.fee)).toBeGreaterThan(0);
    expect(remittance?.number).toBeGreaterThan(0);
    const api = callerFor(services, await demoCaller(services, DEMO.phone));
    const books = await api.books.trialBalance();
    expect(books.total).toBe("0.00");
    // The held deposit and the owner's payout reach the books and the dashboard reads them.
    expect(books.accounts.filter((account) => account.debit !== "0.00" || account.credit !== "0.00").length).toBeGreaterThan(5);
    await expect(api.dashboard.financial()).resolves.toBeDefined();
  });
});

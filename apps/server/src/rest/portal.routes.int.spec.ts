import { callerFor, contactIdOf, demoCaller, lastOtp, trialOrganization } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const LANDLORD = "567400061";
const api = new DemoApi(LANDLORD);
const { owner } = api.services.database;
const today = riyadhToday(new Date());

// Demo contacts (seed/demo-portfolio.ts).
const TENANT_1 = "507334455";
const TENANT_2 = "508445566";
const LESSOR_1 = "505112233";

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const anonymous = { authorization: "" };
let orgId = "";
const tokens: Record<string, string> = {};

async function signIn(phone: string, role: "tenant" | "owner"): Promise<string> {
  const login = await api.send("POST", "/api/portal/login", { phone, role }, anonymous);
  expect(login.statusCode).toBe(200);
  const { token } = login.json() as { token: string };
  const verified = await api.send("POST", "/api/portal/verify", { token, otp: await lastOtp(owner, phone) }, anonymous);
  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String), role });
  return (verified.json() as { token: string }).token;
}

/** A paid rent instalment of the tenant, with its receipt and tax invoice issued by the landlord, and a credit note on it. */
async function documentedPayment(phone: string): Promise<{ payment: string; note: string }> {
  const paid = await owner
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .innerJoin("contacts as t", "t.id", "c.tenant_id")
    .select("p.id")
    .where("t.phone", "=", phone)
    .where("p.party", "=", "tenant")
    .where("p.status", "=", "paid")
    .where("p.org_id", "=", orgId)
    .executeTakeFirstOrThrow();
  const landlord = callerFor(api.services, await demoCaller(api.services, LANDLORD));
  await landlord.receipts.issue({ id: paid.id });
  const invoice = await landlord.invoices.issue({ payment_ids: [paid.id] });
  const note = await landlord.creditNotes.issue({ invoice_id: invoice.id, note_type: "credit", reason: "refund", amount: "50" });
  return { payment: paid.id, note: note.id };
}

beforeAll(async () => {
  orgId = (await demoCaller(api.services, LANDLORD)).orgId;
  tokens.tenant1 = await signIn(TENANT_1, "tenant");
  tokens.tenant2 = await signIn(TENANT_2, "tenant");
  tokens.owner1 = await signIn(LESSOR_1, "owner");
});

describe("the portal over REST", () => {
  it("answers the tenant's contracts and payments (snake_case, amounts as numbers), from their only organization", async () => {
    const contracts = await api.send("GET", "/api/portal/contracts", undefined, as(tokens.tenant1!));
    expect(contracts.statusCode).toBe(200);
    const rows = contracts.json() as { id: string; rent_amount: unknown }[];
    const theirs = await owner
      .selectFrom("contracts as c")
      .innerJoin("contacts as t", "t.id", "c.tenant_id")
      .select("c.id")
      .where("t.phone", "=", TENANT_1)
      .execute();
    expect(rows.map((row) => row.id).sort()).toEqual(theirs.map((row) => row.id).sort());
    expect(typeof rows[0]!.rent_amount).toBe("number");

    const payments = await api.send("GET", "/api/portal/payments", undefined, as(tokens.tenant1!));
    expect(payments.statusCode).toBe(200);
    const [first] = payments.json() as Record<string, unknown>[];
    expect(Object.keys(first!).sort()).toEqual(["amount", "contract_id", "due_date", "id", "paid_date", "payment_type", "status"]);
    expect(typeof first!.amount).toBe("number");
  });

  it("prints the tenant's receipt, tax invoice and the credit note on it, and answers 404 to another tenant asking for them", async () => {
    const { payment, note } = await documentedPayment(TENANT_1);
    const urls = [
      `/api/portal/payments/${payment}/receipt`,
      `/api/portal/payments/${payment}/invoice`,
      `/api/portal/invoice-notes/${note}`,
    ];
    for (const url of urls) {
      const pdf = await api.send("GET", `${url}?lang=ar`, undefined, as(tokens.tenant1!));
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.headers["content-type"]).toContain("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect((await api.send("GET", url, undefined, as(tokens.tenant2!))).statusCode, url).toBe(404);
    }
    expect((await api.send("GET", urls[2]!, undefined, as(tokens.owner1!))).statusCode).toBe(403);
    const undocumented = await api.send("GET", `/api/portal/payments/${crypto.randomUUID()}/receipt`, undefined, as(tokens.tenant1!));
    expect(undocumented.statusCode).toBe(404);
  });

  it("answers the tenant's cheques and where each stands, and none of them to another tenant", async () => {
    const landlord = callerFor(api.services, await demoCaller(api.services, LANDLORD));
    const { ids } = await landlord.cheques.register({
      tenant_id: await contactIdOf(owner, orgId, TENANT_1),
      cheques: [{ number: "920001", bank: "Al Rajhi", amount: "2500", due_date: "2030-04-01" }],
    } as never);
    const answer = await api.send("GET", "/api/portal/cheques", undefined, as(tokens.tenant1!));
    expect(answer.statusCode).toBe(200);
    const cheque = (answer.json() as { id: string }[]).find((row) => row.id === ids[0]);
    expect(cheque).toMatchObject({ number: "920001", bank: "Al Rajhi", status: "held" });
    const other = (await api.send("GET", "/api/portal/cheques", undefined, as(tokens.tenant2!))).json() as { id: string }[];
    expect(other.some((row) => ids.includes(row.id))).toBe(false);
  });

  it("exports the owner's statement as PDF and Excel", async () => {
    const query = `from=2000-01-01&to=${today}`;
    const pdf = await api.send("GET", `/api/portal/owner-statement.pdf?${query}`, undefined, as(tokens.owner1!));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const xlsx = await api.send("GET", `/api/portal/owner-statement.xlsx?${query}`, undefined, as(tokens.owner1!));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const asTenant = await api.send("GET", `/api/portal/owner-statement.pdf?${query}`, undefined, as(tokens.tenant1!));
    expect(asTenant.statusCode).toBe(403);
  });

  it("prints the owner's management fee invoice and the credit note that cancelled it, and no one else's", async () => {
    const landlord = callerFor(api.services, await demoCaller(api.services, LANDLORD));
    const lessorId = await contactIdOf(owner, orgId, LESSOR_1);
    await landlord.owners.saveAgreement({
      lessor_id: lessorId,
      fee_kind: "percent",
      fee_value: "5",
      expense_categories: [],
      effective_from: "2000-01-01",
    });
    const period = { lessor_id: lessorId, from: "2000-01-01", to: today };
    const { due } = await landlord.owners.proposal(period);
    const paid = await landlord.owners.remit({ ...period, paid_date: today, amount: due.toFixed(2), method: "bankTransfer" });
    await landlord.owners.reverse({ id: paid.id });
    const note = await owner.selectFrom("credit_notes").select("id").where("invoice_id", "=", paid.invoice_id!).executeTakeFirstOrThrow();

    for (const url of [`/api/portal/fee-invoices/${paid.invoice_id}?lang=ar`, `/api/portal/credit-notes/${note.id}?lang=en`]) {
      const pdf = await api.send("GET", url, undefined, as(tokens.owner1!));
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.headers["content-type"]).toContain("application/pdf");
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect((await api.send("GET", url, undefined, as(tokens.tenant1!))).statusCode, url).toBe(403);
    }
    const unknown = await api.send("GET", `/api/portal/credit-notes/${crypto.randomUUID()}`, undefined, as(tokens.owner1!));
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses member tokens on every portal route and portal tokens on member routes", async () => {
    const payment = crypto.randomUUID();
    const portalReads = [
      "/api/portal/contracts",
      "/api/portal/payments",
      "/api/portal/cheques",
      `/api/portal/invoice-notes/${payment}`,
      `/api/portal/payments/${payment}/receipt`,
      `/api/portal/payments/${payment}/invoice`,
      `/api/portal/fee-invoices/${payment}`,
      `/api/portal/credit-notes/${payment}`,
      `/api/portal/owner-statement.pdf?from=2026-01-01&to=${today}`,
      `/api/portal/owner-statement.xlsx?from=2026-01-01&to=${today}`,
    ];
    for (const url of portalReads) expect((await api.send("GET", url)).statusCode, url).toBe(401);
    const memberReads = ["/api/me", "/api/contacts", "/api/contracts", `/api/receipts/${payment}/pdf`, "/api/real-estates"];
    for (const token of [tokens.tenant1!, tokens.owner1!]) {
      for (const url of memberReads) expect((await api.send("GET", url, undefined, as(token))).statusCode, url).toBe(401);
    }
  });

  it("asks a tenant of two organizations which one they mean (409), and answers with ?org_id=", async () => {
    const second = await trialOrganization(api.services, "567400062", today);
    await owner.insertInto("contacts").values({ org_id: second.orgId, type: "tenant", name: "Fahad", phone: TENANT_1 }).execute();
    const unnamed = await api.send("GET", "/api/portal/contracts", undefined, as(tokens.tenant1!));
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json()).toMatchObject({ code: "portal.chooseOrganization", message: expect.stringContaining("org_id") });
    const named = await api.send("GET", `/api/portal/contracts?org_id=${second.orgId}`, undefined, as(tokens.tenant1!));
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual([]);
    const first = await api.send("GET", `/api/portal/payments?org_id=${orgId}`, undefined, as(tokens.tenant1!));
    expect((first.json() as unknown[]).length).toBeGreaterThan(0);
  });
});

import { callerFor, contactIdOf, demoCaller, lastOtp } from "@amlak/api/testing";
import { readSpreadsheet } from "@amlak/documents";
import { pdfText } from "@amlak/documents/testing";
import { riyadhToday } from "@amlak/domain";
import { money, toFixed2 } from "@amlak/money";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const LANDLORD = "567400071";
const api = new DemoApi(LANDLORD);
const { owner } = api.services.database;
// A demo tenant (seed/demo-portfolio.ts) who signs in to the portal.
const TENANT = "507334455";

let tenantId = "";
let voucher = { id: "", receipt_id: "" };
const REFERENCE = "TRX-778899";
/** Past every instalment of the demo leases: the statement over all time. */
const END = `${Number(riyadhToday(new Date()).slice(0, 4)) + 2}-12-31`;

/** The tenant's open instalments, oldest first, VAT included. */
async function openInstalments() {
  return owner
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .select(["p.id", "p.due_date", "p.price", "p.vat"])
    .where("c.tenant_id", "=", tenantId)
    .where("p.party", "=", "tenant")
    .where("p.status", "=", "pending")
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();
}

beforeAll(async () => {
  const { orgId } = await demoCaller(api.services, LANDLORD);
  tenantId = await contactIdOf(owner, orgId!, TENANT);
  // Half the next instalment, and 500 more held as an advance.
  const [next] = await openInstalments();
  const half = money(next!.price).plus(next!.vat).div(2).toDecimalPlaces(2);
  const answer = await api.send("POST", "/api/collections", {
    tenant_id: tenantId,
    amount: Number(half.plus(500)),
    paid_date: riyadhToday(new Date()),
    method: "bankTransfer",
    reference: REFERENCE,
    allocations: [{ payment_id: next!.id, amount: Number(half) }],
  });
  expect(answer.statusCode).toBe(201);
  voucher = answer.json();
});

describe("the tenant statement", () => {
  it("counts the voucher once, on the day it came in, the part-paid instalment charged whole, the advance as credit", async () => {
    const landlord = callerFor(api.services, await demoCaller(api.services, LANDLORD));
    const statement = await landlord.contacts.statement({ id: tenantId, to: END });
    const vouchers = statement.lines.filter((line) => line.kind === "collection");
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({ collectionId: voucher.id, reference: REFERENCE });
    // No payment the voucher paid is counted again.
    const paidByVoucher = await owner.selectFrom("payments").select("id").where("collection_id", "=", voucher.id).execute();
    expect(statement.lines.filter((line) => line.kind === "payment" && paidByVoucher.some((row) => row.id === line.paymentId))).toEqual([]);
    // A split instalment is charged once, whole; its parts are not charges of their own.
    const parts = await owner
      .selectFrom("payments")
      .select("id")
      .where("split_from", "is not", null)
      .where(
        "id",
        "in",
        paidByVoucher.map((row) => row.id),
      )
      .execute();
    expect(parts).toHaveLength(1);
    expect(statement.lines.some((line) => line.kind === "charge" && line.paymentId === parts[0]!.id)).toBe(false);

    // Over all time the balance is every charge less every riyal received; it equals the open instalments less the advance.
    const open = (await openInstalments()).reduce((sum, row) => sum.plus(row.price).plus(row.vat), money(0));
    const advance = await owner.selectFrom("collections").select("advance_left").where("id", "=", voucher.id).executeTakeFirstOrThrow();
    expect(toFixed2(statement.closing)).toBe(toFixed2(open.minus(advance.advance_left)));
  });

  it("prints and exports it from the tenant's page, in Arabic and English", async () => {
    const pdf = await api.send("GET", `/api/contacts/${tenantId}/statement.pdf?lang=en&to=${END}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const printed = pdfText(pdf.rawPayload);
    for (const text of ["Tenant statement", "Collection voucher", REFERENCE, "Rent due"]) expect(printed).toContain(text);
    expect(pdfText((await api.send("GET", `/api/contacts/${tenantId}/statement.pdf?lang=ar&to=${END}`)).rawPayload)).toContain("سند تحصيل");

    const xlsx = await api.send("GET", `/api/contacts/${tenantId}/statement.xlsx?lang=en&to=${END}`);
    expect(xlsx.statusCode).toBe(200);
    const [sheet] = await readSpreadsheet(xlsx.rawPayload);
    const rows = sheet!.rows.map((row) => row.cells);
    expect(rows[0]).toEqual(["Date", "Description", "Charge", "Paid", "Balance"]);
    const voucherRow = rows.find((cells) => String(cells[1]).startsWith("Collection voucher"))!;
    expect(voucherRow[1]).toBe(`Collection voucher · ${REFERENCE}`);
    const received = await owner.selectFrom("collections").select("amount").where("id", "=", voucher.id).executeTakeFirstOrThrow();
    expect(money(voucherRow[3]!).eq(received.amount)).toBe(true);
  });

  it("gives the tenant the same statement in the portal, with the voucher's receipt; another tenant sees neither", async () => {
    const token = await portalToken(TENANT);
    const pdf = await api.send("GET", "/api/portal/statement.pdf?lang=en", undefined, { authorization: `Bearer ${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(REFERENCE);
    const xlsx = await api.send("GET", "/api/portal/statement.xlsx?lang=ar", undefined, { authorization: `Bearer ${token}` });
    expect(xlsx.statusCode).toBe(200);
    const [sheet] = await readSpreadsheet(xlsx.rawPayload);
    expect(sheet!.rows.some((row) => String(row.cells[1]).startsWith("سند تحصيل"))).toBe(true);

    const [paid] = await owner.selectFrom("payments").select("id").where("collection_id", "=", voucher.id).execute();
    const receipt = await api.send("GET", `/api/portal/payments/${paid!.id}/receipt?lang=en`, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(pdfText(receipt.rawPayload)).toContain("The instalments listed below");

    const other = await portalToken("508445566");
    const theirs = await api.send("GET", `/api/portal/payments/${paid!.id}/receipt`, undefined, { authorization: `Bearer ${other}` });
    expect(theirs.statusCode).toBe(404);
    const otherStatement = await api.send("GET", "/api/portal/statement.pdf?lang=en", undefined, { authorization: `Bearer ${other}` });
    expect(pdfText(otherStatement.rawPayload)).not.toContain(REFERENCE);
  });

  it("shows the security deposit asked and held, in the statement and its print (issue #23)", async () => {
    const landlord = callerFor(api.services, await demoCaller(api.services, LANDLORD));
    const { orgId } = await demoCaller(api.services, LANDLORD);
    const unit = await owner
      .selectFrom("real_estates as re")
      .select("re.id")
      .where("re.org_id", "=", orgId!)
      .where("re.kind", "=", "unit")
      .where((eb) => eb.not(eb.exists(eb.selectFrom("contracts as c").select("c.id").whereRef("c.real_estate_id", "=", "re.id"))))
      .executeTakeFirstOrThrow();
    const start = `${Number(END.slice(0, 4)) - 1}-01-01`;
    const { paymentIds } = await landlord.contracts.create({
      tenant_id: tenantId,
      real_estate_id: unit.id,
      contract_start: start,
      contract_end: `${start.slice(0, 4)}-12-31`,
      price: "24000",
      contract_interval: 12,
      deposit: "3500",
    });
    const deposit = await owner
      .selectFrom("payments")
      .select("id")
      .where("id", "in", paymentIds)
      .where("payment_type", "=", "deposit")
      .executeTakeFirstOrThrow();
    await landlord.payments.pay({ id: deposit.id, paid_date: start, payment_method: "bankTransfer" });

    const statement = await landlord.contacts.statement({ id: tenantId, to: END });
    expect([toFixed2(statement.deposit.asked), toFixed2(statement.deposit.received)]).toEqual(["3500.00", "3500.00"]);
    const en = pdfText((await api.send("GET", `/api/contacts/${tenantId}/statement.pdf?lang=en&to=${END}`)).rawPayload);
    for (const text of ["Security deposit asked", "Security deposit held", "3,500.00"]) expect(en).toContain(text);
    // Arabic words come out of the text layer in presentation forms; the amount is what can be read back.
    const ar = pdfText((await api.send("GET", `/api/contacts/${tenantId}/statement.pdf?lang=ar&to=${END}`)).rawPayload);
    expect(ar.match(/3,500\.00/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it("prints and exports a credit note on the tenant's invoice as taken off what they owe (issue #23)", async () => {
    const landlord = callerFor(api.services, await demoCaller(api.services, LANDLORD));
    const paid = await owner
      .selectFrom("payments as p")
      .innerJoin("contracts as c", "c.id", "p.contract_id")
      .select("p.id")
      .where("c.tenant_id", "=", tenantId)
      .where("p.party", "=", "tenant")
      .where("p.status", "=", "paid")
      .where("p.invoice_id", "is", null)
      .executeTakeFirstOrThrow();
    const invoice = await landlord.invoices.issue({ payment_ids: [paid.id] });
    const note = await landlord.creditNotes.issue({ invoice_id: invoice.id, note_type: "credit", reason: "refund", amount: "100" });
    const { total } = await landlord.creditNotes.get({ id: note.id });
    const number = `CN-${String(note.number).padStart(6, "0")}`;

    const printed = pdfText((await api.send("GET", `/api/contacts/${tenantId}/statement.pdf?lang=en&to=${END}`)).rawPayload);
    expect(printed).toContain(`Credit note ${number}`);
    const xlsx = await api.send("GET", `/api/contacts/${tenantId}/statement.xlsx?lang=ar&to=${END}`);
    const [sheet] = await readSpreadsheet(xlsx.rawPayload);
    const noteRow = sheet!.rows.map((row) => row.cells).find((cells) => String(cells[1]).startsWith(`إشعار دائن ${number}`))!;
    expect(noteRow[1]).toBe(`إشعار دائن ${number} · INV-${String(invoice.number).padStart(6, "0")}`);
    expect([noteRow[2] ?? null, toFixed2(money(noteRow[3]!))]).toEqual([null, toFixed2(total)]);
  });
});

async function portalToken(phone: string): Promise<string> {
  const login = await api.send("POST", "/api/portal/login", { phone, role: "tenant" }, { authorization: "" });
  const { token } = login.json() as { token: string };
  const verified = await api.send("POST", "/api/portal/verify", { token, otp: await lastOtp(owner, phone) }, { authorization: "" });
  return (verified.json() as { token: string }).token;
}

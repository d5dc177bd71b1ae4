import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import { describeError } from "./error-response.ts";
import { callerFor, demoOrganization, testServices } from "./testing/harness.ts";

// Only a VAT-registered organization charges VAT and issues tax invoices; the others issue cash receipts.

const services = testServices();
const { owner } = services.database;

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => ({ ar: describeError(e, "ar", "test"), en: describeError(e, "en", "test") }),
  );

/** A commercial lease on the demo's vacant شقة 102, paid once: the first rent (its commission auto-paid with it). */
async function signAndPayRent(caller: Caller & { orgId: string }) {
  const [unit, tenant] = await Promise.all([
    owner
      .selectFrom("real_estates")
      .select("id")
      .where("org_id", "=", caller.orgId)
      .where("title", "=", "شقة 102")
      .executeTakeFirstOrThrow(),
    owner.selectFrom("contacts").select("id").where("org_id", "=", caller.orgId).where("type", "=", "tenant").executeTakeFirstOrThrow(),
  ]);
  const call = callerFor(services, caller);
  const { id } = await call.contracts.create({
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    contract_start: "2027-01-01",
    contract_end: "2027-12-31",
    price: "60000",
    contract_interval: 3,
    annual_commission: "3000",
    annual_service: "1200",
    is_taxable: true,
    auto_pay_commission: true,
  });
  const payments = await owner
    .selectFrom("payments")
    .select(["id", "payment_type", "vat"])
    .where("contract_id", "=", id)
    .orderBy("due_date")
    .orderBy("payment_type")
    .execute();
  const rent = payments.find((payment) => payment.payment_type === "rent")!;
  const paid = await call.payments.pay({ id: rent.id, paid_date: "2027-01-01", payment_method: "cash" });
  return { call, payments, rent: rent.id, paid };
}

/** The organization asks for the rent's tax invoice on payment, and its package grants it. */
const autoInvoiceOn = (orgId: string) =>
  owner
    .updateTable("organizations")
    .set({ preferences: JSON.stringify({ auto_generate_rent_tax_invoice: true }) })
    .where("id", "=", orgId)
    .execute();

describe("VAT registration", () => {
  let registered: Caller & { orgId: string };
  let unregistered: Caller & { orgId: string };
  let registering: Caller & { orgId: string };
  beforeAll(async () => {
    registered = await demoOrganization(services, "563000001");
    unregistered = await demoOrganization(services, "563000002");
    registering = await demoOrganization(services, "563000003");
    await owner
      .updateTable("organizations")
      .set({ vat_registered: false, vat_no: null })
      .where("id", "in", [unregistered.orgId, registering.orgId])
      .execute();
    await Promise.all([autoInvoiceOn(registered.orgId), autoInvoiceOn(unregistered.orgId)]);
  });

  it("marks a payment paid with the automatic tax invoice on, issues no invoice, and a cash receipt instead, for an unregistered organization", async () => {
    const { call, payments, rent, paid } = await signAndPayRent(unregistered);

    expect((await call.organization.letterhead()).vatRegistered).toBe(false);
    expect(payments.filter((payment) => payment.vat !== "0.00")).toEqual([]);
    expect(paid).toMatchObject({ paymentId: rent, commissionPaymentId: expect.any(String), invoice: null });
    expect(await owner.selectFrom("invoices").select("id").where("org_id", "=", unregistered.orgId).execute()).toEqual([]);

    const refused = await refusalOf(call.invoices.issue({ payment_ids: [rent] }));
    expect(refused?.en.status).toBe(409);
    expect(refused?.en.body).toMatchObject({
      code: "invoice.sellerNotVatRegistered",
      message: expect.stringContaining("Main Information"),
    });
    expect(refused?.ar.body.message).toContain("المعلومات الأساسية");

    const receipt = await call.receipts.issue({ id: rent });
    expect((await call.receipts.get({ id: receipt.id })).amount.toFixed(2)).toBe("15000.00");
  });

  it("charges VAT and issues the tax invoice on payment for a registered organization", async () => {
    const { call, payments, rent, paid } = await signAndPayRent(registered);

    expect((await call.organization.letterhead()).vatRegistered).toBe(true);
    expect(payments.find((payment) => payment.id === rent)?.vat).toBe("2250.00");
    expect(paid).toMatchObject({ paymentId: rent, invoice: { invoiceId: expect.any(String), number: 1 } });
    const receipt = await call.receipts.issue({ id: rent });
    expect((await call.receipts.get({ id: receipt.id })).amount.toFixed(2)).toBe("17250.00");
  });

  it("charges VAT and issues the tax invoice once the organization saved its VAT number before signing (the stepper's prompt)", async () => {
    await callerFor(services, registering).organization.saveVatNo({ vat_no: "310123456700003" });
    const { call, payments, rent } = await signAndPayRent(registering);

    expect(payments.find((payment) => payment.id === rent)?.vat).toBe("2250.00");
    expect(await call.invoices.issue({ payment_ids: [rent] })).toMatchObject({ number: 1 });
  });
});

import { onboardZatca } from "@amlak/ledger";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import { callerFor, demoOrganization, refusalOf, testServices } from "./testing/harness.ts";

// A VAT-registered tenant's VAT number and national address, recorded once on their contact, make every tax invoice
// of theirs a standard (B2B) one, signed as one (issue #23).

const services = testServices();
const { owner } = services.database;
const ADDRESS = { street: "العليا", buildingNumber: "7235", district: "العليا", city: "الرياض", postalCode: "12211" };
const BUYER_ADDRESS = { street: "طريق الملك فهد", building_number: "٢٤٨١", district: "الملقا", city: "الرياض", postal_code: "13524" };

let org: Caller & { orgId: string };
let other: Caller & { orgId: string };
let tenantId = "";
let rents: string[] = [];

/** A commercial lease of the demo's vacant شقة 102 to the tenant, monthly, with the automatic tax invoice on. */
async function leaseTo(tenant: string): Promise<string[]> {
  const unit = await owner
    .selectFrom("real_estates")
    .select("id")
    .where("org_id", "=", org.orgId)
    .where("title", "=", "شقة 102")
    .executeTakeFirstOrThrow();
  const { id } = await callerFor(services, org).contracts.create({
    real_estate_id: unit.id,
    tenant_id: tenant,
    contract_start: "2027-01-01",
    contract_end: "2027-12-31",
    price: "120000",
    contract_interval: 1,
    is_taxable: true,
  } as never);
  const rows = await owner
    .selectFrom("payments")
    .select("id")
    .where("contract_id", "=", id)
    .where("payment_type", "=", "rent")
    .orderBy("due_date")
    .execute();
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  org = await demoOrganization(services, "563100001");
  other = await demoOrganization(services, "563100002");
  await onboardZatca(services.database.app, org.orgId, ADDRESS, new Date(), services.secretsKey);
  await owner
    .updateTable("organizations")
    .set({ preferences: JSON.stringify({ auto_generate_rent_tax_invoice: true }) })
    .where("id", "=", org.orgId)
    .execute();
  ({ id: tenantId } = await callerFor(services, org).contacts.create({
    type: "tenant",
    name: "شركة الأفق للتجارة",
    phone: "0551239870",
    vat_no: "٣١٠١٢٢٣٩٣٥٠٠٠٠٣",
    buyer_address: BUYER_ADDRESS,
  }));
  rents = await leaseTo(tenantId);
});

/** The invoice as issued, with its signed XML. */
async function invoiceOf(id: string) {
  const api = callerFor(services, org);
  const [invoice, { xml }] = await Promise.all([api.invoices.get({ id }), api.invoices.xml({ id })]);
  return { invoice, xml: xml ?? "" };
}

describe("a VAT-registered tenant's tax details", () => {
  it("are kept on the contact, digits in Western form, and a legacy body without them keeps them", async () => {
    const api = callerFor(services, org);
    const stored = await api.contacts.get({ id: tenantId });
    expect(stored).toMatchObject({
      vat_no: "310122393500003",
      buyer_address: { ...BUYER_ADDRESS, building_number: "2481" },
    });
    await api.contacts.update({ id: tenantId, type: "tenant", name: "شركة الأفق للتجارة", phone: "0551239870" });
    expect(await api.contacts.get({ id: tenantId })).toMatchObject({ vat_no: stored.vat_no, buyer_address: stored.buyer_address });
  });

  it("make the automatic invoice on payment a standard one, signed with the buyer's VAT number and address", async () => {
    const paid = await callerFor(services, org).payments.pay({ id: rents[0]!, paid_date: "2027-01-01", payment_method: "cash" });
    const { invoice, xml } = await invoiceOf(paid.invoice!.invoiceId);
    expect(invoice).toMatchObject({ kind: "tax", buyer: { name: "شركة الأفق للتجارة", vatNo: "310122393500003" } });
    expect(invoice.zatca).toMatchObject({ status: expect.any(String), icv: expect.any(Number) });
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0100000">388</cbc:InvoiceTypeCode>');
    expect(xml).toMatch(
      /<cac:AccountingCustomerParty>[\s\S]*<cbc:BuildingNumber>2481<[\s\S]*<cbc:PostalZone>13524<[\s\S]*<cbc:CompanyID>310122393500003</,
    );
  });

  it("make an invoice issued by hand standard too, unless the request names another buyer, which wins", async () => {
    const api = callerFor(services, org);
    const byHand = await api.invoices.issue({ payment_ids: [rents[1]!] });
    expect((await invoiceOf(byHand.id)).xml).toContain("<cbc:CompanyID>310122393500003<");
    const { rows } = await api.invoices.list({});
    expect(rows.find((row) => row.id === byHand.id)).toMatchObject({ kind: "tax", partyVatNo: "310122393500003" });

    const address = { street: "صلاح الدين", building_number: "1111", district: "المروج", city: "الرياض", postal_code: "12222" };
    const named = await api.invoices.issue({ payment_ids: [rents[2]!], buyer: { vat_no: "399999999800003", address } });
    const { invoice, xml } = await invoiceOf(named.id);
    expect(invoice.buyer.vatNo).toBe("399999999800003");
    expect(xml).toMatch(/<cbc:PostalZone>12222<[\s\S]*<cbc:CompanyID>399999999800003</);
  });

  it("stay the organization's: another organization can neither read nor change the contact, nor invoice its rent", async () => {
    const api = callerFor(services, other);
    expect((await refusalOf(api.contacts.get({ id: tenantId })))?.status).toBe(404);
    const change = api.contacts.update({
      id: tenantId,
      type: "tenant",
      name: "x",
      vat_no: "399999999800003",
      buyer_address: BUYER_ADDRESS,
    });
    expect((await refusalOf(change))?.status).toBe(404);
    expect((await refusalOf(api.invoices.issue({ payment_ids: [rents[3]!] })))?.status).toBe(404);
    expect(await owner.selectFrom("invoices").select("id").where("org_id", "=", other.orgId).execute()).toEqual([]);
  });

  it("are refused when malformed or when a VAT number comes without its address, field by field in the caller's language", async () => {
    const api = callerFor(services, org);
    const contact = { type: "tenant", name: "مؤسسة النخبة" } as const;
    const malformed = await refusalOf(
      api.contacts.create({ ...contact, vat_no: "210122393500003", buyer_address: { ...BUYER_ADDRESS, building_number: "12", city: "" } }),
      "ar",
    );
    expect(malformed?.status).toBe(400);
    expect(malformed?.body.fieldErrors).toEqual({
      vat_no: "قيمة هذا الحقل غير صحيحة",
      "buyer_address.building_number": "قيمة هذا الحقل غير صحيحة",
      "buyer_address.city": "هذا الحقل مطلوب",
    });
    const withoutAddress = await refusalOf(api.contacts.create({ ...contact, vat_no: "310122393500003" }));
    expect(withoutAddress?.body.fieldErrors).toEqual({
      "buyer_address.street": "A VAT-registered contact's tax invoices carry their national address: fill in its parts",
    });
    const clearing = await refusalOf(api.contacts.update({ id: tenantId, ...contact, buyer_address: null }));
    expect(clearing?.status).toBe(400);
    expect((await api.contacts.get({ id: tenantId })).buyer_address).not.toBeNull();
  });
});

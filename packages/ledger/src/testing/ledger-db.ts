import { saveManagementAgreement, withOrg, type Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import type { LedgerContext } from "../handlers/ledger-command.ts";
import type { InvoiceSeller } from "../invoice/invoice.events.ts";
import { onboardZatca, type SellerAddress } from "../zatca/zatca-credentials.ts";

/** An organization with a lessor, a tenant and a unit; a unit takes one lease at a time, so each contract gets a new one. */
export interface TestOrganization {
  orgId: string;
  lessorId: string;
  tenantId: string;
  realEstateId: string;
  newUnit: () => Promise<string>;
  /** Another tenant of the organization. */
  newTenant: () => Promise<string>;
  seller: InvoiceSeller;
  ctx: (overrides?: Partial<LedgerContext>) => LedgerContext;
}

export const TEST_NOW = new Date("2026-06-15T09:00:00+03:00");

/** The secrets key of the ledger's tests: it seals the test organizations' ZATCA signing keys. */
export const TEST_SECRETS_KEY = new Uint8Array(32).fill(7);

export const TEST_SELLER_ADDRESS: SellerAddress = {
  street: "الأمير سلطان",
  buildingNumber: "2322",
  district: "المربع",
  city: "الرياض",
  postalCode: "12345",
};

/**
 * A new organization with a lessor, a tenant and one unit; its commands run "on" `now` so results are reproducible.
 * It is VAT-registered with a VAT number unless `vatRegistered` is false (then it has no VAT number, as most small
 * landlords have none). With `zatca` it is onboarded with ZATCA (the sandbox certificate), so its invoices are signed.
 */
export async function newOrganization(
  owner: Db,
  { name = "مؤسسة الاختبار العقارية", now = TEST_NOW, vatRegistered = true, zatca = false } = {},
): Promise<TestOrganization> {
  const orgId = randomUUID();
  const seller = { name, vatNo: vatRegistered ? "300000000000003" : "", commercialRegistrationNo: "1010000000", address: "الرياض" };
  const ids = await withOrg(owner, orgId, async (trx) => {
    await trx
      .insertInto("organizations")
      .values({
        id: orgId,
        title: seller.name,
        vat_no: seller.vatNo || null,
        vat_registered: vatRegistered,
        commercial_registration_no: seller.commercialRegistrationNo,
      })
      .execute();
    const contact = (type: "lessor" | "tenant", name: string) =>
      trx.insertInto("contacts").values({ org_id: orgId, type, name }).returning("id").executeTakeFirstOrThrow();
    const lessor = await contact("lessor", "عبدالله القحطاني");
    const tenant = await contact("tenant", "فهد الدوسري");
    return { lessorId: lessor.id, tenantId: tenant.id };
  });
  let units = 0;
  const newUnit = async () => {
    const unit = await withOrg(owner, orgId, (trx) =>
      trx
        .insertInto("real_estates")
        .values({ org_id: orgId, kind: "unit", title: `شقة ${101 + units++}`, lessor_id: ids.lessorId })
        .returning("id")
        .executeTakeFirstOrThrow(),
    );
    return unit.id;
  };
  let tenants = 0;
  const newTenant = async () => {
    const tenant = await withOrg(owner, orgId, (trx) =>
      trx
        .insertInto("contacts")
        .values({ org_id: orgId, type: "tenant", name: `مستأجر ${++tenants}` })
        .returning("id")
        .executeTakeFirstOrThrow(),
    );
    return tenant.id;
  };
  if (zatca) await onboardZatca(owner, orgId, TEST_SELLER_ADDRESS, now, TEST_SECRETS_KEY);
  const actor = randomUUID();
  return {
    orgId,
    ...ids,
    realEstateId: await newUnit(),
    newUnit,
    newTenant,
    seller,
    ctx: (overrides = {}) => ({ orgId, actor, requestId: `test-${randomUUID()}`, now, secretsKey: TEST_SECRETS_KEY, ...overrides }),
  };
}

/**
 * Every read model's rows in a stable order, without the journal's generated ids: what a rebuild must restore. With
 * `orgId`, only that organization's rows.
 */
export async function readModels(owner: Db, orgId?: string) {
  const inOrg = orgId !== undefined;
  return {
    contracts: await owner
      .selectFrom("contracts")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("id")
      .execute(),
    payments: await owner
      .selectFrom("payments")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("id")
      .execute(),
    invoices: await owner
      .selectFrom("invoices")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("org_id")
      .orderBy("number")
      .execute(),
    creditNotes: await owner
      .selectFrom("credit_notes")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("org_id")
      .orderBy("note_type")
      .orderBy("number")
      .execute(),
    receipts: await owner
      .selectFrom("receipts")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("org_id")
      .orderBy("number")
      .execute(),
    collections: await owner
      .selectFrom("collections")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("id")
      .execute(),
    cheques: await owner
      .selectFrom("cheques")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("id")
      .execute(),
    remittances: await owner
      .selectFrom("remittances")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("id")
      .execute(),
    leaseSettlements: await owner
      .selectFrom("lease_settlements")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("id")
      .execute(),
    documentSequences: await owner
      .selectFrom("document_sequences")
      .selectAll()
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("org_id")
      .orderBy("kind")
      .execute(),
    journalLines: await owner
      .selectFrom("journal_lines")
      .select(["org_id", "position", "stream_id", "event_type", "entry_date", "account", "debit", "credit", "memo"])
      .$if(inOrg, (query) => query.where("org_id", "=", orgId!))
      .orderBy("position")
      .orderBy("id")
      .execute(),
  };
}

/** Debits minus credits of each organization's journal; a sound ledger has "0.00" for every one. */
export async function trialBalances(owner: Db): Promise<Record<string, string>> {
  const rows = await owner
    .selectFrom("journal_lines")
    .select(["org_id", (eb) => eb.fn<string>("sum", [eb("debit", "-", eb.ref("credit"))]).as("balance")])
    .groupBy("org_id")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.org_id, row.balance]));
}

/** The organization's lessor under a 5% management agreement from 2026, maintenance charged to them. */
export const agreeFivePercent = (owner: Db, org: TestOrganization) =>
  withOrg(owner, org.orgId, (trx) =>
    saveManagementAgreement(trx, {
      orgId: org.orgId,
      lessorId: org.lessorId,
      feeKind: "percent",
      feeValue: "5.00",
      expenseCategories: ["maintenance"],
      effectiveFrom: "2026-01-01",
    }),
  );

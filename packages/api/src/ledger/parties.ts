import { findOrganizationProfile, findPaymentPayer, withOrg, type Db } from "@amlak/db";
import type { InvoiceSeller } from "@amlak/ledger";

/** The organization as the seller on its tax invoices (its VAT number may still be empty; the decider refuses then). */
export async function sellerOf(db: Db, orgId: string): Promise<InvoiceSeller> {
  const org = await withOrg(db, orgId, (trx) => findOrganizationProfile(trx, orgId));
  return {
    name: org?.title ?? "",
    vatNo: org?.vat_no ?? "",
    commercialRegistrationNo: org?.commercial_registration_no ?? "",
    address: org?.address ?? "",
  };
}

/** The tenant of the contract a payment belongs to: the buyer on its invoice and the payer on its receipt. */
export async function payerOf(db: Db, orgId: string, paymentId: string): Promise<string> {
  const row = await withOrg(db, orgId, (trx) => findPaymentPayer(trx, paymentId));
  return row?.name ?? "";
}

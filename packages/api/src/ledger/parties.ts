import { findOrganizationProfile, findPaymentPayer, withOrg, type Db } from "@amlak/db";
import { buyerOfContact, type IssueInvoiceInput, type InvoiceSeller } from "@amlak/ledger";

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

/** The tenant of the contract a payment belongs to: the payer on its receipt. */
export async function payerOf(db: Db, orgId: string, paymentId: string): Promise<string> {
  return (await buyerOf(db, orgId, paymentId)).name;
}

/** The tenant of the contract a payment belongs to as the buyer on its tax invoice (buyerOfContact). */
export async function buyerOf(db: Db, orgId: string, paymentId: string): Promise<IssueInvoiceInput["buyer"]> {
  const row = await withOrg(db, orgId, (trx) => findPaymentPayer(trx, paymentId));
  return buyerOfContact({ vat_no: null, buyer_address: null, ...row, name: row?.name ?? "" });
}

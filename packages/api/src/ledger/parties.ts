import { findOrganizationProfile, findPaymentPayer, withOrg, type Db, type NationalAddressJson } from "@amlak/db";
import type { IssueInvoiceInput, InvoiceSeller } from "@amlak/ledger";

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

/**
 * The tenant of the contract a payment belongs to as the buyer on its tax invoice: with the VAT number and national
 * address on their contact, a VAT-registered buyer of a standard (B2B) invoice; by name only otherwise (simplified).
 */
export async function buyerOf(db: Db, orgId: string, paymentId: string): Promise<IssueInvoiceInput["buyer"]> {
  const row = await withOrg(db, orgId, (trx) => findPaymentPayer(trx, paymentId));
  const name = row?.name ?? "";
  if (!row?.vat_no || !row.buyer_address) return { name };
  return { name, vatNo: row.vat_no, address: nationalAddressOf(row.buyer_address) };
}

/** A national address as forms and contacts name its parts, as the ledger's invoice events name them. */
export function nationalAddressOf(address: NationalAddressJson): NonNullable<IssueInvoiceInput["buyer"]["address"]> {
  const { street, building_number, district, city, postal_code } = address;
  return { street, buildingNumber: building_number, district, city, postalCode: postal_code };
}

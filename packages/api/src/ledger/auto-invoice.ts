import { findOrganizationPreferences, withOrg, type Db } from "@amlak/db";
import type { MarkPaymentPaidInput } from "@amlak/ledger";
import { packageGrants, type Actor } from "./package-permission.ts";
import { buyerOf, sellerOf } from "./parties.ts";

/**
 * The automatic tax invoice of a payment being paid, when the organization turned on auto_generate_rent_tax_invoice
 * and its package grants GENERATE_RENT_TAX_INVOICE (SPEC §6); undefined otherwise.
 */
export async function autoInvoiceFor(db: Db, who: Actor, paymentId: string): Promise<MarkPaymentPaidInput["autoInvoice"]> {
  const org = await withOrg(db, who.orgId, (trx) => findOrganizationPreferences(trx, who.orgId));
  if (!org?.preferences?.auto_generate_rent_tax_invoice) return undefined;
  if (!(await packageGrants(db, who, "CONTRACTS", "GENERATE_RENT_TAX_INVOICE"))) return undefined;
  return { seller: await sellerOf(db, who.orgId), buyer: await buyerOf(db, who.orgId, paymentId) };
}

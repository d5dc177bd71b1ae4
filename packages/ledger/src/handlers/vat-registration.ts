import type { Trx } from "@amlak/db";

/**
 * Whether the organization is VAT-registered, read inside the command's transaction: the commands that schedule
 * or record payments and issue tax invoices take it as the seller's registration (see vatRateFor and the invoice
 * decider). Payments already scheduled keep the VAT their events recorded; only new ones follow the flag.
 */
export async function isVatRegistered(trx: Trx, orgId: string): Promise<boolean> {
  const org = await trx.selectFrom("organizations").select("vat_registered").where("id", "=", orgId).executeTakeFirst();
  return org?.vat_registered ?? false;
}

import type { NationalAddressJson } from "@amlak/db";
import type { NationalAddress } from "@amlak/zatca";
import type { IssueInvoice } from "./invoice.commands.ts";

/** A national address as forms and contacts name its parts, as the ledger's invoice events name them. */
export function nationalAddressOf(address: NationalAddressJson): NationalAddress {
  const { street, building_number, district, city, postal_code } = address;
  return { street, buildingNumber: building_number, district, city, postalCode: postal_code };
}

/**
 * A contact (a tenant, or a lessor paying a management fee) as the buyer on a tax invoice: with the VAT number and
 * national address on their contact, a VAT-registered buyer of a standard (B2B) invoice; by name only otherwise.
 */
export function buyerOfContact(contact: {
  name: string;
  vat_no: string | null;
  buyer_address: NationalAddressJson | null;
}): IssueInvoice["data"]["buyer"] {
  if (!contact.vat_no || !contact.buyer_address) return { name: contact.name };
  return { name: contact.name, vatNo: contact.vat_no, address: nationalAddressOf(contact.buyer_address) };
}

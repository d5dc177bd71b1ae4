import { money } from "@amlak/money";
import type { NationalAddress, ZatcaDocument, ZatcaLine } from "./document.ts";

const VAT_NUMBER = /^3\d{13}3$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function ensure(condition: boolean, rule: string, message: string): void {
  if (!condition) throw new RangeError(`ZATCA ${rule}: ${message}`);
}

function checkAddress(address: NationalAddress, who: string): void {
  ensure(/^\d{4}$/.test(address.buildingNumber), "BR-KSA-37", `the ${who}'s building number must be 4 digits`);
  ensure(/^\d{5}$/.test(address.postalCode), "BR-KSA-66", `the ${who}'s postal code must be 5 digits`);
  for (const [field, value] of Object.entries(address)) ensure(value.trim() !== "", "BR-KSA-09", `the ${who}'s ${field} is empty`);
}

function decimals(value: string): number {
  return money(value).decimalPlaces();
}

function checkLine(line: ZatcaLine, k: number): void {
  ensure(money(line.quantity).greaterThan(0), "BR-KSA-F-04", `line ${k + 1}: the quantity must be positive`);
  ensure(
    !money(line.unitPrice).isNegative() && decimals(line.unitPrice) <= 2,
    "BR-KSA-DEC-05",
    `line ${k + 1}: the price needs 0–2 decimals`,
  );
  if (line.vat.category === "S") {
    const rate = money(line.vat.rate);
    ensure(
      rate.greaterThan(0) && rate.lessThanOrEqualTo(100) && decimals(line.vat.rate) <= 2,
      "BR-KSA-DEC-02",
      `line ${k + 1}: the VAT rate must be above 0, at most 100, with 0–2 decimals`,
    );
  }
}

/** Refuses a document that breaks a rule of ZATCA's we can check from its own fields, naming the rule. */
export function checkDocument(doc: ZatcaDocument): void {
  ensure(VAT_NUMBER.test(doc.seller.vatNumber), "BR-KSA-40", "the seller's VAT number must be 15 digits, first and last 3");
  ensure(/^[A-Za-z0-9]+$/.test(doc.seller.crn), "BR-KSA-08", "the seller's CRN must be alphanumeric");
  checkAddress(doc.seller.address, "seller");
  ensure(UUID.test(doc.uuid), "BR-KSA-03", "the UUID is malformed");
  ensure(Number.isSafeInteger(doc.icv) && doc.icv > 0, "BR-KSA-34", "the invoice counter must be a positive integer");
  ensure(BASE64.test(doc.pih), "BR-KSA-26", "the previous invoice hash must be base64");
  ensure(doc.lines.length > 0, "BR-16", "a document has at least one line");
  doc.lines.forEach(checkLine);
  if (doc.buyer?.vatNumber !== undefined) ensure(VAT_NUMBER.test(doc.buyer.vatNumber), "BR-KSA-44", "the buyer's VAT number is malformed");
  if (doc.buyer?.address) checkAddress(doc.buyer.address, "buyer");
  if (doc.supplyDate !== undefined) ensure(DATE.test(doc.supplyDate), "BR-KSA-F-01", "the supply date must be YYYY-MM-DD");
  if (doc.kind === "standard") {
    ensure(doc.buyer.name.trim() !== "", "BR-KSA-42", "a standard document names its buyer");
    ensure(doc.buyer.vatNumber !== undefined || doc.buyer.id !== undefined, "BR-KSA-81", "the buyer needs a VAT number or another id");
  }
  if (doc.type !== "invoice") {
    ensure(doc.billingReference.trim() !== "", "BR-KSA-56", "a note names the invoice it corrects");
    ensure(doc.reason.trim() !== "", "BR-KSA-17", "a note gives its reason");
  }
}

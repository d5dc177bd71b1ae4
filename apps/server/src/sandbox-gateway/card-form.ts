import { brandOf } from "./test-cards.ts";

/** What the hosted page's card form keeps of a card: never its number nor its security code. */
export interface EnteredCard {
  number: string;
  name: string;
  brand: string;
  lastFour: string;
  /** MM/YY. */
  expiry: string;
}

/** The form's problem, as a key of the sandbox page's catalogue. */
export type CardProblem =
  "sandboxGateway.invalidName" | "sandboxGateway.invalidNumber" | "sandboxGateway.invalidExpiry" | "sandboxGateway.invalidCsc";

/** Checks the card fields as Moyasar's form does (two-word name, digits, a future MM/YY, 3 digits or 4 for Amex). */
export function readCardForm(form: Record<string, string | undefined>, now: Date): EnteredCard | CardProblem {
  const number = (form.number ?? "").replace(/[\s-]/g, "");
  const brand = brandOf(number);
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? "").trim());
  if ((form.name ?? "").trim().split(/\s+/).length < 2) return "sandboxGateway.invalidName";
  if (!/^\d{13,19}$/.test(number)) return "sandboxGateway.invalidNumber";
  if (!expiry || !isFuture(Number(expiry[1]), 2000 + Number(expiry[2]), now)) return "sandboxGateway.invalidExpiry";
  if (!(brand === "amex" ? /^\d{4}$/ : /^\d{3}$/).test((form.cvc ?? "").trim())) return "sandboxGateway.invalidCsc";
  return { number, name: form.name!.trim(), brand, lastFour: number.slice(-4), expiry: `${expiry[1]}/${expiry[2]}` };
}

function isFuture(month: number, year: number, now: Date): boolean {
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * Moyasar's published test cards (docs.moyasar.com, Testing → Test Cards): the card number decides the outcome. As in
 * Moyasar's test mode, a card that is not listed fails.
 */
const TEST_CARDS: ReadonlyMap<string, CardOutcome> = new Map([
  ["4201320111111010", { status: "paid", message: "APPROVED" }],
  ["4201320000013020", { status: "failed", message: "UNSPECIFIED FAILURE" }],
  ["4201320000311101", { status: "failed", message: "INSUFFICIENT FUNDS" }],
  ["4201320131000508", { status: "failed", message: "DECLINED: LOST CARD" }],
  ["4201321234411220", { status: "failed", message: "DECLINED" }],
  ["4201322267774310", { status: "failed", message: "DECLINED: EXPIRED CARD" }],
  ["4201326324640570", { status: "failed", message: "DECLINED: EXCEEDS WITHDRAWAL LIMIT" }],
  ["4201321144311528", { status: "failed", message: "DECLINED: STOLEN CARD" }],
  ["4111111111111111", { status: "paid", message: "APPROVED" }],
  ["4123120000000000", { status: "failed", message: "UNSPECIFIED FAILURE" }],
  ["4123120001090000", { status: "failed", message: "INSUFFICIENT FUNDS" }],
  ["4123120001090109", { status: "failed", message: "DECLINED" }],
  ["5421080101000000", { status: "paid", message: "APPROVED" }],
  ["5105105105105100", { status: "failed", message: "UNSPECIFIED FAILURE" }],
  ["5457210001000092", { status: "failed", message: "INSUFFICIENT FUNDS" }],
]);

interface CardOutcome {
  status: "paid" | "failed";
  message: string;
}

const UNLISTED: CardOutcome = { status: "failed", message: "UNSPECIFIED FAILURE" };

export const outcomeOf = (number: string): CardOutcome => TEST_CARDS.get(number) ?? UNLISTED;

/** mada's BINs among the test cards first: a mada card also starts with 4 or 5 like Visa and Mastercard. */
export function brandOf(number: string): string {
  if (number.startsWith("420132")) return "mada";
  if (/^3[47]/.test(number)) return "amex";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "master";
  return "visa";
}

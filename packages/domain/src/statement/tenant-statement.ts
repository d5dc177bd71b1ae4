import { add, money, sub, type Money } from "@amlak/money";

/** A charge the tenant owes (an instalment, its VAT included) and, once paid, when it was paid. */
export interface TenantCharge {
  paymentId: string;
  dueDate: string;
  paidDate: string | null;
  total: Money;
  /** What it is for (rent, water…), as the caller names it. */
  type: string;
  realEstate: string | null;
}

interface StatementLine {
  date: string;
  kind: "charge" | "payment";
  paymentId: string;
  type: string;
  realEstate: string | null;
  charge: Money;
  paid: Money;
  /** What the tenant owes after this line. */
  balance: Money;
}

export interface TenantStatement {
  opening: Money;
  lines: StatementLine[];
  charges: Money;
  paid: Money;
  closing: Money;
}

const ZERO = money(0);
const inPeriod = (date: string, from: string | null, to: string) => (from === null || date >= from) && date <= to;

/**
 * A tenant's statement for a period (SCREENS "Contacts"): what was owed at its start, each charge as it fell due and
 * each payment on the day it was paid, with the running balance, and what is owed at its end. Charges not yet due by
 * the period's end are not owed yet; a charge and its payment on the same day list the charge first.
 */
export function tenantStatement(charges: readonly TenantCharge[], { from, to }: { from: string | null; to: string }): TenantStatement {
  const before = (date: string | null) => from !== null && date !== null && date < from;
  const opening = sub(
    add(ZERO, ...charges.filter((charge) => before(charge.dueDate)).map((charge) => charge.total)),
    add(ZERO, ...charges.filter((charge) => before(charge.paidDate)).map((charge) => charge.total)),
  );
  const events = charges.flatMap((charge) => [
    ...(inPeriod(charge.dueDate, from, to) ? [{ ...charge, date: charge.dueDate, kind: "charge" as const }] : []),
    ...(charge.paidDate !== null && inPeriod(charge.paidDate, from, to)
      ? [{ ...charge, date: charge.paidDate, kind: "payment" as const }]
      : []),
  ]);
  events.sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === "charge" ? -1 : 1));
  let balance = opening;
  const lines = events.map(({ date, kind, paymentId, type, realEstate, total }): StatementLine => {
    balance = kind === "charge" ? add(balance, total) : sub(balance, total);
    return {
      date,
      kind,
      paymentId,
      type,
      realEstate,
      charge: kind === "charge" ? total : ZERO,
      paid: kind === "payment" ? total : ZERO,
      balance,
    };
  });
  const chargesTotal = add(ZERO, ...lines.map((line) => line.charge));
  const paidTotal = add(ZERO, ...lines.map((line) => line.paid));
  return { opening, lines, charges: chargesTotal, paid: paidTotal, closing: balance };
}

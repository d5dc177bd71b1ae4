import { add, money, type Money } from "@amlak/money";

interface ScheduleRow {
  id: string;
  instalmentId: string;
  dueDate: string;
  status: string;
  price: Money;
  vat: Money;
  total: Money;
  paidDate: string | null;
}

/** One instalment of the schedule: its parts (one unless a part was paid), what it comes to, what is paid and what is left. */
export interface ScheduleInstalment<R extends ScheduleRow> {
  id: string;
  parts: R[];
  dueDate: string;
  price: Money;
  vat: Money;
  total: Money;
  paid: Money;
  balance: Money;
  /** The last day a part was paid. */
  paidDate: string | null;
  /** Some of it paid and some still to pay. */
  partlyPaid: boolean;
}

const ZERO = money(0);
const sum = <R extends ScheduleRow>(rows: readonly R[], amount: (row: R) => Money) => add(ZERO, ...rows.map(amount));

/** The schedule's rows as instalments, in the order of their first part; a cancelled part is neither paid nor owed. */
export function scheduleInstalments<R extends ScheduleRow>(rows: readonly R[]): ScheduleInstalment<R>[] {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row.instalmentId, [...(groups.get(row.instalmentId) ?? []), row]);
  return [...groups.entries()].map(([id, unordered]) => {
    // What was paid first, in the order it was paid, then what is left.
    const parts = unordered.toSorted((a, b) => (a.paidDate ?? "9999").localeCompare(b.paidDate ?? "9999"));
    const live = parts.filter((part) => part.status !== "canceled");
    const paid = sum(
      live.filter((part) => part.status === "paid"),
      (part) => part.total,
    );
    const balance = sum(
      live.filter((part) => part.status === "pending"),
      (part) => part.total,
    );
    const paidDates = live.flatMap((part) => (part.paidDate ? [part.paidDate] : [])).sort();
    return {
      id,
      parts,
      dueDate: parts[0]!.dueDate,
      price: sum(live, (part) => part.price),
      vat: sum(live, (part) => part.vat),
      total: sum(live, (part) => part.total),
      paid,
      balance,
      paidDate: paidDates.at(-1) ?? null,
      partlyPaid: paid.gt(0) && balance.gt(0),
    };
  });
}

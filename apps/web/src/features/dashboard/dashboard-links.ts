import { canVisit } from "@amlak/domain";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";

/** A run of days, first and last included (YYYY-MM-DD). */
interface Days {
  first: string;
  last: string;
}

const to = (path: string, query: Record<string, string | undefined> = {}) => {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return search.size ? `${path}?${search}` : path;
};

/**
 * The filtered list behind each dashboard figure, in the parameters its page reads from the URL: the payments page's
 * chip (view), direction (kind) and due dates (from, to), the properties page's status, the contracts page's status
 * chip, the tasks page's chip and calendar.
 */
export const LISTS = {
  incomeDue: (days: Days) => to("/payments", { kind: "income", from: days.first, to: days.last }),
  incomePaid: (days: Days) => to("/payments", { view: "paid", kind: "income", from: days.first, to: days.last }),
  incomePending: (days: Days) => to("/payments", { view: "pending", kind: "income", from: days.first, to: days.last }),
  incomeOverdue: () => to("/payments", { view: "overdue", kind: "income" }),
  /** The payments page has no paid-date filter; received income opens the paid income. */
  incomeReceived: () => to("/payments", { view: "paid", kind: "income" }),
  expenseDue: (days: Days) => to("/payments", { kind: "expense", from: days.first, to: days.last }),
  units: (status?: "Rented" | "Vacant" | "Reserved") => to("/properties", { status }),
  contracts: (status: "ending30Days" | "ending3Months") => to("/contracts", { status }),
  tasks: (chip: "late" | "today" | "tomorrow" | "upcoming") => to("/tasks", { chip }),
  tasksThisWeek: () => to("/tasks", { view: "calendar", calendar: "week" }),
  contract: (id: string) => `/contracts/${id}`,
  property: (id: string) => `/Properties/${id}`,
};

/** The link of a figure when the user may open the list behind it (the viewer has the dashboard only). */
export function useListHref() {
  const user = useSignedInUser();
  return (href: string) => (user && canVisit(user.type, href.split("?")[0]!) ? href : undefined);
}

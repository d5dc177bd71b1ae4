import { nextDay } from "./calendar-date.ts";
import type { IsoDate } from "./calendar-date.ts";

export type ContractStatus = "Contract_Upcoming" | "Contract_Ongoing" | "Contract_Completed" | "Contract_Cancelled";

export interface ContractDates {
  start: IsoDate;
  /** Inclusive. */
  end: IsoDate;
  /** The last day of a cancelled contract, or null when it was not cancelled. */
  cancelled: IsoDate | null;
}

export type PropertyStatus = { status: "Rented" } | { status: "Reserved" } | { status: "Vacant"; vacantSince: IsoDate | null };

export function contractStatus(contract: ContractDates, today: IsoDate): ContractStatus {
  if (contract.cancelled !== null) return "Contract_Cancelled";
  if (today < contract.start) return "Contract_Upcoming";
  if (today > contract.end) return "Contract_Completed";
  return "Contract_Ongoing";
}

export function propertyStatus(contracts: ContractDates[], today: IsoDate): PropertyStatus {
  const statuses = contracts.map((contract) => contractStatus(contract, today));
  if (statuses.includes("Contract_Ongoing")) return { status: "Rented" };
  if (statuses.includes("Contract_Upcoming")) return { status: "Reserved" };

  const lastDays = contracts.flatMap(lastDayLet);
  const latest = lastDays.reduce<IsoDate | null>((max, day) => (max === null || day > max ? day : max), null);
  return {
    status: "Vacant",
    vacantSince: latest === null ? null : nextDay(latest),
  };
}

/** The last day a contract kept the property let; none for one cancelled before it started. */
function lastDayLet({ start, end, cancelled }: ContractDates): IsoDate[] {
  if (cancelled === null) return [end];
  if (cancelled < start) return [];
  return [cancelled < end ? cancelled : end];
}

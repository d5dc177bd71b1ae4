import type { IsoDate } from "./calendar-date.ts";

export type ContractStatus = "Contract_Upcoming" | "Contract_Ongoing" | "Contract_Completed" | "Contract_Cancelled";

export interface ContractDates {
  start: IsoDate;
  /** Inclusive. */
  end: IsoDate;
  /** The last day of a cancelled contract, or null when it was not cancelled. */
  cancelled: IsoDate | null;
}

export function contractStatus(contract: ContractDates, today: IsoDate): ContractStatus {
  if (contract.cancelled !== null) return "Contract_Cancelled";
  if (today < contract.start) return "Contract_Upcoming";
  if (today > contract.end) return "Contract_Completed";
  return "Contract_Ongoing";
}

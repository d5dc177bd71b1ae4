import { CONTRACT_INTERVAL_MONTHS } from "@amlak/schemas";

/** Payment intervals a contract may use, in months, with the i18n key of each label. */
export const CONTRACT_INTERVALS = CONTRACT_INTERVAL_MONTHS.map((months) => ({ months, labelKey: `interval.${months}` as const }));

export type ContractInterval = (typeof CONTRACT_INTERVAL_MONTHS)[number];

export function isContractInterval(months: number): months is ContractInterval {
  return (CONTRACT_INTERVAL_MONTHS as readonly number[]).includes(months);
}

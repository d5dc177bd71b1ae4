/** Payment intervals a contract may use, in months, with the i18n key of each label. */
export const CONTRACT_INTERVALS = [
  { months: 1, labelKey: "interval.1" },
  { months: 2, labelKey: "interval.2" },
  { months: 3, labelKey: "interval.3" },
  { months: 4, labelKey: "interval.4" },
  { months: 6, labelKey: "interval.6" },
  { months: 12, labelKey: "interval.12" },
  { months: 24, labelKey: "interval.24" },
  { months: 60, labelKey: "interval.60" },
  { months: 120, labelKey: "interval.120" },
  { months: 180, labelKey: "interval.180" },
] as const;

export type ContractInterval = (typeof CONTRACT_INTERVALS)[number]["months"];

export function isContractInterval(months: number): months is ContractInterval {
  return CONTRACT_INTERVALS.some((interval) => interval.months === months);
}

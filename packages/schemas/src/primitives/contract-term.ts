const MAX_CONTRACT_YEARS = 30;

export type ContractTermResult = { ok: true } | { ok: false; code: "date.endBeforeStart" | "date.contractTooLong" };

/**
 * A contract ends after the day it starts and at the latest on the 30th anniversary of its start. Both are supported
 * YYYY-MM-DD dates (four-digit years), which compare as text.
 */
export function checkContractTerm(start: string, end: string): ContractTermResult {
  if (end <= start) return { ok: false, code: "date.endBeforeStart" };
  // Compared as text, the anniversary of 29 February ("2054-02-29") still falls between 28 February and 1 March.
  const anniversary = `${Number(start.slice(0, 4)) + MAX_CONTRACT_YEARS}${start.slice(4)}`;
  return end > anniversary ? { ok: false, code: "date.contractTooLong" } : { ok: true };
}

import { parseIsoDate } from "@amlak/schemas";

const FEE_LINE = /^management_fee (\d{4}-\d{2}-\d{2}) (\d{4}-\d{2}-\d{2})$/;

/**
 * How the ledger describes the management fee's invoice line: in no language, with the period it is charged for
 * ("management_fee 2026-03-01 2026-03-31"), as a payment's line is described (paymentLineDescription).
 */
export const managementFeeLineDescription = ({ from, to }: { from: string; to: string }) => `management_fee ${from} ${to}`;

/** The period of a line the ledger described for a management fee; null for any other text. */
export function readManagementFeeLineDescription(description: string): { from: string; to: string } | null {
  const [, from = "", to = ""] = FEE_LINE.exec(description) ?? [];
  return parseIsoDate(from) && parseIsoDate(to) ? { from, to } : null;
}

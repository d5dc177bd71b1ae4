import { generateSchedule, type ScheduleInput } from "@amlak/domain";
import { AppError } from "@amlak/domain";

/** The payment schedule terms would produce, without signing anything (draft preview, quotation). */
export function schedulePreview(terms: ScheduleInput) {
  const result = generateSchedule(terms);
  if (!result.ok) {
    throw new AppError(
      "validation.failed",
      {},
      Object.fromEntries(result.errors.map(({ field, code }) => [field === "interval" ? "contract_interval" : field, code])),
    );
  }
  const { rows, totals, months, instalments } = result.schedule;
  return {
    months,
    instalments,
    rows: rows.map(({ index, due_date, price, payment_type }) => ({ index, due_date, price, payment_type })),
    totals,
  };
}

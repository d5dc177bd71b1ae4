import { generateSchedule, type PaymentSchedule, type ScheduleInput } from "@amlak/domain";
import { AppError } from "@amlak/domain";

/** The schedule the terms call for, so the caller knows how many payment ids to make; refuses invalid terms. */
export function scheduleFor(terms: ScheduleInput): PaymentSchedule {
  const result = generateSchedule(terms);
  if (!result.ok) {
    const fieldErrors = Object.fromEntries(result.errors.map((error) => [error.field, error.code]));
    throw new AppError("contract.invalidTerms", {}, fieldErrors);
  }
  return result.schedule;
}

export { addDays, type IsoDate } from "./calendar-date.ts";
export { CONTRACT_INTERVALS } from "./intervals.ts";
export { endAfterYears, rentForTerm, scheduleInputOf, yearlyRentOf } from "./contract-terms.ts";
export { addMonthsClamped } from "./months.ts";
export { PAYMENT_TYPES, type PaymentType } from "./payment-types.ts";
export { generateSchedule } from "./schedule.ts";
export { contractStatus } from "./status.ts";
export type { PaymentSchedule, ScheduleInput, ScheduleRow } from "./types.ts";
export { vatRateFor } from "./vat.ts";

export { addDays, type IsoDate } from "./calendar-date.ts";
export { CONTRACT_INTERVALS, isContractInterval, type ContractInterval } from "./intervals.ts";
export { addMonthsClamped, contractMonths } from "./months.ts";
export { PAYMENT_TYPES, type PaymentType } from "./payment-types.ts";
export { generateSchedule } from "./schedule.ts";
export { contractStatus, propertyStatus, type ContractDates, type ContractStatus, type PropertyStatus } from "./status.ts";
export type {
  Amount,
  PaymentSchedule,
  ScheduleError,
  ScheduleErrorCode,
  ScheduleField,
  ScheduleInput,
  ScheduleResult,
  ScheduleRow,
} from "./types.ts";

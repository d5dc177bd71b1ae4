export { type DateType, formatDate } from "./format-date.ts";
export { riyadhToday } from "./riyadh-date.ts";

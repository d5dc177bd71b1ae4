export { AppError } from "./app-error.ts";
export { ERROR_STATUS, type ErrorCode } from "./error-codes.ts";

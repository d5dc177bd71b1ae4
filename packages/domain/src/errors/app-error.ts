import { ERROR_STATUS, type ErrorCode } from "./error-codes.ts";

/** A field's problem: a catalogue key, or a key with the values its text names (the length limit it broke). */
type FieldError = string | { key: string; params?: Record<string, string | number> };

/**
 * The one error a refusal is thrown as, from a decider, a domain rule, a repository's caller or a procedure: a stable
 * code, the parameters its message needs and, for invalid input, a catalogue key per field. The edge translates it.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Field path → its problem. */
    readonly fieldErrors: Record<string, FieldError> = {},
    /** What the caller may act on, answered as is (the id of the contact a duplicate repeats). */
    readonly details: Record<string, string> = {},
  ) {
    super(code);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

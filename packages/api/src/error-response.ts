import { AppError, type ErrorCode } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { validationMessageOf, type ValidationMessage } from "@amlak/schemas";
import { isConnectionLost } from "@amlak/db";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";

interface ErrorBody {
  /** An AppError code (e.g. payment.alreadyPaid), a key of the errors and ledger catalogues. */
  code: ErrorCode;
  message: string;
  referenceNo?: string;
  fieldErrors?: Record<string, string>;
  /** What the caller may act on, e.g. { id, name } of the contact a duplicate repeats. */
  details?: Record<string, string>;
}

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** Unexpected: log it with the reference number; its details never reach the caller. */
  unexpected: boolean;
}

/** Refusals tRPC makes itself, before or around a procedure (a procedure's own refusals are AppErrors). */
const TRPC_STATUS: Partial<Record<TRPCError["code"], ErrorCode>> = {
  UNAUTHORIZED: "auth.unauthorized",
  FORBIDDEN: "auth.roleForbidden",
  NOT_FOUND: "notFound",
  TOO_MANY_REQUESTS: "rateLimited",
  CONFLICT: "conflict",
  METHOD_NOT_SUPPORTED: "request.methodNotAllowed",
  PARSE_ERROR: "request.malformedJson",
  PAYLOAD_TOO_LARGE: "request.tooLarge",
  UNSUPPORTED_MEDIA_TYPE: "request.unsupportedMediaType",
};

/** What a procedure threw: tRPC wraps it as the cause of its own error. */
const causeOf = (error: unknown) => (error instanceof TRPCError && error.cause ? error.cause : error);

/**
 * The AppError behind a thrown error, or null for an unexpected failure. A connection the database dropped under the
 * request is known too: that request answers 503 and may be retried, the process and the other requests go on.
 */
export function knownError(error: unknown): AppError | null {
  const cause = causeOf(error);
  if (cause instanceof AppError) return cause;
  return isConnectionLost(cause) ? new AppError("database.unavailable") : null;
}

/** The seconds a refused caller should wait before trying again (the Retry-After header): for its rate, or a lost connection. */
export function retryAfterOf(error: unknown): number | undefined {
  const known = knownError(error);
  if (known?.code === "database.unavailable") return 1;
  return known?.code === "rateLimited" ? Number(known.params.seconds) : undefined;
}

/** One mapping from any thrown error to the translated answer, for tRPC and the REST adapter alike. */
export function describeError(error: unknown, lang: Lang, requestId: string): ErrorResponse {
  const cause = causeOf(error);
  const appError = knownError(error);
  if (appError) return known(appError, lang);
  if (cause instanceof ZodError) return known(new AppError("validation.failed", {}, fieldErrorsOf(cause)), lang);
  // tRPC reports an input it could not parse as JSON (body or ?input=) as BAD_REQUEST caused by the SyntaxError.
  if (error instanceof TRPCError && error.code === "BAD_REQUEST" && cause instanceof SyntaxError) {
    return withReference(known(new AppError("request.malformedJson"), lang), requestId);
  }
  if (error instanceof TRPCError && error.code === "BAD_REQUEST") return known(new AppError("validation.failed"), lang);
  const mapped = error instanceof TRPCError ? TRPC_STATUS[error.code] : undefined;
  if (mapped) return withReference(known(new AppError(mapped), lang), requestId);
  return {
    status: 500,
    body: { code: "internal", message: translate(lang, "internal"), referenceNo: requestId },
    unexpected: true,
  };
}

/** A refusal no procedure decided carries the reference number, as an unexpected failure does, so its log line can be found. */
const withReference = (response: ErrorResponse, requestId: string): ErrorResponse => ({
  ...response,
  body: { ...response.body, referenceNo: requestId },
});

function known(error: AppError, lang: Lang): ErrorResponse {
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, problem]) => [
      field,
      typeof problem === "string" ? translate(lang, problem) : translate(lang, problem.key, problem.params),
    ]),
  );
  return {
    status: error.status,
    body: {
      code: error.code,
      message: translate(lang, error.code, error.params),
      ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
      ...(Object.keys(error.details).length ? { details: error.details } : {}),
    },
    unexpected: false,
  };
}

function fieldErrorsOf(error: ZodError): Record<string, ValidationMessage> {
  const fields: Record<string, ValidationMessage> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "_"] ??= validationMessageOf(issue);
  return fields;
}

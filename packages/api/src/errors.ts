/** The stable error codes of the product; each is a key of the i18n errors catalogue. */
export const ERROR_STATUS = {
  "auth.unauthorized": 401,
  "auth.invalidCredentials": 401,
  "auth.invalidOtp": 400,
  "auth.challengeExpired": 400,
  "auth.refreshInvalid": 401,
  "auth.userInactive": 403,
  "auth.phoneTaken": 409,
  "auth.emailTaken": 409,
  "auth.roleForbidden": 403,
  "auth.noOrganization": 403,
  rateLimited: 429,
  "subscription.notAllowed": 403,
  "subscription.limitReached": 403,
  "subscription.none": 403,
  "validation.failed": 400,
  "request.malformed": 400,
  "request.malformedJson": 400,
  "request.pathMismatch": 400,
  "request.methodNotAllowed": 405,
  "request.timeout": 408,
  "request.tooLarge": 413,
  "request.uriTooLong": 414,
  "request.unsupportedMediaType": 415,
  "request.headersTooLarge": 431,
  notFound: 404,
  conflict: 409,
  "idempotency.keyReused": 422,
  "contractDraft.notEditable": 409,
  "contract.unitOccupied": 409,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Field path → validation catalogue key, for validation.failed. */
    readonly fieldErrors: Record<string, string> = {},
    /** Only for codes outside ERROR_STATUS (the ledger's rule codes). */
    status?: number,
  ) {
    super(code);
    this.name = "AppError";
    this.status = status ?? ERROR_STATUS[code] ?? 400;
  }
}

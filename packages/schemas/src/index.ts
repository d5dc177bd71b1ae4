export * from "./primitives/index.ts";
export type { ValidationKey } from "./messages.ts";
export { ZOtpSchema } from "./otp.ts";
export { ZPasswordConfirmationSchema } from "./password.ts";
export { ZIdSchema } from "./uuid.ts";
export {
  ZChallengeSchema,
  ZLoginSchema,
  ZOtpVerifySchema,
  ZPasswordResetSchema,
  ZPhoneOnlySchema,
  ZRefreshSchema,
  ZSignupSchema,
} from "./auth.schema.ts";
export { PREF_ACTIONS, ZActionReminderSchema, ZJourneySchema, ZLookupGroupSchema } from "./prefs.schema.ts";
export { PAGE_SIZE, type TListPage, type TListSorting, type TSortDirection } from "./list-query.ts";
export {
  CONTACT_TYPES,
  contactList,
  realEstateList,
  ZContactExportSchema,
  ZContactFindSchema,
  ZContactListSchema,
  ZRealEstateExportSchema,
  ZRealEstateFindSchema,
  ZRealEstateListSchema,
  type TContactSort,
  type TContactType,
  type TRealEstateSort,
} from "./portfolio.schema.ts";
export { ZContactSaveSchema, ZContactUpdateSchema } from "./contact.schema.ts";
export { ZPaymentListSchema } from "./payment-list.schema.ts";
export { transformer } from "./transformer.ts";
export {
  CONTRACT_INTERVAL_MONTHS,
  PAYMENT_CATEGORIES,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  type PaymentCategory,
  type PaymentMethod,
  type PaymentType,
} from "./ledger-constants.ts";
export {
  ZContractCancelSchema,
  ZContractCreateSchema,
  ZContractDraftSchema,
  ZIdempotencyKeySchema,
  ZInvoiceIssueSchema,
  ZLedgerEventsQuerySchema,
  ZPaymentContactedSchema,
  ZPaymentCreateSchema,
  ZPaymentPaySchema,
  ZPaymentSplitSchema,
  ZQuotationCreateSchema,
  type TContractCreate,
  type TQuotationCreate,
} from "./ledger.schema.ts";

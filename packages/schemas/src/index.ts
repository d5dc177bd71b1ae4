export * from "./primitives/index.ts";
export type { ValidationKey } from "./messages.ts";
export { validationMessageOf, type ValidationMessage } from "./validation-message.ts";
export { ZOtpSchema } from "./otp.ts";
export { ZPasswordConfirmationSchema } from "./password.ts";
export { ZIdSchema } from "./uuid.ts";
export { ZRefundRequestSchema } from "./refund-request.schema.ts";
export { ZAutomaticRenewalSchema } from "./automatic-renewal.schema.ts";
export { ZDateSchema } from "./date.ts";
export { optionalField } from "./field.ts";
export {
  ZChallengeSchema,
  ZEmailConfirmationSchema,
  ZLoginSchema,
  ZOtpVerifySchema,
  ZPasswordResetSchema,
  ZPhoneOnlySchema,
  ZRefreshSchema,
  ZSignupSchema,
} from "./auth.schema.ts";
export { PREF_ACTIONS, ZActionReminderSchema, ZJourneySchema, ZLookupGroupSchema } from "./prefs.schema.ts";
export {
  PROFILE_SURVEY_QUESTIONS,
  ZProfileSurveyReportSchema,
  ZProfileSurveySchema,
  type TProfileSurveyReportFilters,
} from "./profile-survey.schema.ts";
export { type TListPage, type TListSorting, type TSortDirection } from "./list-query.ts";
export { PAGE_SIZE } from "./page-size.ts";
export {
  CONTACT_TYPES,
  contactList,
  realEstateList,
  ZContactExportSchema,
  ZContactFindSchema,
  ZContactListSchema,
  OCCUPANCY_STATUSES,
  ZRealEstateCountsSchema,
  ZRealEstateExportSchema,
  ZRealEstateFindSchema,
  ZRealEstateListSchema,
  type TContactSort,
  type TContactType,
  type TRealEstateSort,
} from "./portfolio.schema.ts";
export { ZContactSaveSchema, ZContactStatementSchema, ZContactUpdateSchema } from "./contact.schema.ts";
export {
  CONTACT_LANGS,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  ZMessageListSchema,
  messageList,
  type TMessageStatus,
} from "./message.schema.ts";
export {
  REAL_ESTATE_KINDS,
  ZRealEstateBookmarkSchema,
  ZRealEstateSaveSchema,
  ZRealEstateUnitsSchema,
  ZRealEstateUpdateSchema,
  type TRealEstateSave,
} from "./real-estate.schema.ts";
export { placeName, regionOfCity, SAUDI_REGIONS } from "./saudi-places.ts";
export { paymentList, ZPaymentListSchema, type TPaymentSort } from "./payment-list.schema.ts";
export {
  CONTRACT_LIST_STATUSES,
  contractList,
  HISTORY_RECORDS,
  ZContractListSchema,
  ZHistorySchema,
  type TContractListStatus,
  type TContractSort,
  type THistoryRecord,
} from "./contract-list.schema.ts";
export {
  documentNumber,
  invoiceList,
  journalList,
  JOURNAL_ACCOUNTS,
  receiptList,
  subscriptionDocumentNumber,
  ZInvoiceListSchema,
  ZJournalListSchema,
  ZReceiptListSchema,
  ZTrialBalanceQuerySchema,
  type TInvoiceSort,
  type TJournalSort,
  type TDocumentKind,
  type TReceiptSort,
} from "./books.schema.ts";
export {
  CREDIT_NOTE_REASONS,
  NOTE_TYPES,
  ZCreditNoteIdSchema,
  ZCreditNoteInputSchema,
  ZInvoiceNotesSchema,
  ZIssueCreditNoteSchema,
  type CreditNoteReason,
} from "./credit-note.schema.ts";
export { transformer } from "./transformer.ts";
export { TRPC_BATCH_MAX_CALLS } from "./trpc-batch.ts";
export {
  BUYER_ADDRESS_PARTS,
  IMPORT_COLUMNS,
  IMPORT_SHEETS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  ZImportFileSchema,
  ZImportTemplateSchema,
  type TImportSheet,
} from "./import.schema.ts";
export {
  CONTRACT_INTERVAL_MONTHS,
  MANUAL_PAYMENT_CATEGORIES,
  ONE_TIME_PAYMENT_TYPES,
  PAYMENT_CATEGORIES,
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentMethod,
  PAYMENT_DIRECTIONS,
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
export { SUPPORT_TOPICS, ZSupportMessageSchema } from "./support.schema.ts";
export {
  SUPPORT_REPLY_CHANNELS,
  SUPPORT_SOURCES,
  SUPPORT_STATUSES,
  ZPublicSupportMessageSchema,
  ZSupportInboxFilterSchema,
  ZSupportReplySchema,
  ZSupportStatusSchema,
  type TPublicSupportMessage,
  type TSupportReply,
} from "./support-inbox.schema.ts";
export { ORGANIZATION_STATES, ZOrganizationFigureSchema, type TOrganizationFigure } from "./staff-dashboard.schema.ts";
export {
  TASK_GROUPS,
  TASK_STATUSES,
  TASK_TYPES,
  taskList,
  taskSaveSchema,
  ZTaskCalendarSchema,
  ZTaskExpenseSchema,
  ZTaskListSchema,
  ZTaskSaveSchema,
  ZTaskUpdateSchema,
  type TaskGroup,
  type TaskStatus,
  type TaskType,
  type TTaskSave,
  type TTaskSort,
} from "./task.schema.ts";
export {
  DATE_TYPES,
  ZPasswordChangeSchema,
  ZPhoneChangeConfirmSchema,
  ZPhoneChangeRequestSchema,
  ZProfileUpdateSchema,
} from "./profile.schema.ts";
export {
  TEMPLATE_TYPE_IDS,
  TEMPLATE_TYPES,
  TEMPLATES_PER_TYPE_MAX,
  ZTemplateCreateSchema,
  ZTemplateListSchema,
  ZTemplateUpdateSchema,
  type TTemplateType,
} from "./user-template.schema.ts";
export {
  DOCUMENT_SCOPES,
  FILE_EXTENSIONS,
  FILE_KINDS,
  fileExtensionOf,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  ZDocumentListSchema,
  ZDocumentShareSchema,
  ZDocumentUsageSchema,
  ZUploadSchema,
  documentList,
  type TDocumentSort,
  type TFileExtension,
  type TFileKind,
  type TUploadType,
} from "./document.schema.ts";
export {
  ZOrganizationGeneralSettingsSchema,
  ZOrganizationMainInformationSchema,
  ZOrganizationSaveSchema,
  ZOrganizationVatNoSchema,
  ZPaymentDocumentsChoiceSchema,
  ZSubUserCodeRequestSchema,
  ZSubUserCreateSchema,
  ZSubUserSchema,
  ZSubUserStatusSchema,
} from "./settings.schema.ts";
export {
  REPORT_CONTRACT_STATUSES,
  REPORT_PAYMENT_STATUSES,
  ZReportFiltersSchema,
  ZReportRunSchema,
  type TReportFilters,
  type TReportResultType,
} from "./report.schema.ts";
export { ZOwnerStatementSchema } from "./owner-statement.schema.ts";
export {
  PORTAL_ROLES,
  ZPortalContractScopeSchema,
  ZPortalLoginSchema,
  ZPortalOrgSchema,
  ZPortalOwnerStatementSchema,
  ZPortalPaymentSchema,
  ZPortalTenantStatementSchema,
  ZPortalVerifySchema,
  type TPortalRole,
} from "./portal.schema.ts";
export { ZCheckoutSchema, ZPaymentReturnSchema } from "./subscription.schema.ts";
export { ZGatewayAccountSchema, ZPortalCheckoutSchema, ZPortalPaymentReturnSchema } from "./rent-payment.schema.ts";
export { ZMarketerCreateSchema, ZMarketerStatusSchema } from "./marketer.schema.ts";
export {
  BLOG_UPLOAD_TYPE,
  blogList,
  ZBlogExportSchema,
  ZBlogImageUploadSchema,
  ZBlogListSchema,
  ZBlogSaveSchema,
  ZBlogUpdateSchema,
  ZPublishedBlogSchema,
  ZPublishedBlogsSchema,
  type TBlogContent,
  type TBlogSort,
  type TRichTextNode,
} from "./blog.schema.ts";
export { BRAND_COLORS, ORGANIZATION_CODE_MAX, ZBrandingSaveSchema } from "./branding.schema.ts";
export { packagePermissionSettingsSchema, ZPackagePermissionsSaveSchema, ZPermissionSettingSchema } from "./package-permissions.schema.ts";
export {
  MAINTENANCE_CATEGORIES,
  MAX_MAINTENANCE_PHOTOS,
  ZMaintenancePhotosSchema,
  ZMaintenanceRequestSchema,
  type TMaintenanceCategory,
} from "./maintenance-request.schema.ts";
export { SESSION_STORAGE_KEYS, sessionStorageEntries, type StoredSession } from "./session-storage.ts";
export {
  collectionList,
  ZCollectionApplyAdvanceSchema,
  ZCollectionListSchema,
  ZCollectionReceiveSchema,
  ZChequeBounceSchema,
  ZChequeDepositSchema,
  ZChequeRegisterSchema,
  ZCollectionTenantSchema,
  type TCollectionSort,
} from "./collection.schema.ts";
export { MAX_RENEWALS, ZContractRenewSchema, type TContractRenew } from "./contract-renewal.schema.ts";
export {
  MANAGEMENT_FEE_KINDS,
  ZLessorSchema,
  ZManagementAgreementSchema,
  ZManagementTermsSchema,
  ZPropertyAgreementSchema,
  ZPropertySchema,
  ZRemittanceIdSchema,
  ZRemittancePaymentSchema,
  ZRemittancePaySchema,
  ZRemittanceProposalSchema,
} from "./owner.schema.ts";
export {
  SETTLEMENT_DEDUCTION_KINDS,
  ZSettlementContractSchema,
  ZSettlementProposalSchema,
  ZSettlementSchema,
} from "./settlement.schema.ts";

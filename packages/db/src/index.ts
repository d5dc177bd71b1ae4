export { createDb, type Db } from "./client.ts";
export { isConnectionLost } from "./connection-lost.ts";
export { openSecret, sealSecret } from "./sealed-secret.ts";
export { openDatabase, ensureDatabase, pingDatabase, type Database as OpenDatabase } from "./database.ts";
export { replicaLagSeconds } from "./replica-lag.ts";
export { startEmbeddedPostgres } from "./embedded.ts";
export { freePort } from "./free-port.ts";
export { isAlive } from "./postmaster.ts";
export { StartupError } from "./startup-error.ts";
export { migrateToLatest, pendingMigrations } from "./migrate.ts";
export { withMember, withOrg, withPortal, type Trx } from "./org-scope.ts";
export { seedReferenceData } from "./seed/reference.ts";
// kysely-codegen names the schema DB; the rest of the code knows it as Database.
export type { DB as Database, Users } from "./generated/db.ts";
export type { NationalAddressJson, PendingSignup } from "./json-columns.ts";
export {
  emailTaken,
  findUserById,
  findUserByPhone,
  insertUser,
  setUserPasswordHash,
  setUserPhone,
  setUserPref,
  updateUserProfile,
  updateStaffUser,
  sessionStillValid,
  endUserSessions,
  countActiveSubUsers,
  subUserSeat,
  findSubUser,
  listSubUsers,
  setUserActive,
  softDeleteUser,
} from "./repositories/users.repository.ts";
export {
  deleteRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  markReplaced,
  revokeFamily,
  type RefreshTokenHolder,
} from "./repositories/refresh-tokens.repository.ts";
export {
  confirmUserEmail,
  findEmailConfirmation,
  insertEmailConfirmation,
  spendEmailConfirmation,
} from "./repositories/email-confirmations.repository.ts";
export {
  findPackageNames,
  insertSubscription,
  latestSubscription,
  packagePermissionRows,
} from "./repositories/subscriptions.repository.ts";
export {
  findMarketer,
  findMarketerByCode,
  insertMarketer,
  listMarketers,
  listMarketerSubscriptions,
  setMarketerActive,
} from "./repositories/marketers.repository.ts";
export {
  changeSubscriptionStatus,
  findReminderCandidates,
  findSubscriptionsPastTheirDates,
  recordSubscriptionReminder,
} from "./repositories/subscription-lifecycle.repository.ts";
export {
  listPackagePermissions,
  listPackages,
  lockPackagePermissions,
  updatePackagePermission,
} from "./repositories/package-permissions.repository.ts";
export {
  abandonCheckouts,
  findSubscription,
  findUpcomingSubscription,
  insertCheckout,
  listSubscriptionPayments,
  lockSubscription,
  recordSubscriptionPayment,
  setCheckoutInvoice,
  updateSubscription,
} from "./repositories/subscription-checkout.repository.ts";
export {
  findPaidQuote,
  findSubscriptionDocument,
  findSubscriptionDocumentByPayment,
  findSubscriptionInvoice,
  insertSubscriptionDocument,
  listSubscriptionDocuments,
  lockSubscriptionInvoiceCounter,
  takeSubscriptionInvoiceNumber,
} from "./repositories/subscription-invoices.repository.ts";
export {
  decideRefundRequest,
  findOpenRefundRequest,
  insertRefundRequest,
  findPaidPayment,
  findRefundRequest,
  listDecidedRefundRequests,
  listPendingRefundRequests,
  lockRefundRequest,
  markPaymentRefunded,
} from "./repositories/subscription-refunds.repository.ts";
export type { Page } from "./repositories/paging.ts";
export {
  listContractSplitLinks,
  listTenantCharges,
  listTenantNotes,
  listTenantVouchers,
} from "./repositories/contact-statement.repository.ts";
export {
  advanceHeld,
  findTenantsWithAdvanceDue,
  listOpenInstalments,
  listTenantCollections,
} from "./repositories/collections.repository.ts";
export {
  findPortalContacts,
  findPortalFeeDocument,
  findPortalPayment,
  findPortalPaymentNote,
  listPortalContracts,
  listPortalFeeInvoices,
  listPortalPayments,
  listPortalProperties,
} from "./repositories/portal.repository.ts";
export {
  countPortalInvitationsSince,
  findPortalAccess,
  insertPortalInvitation,
  PORTAL_INVITATION_PURPOSE,
  recordPortalSignIn,
} from "./repositories/portal-access.repository.ts";
export { listPortalDocuments, setDocumentShared } from "./repositories/portal-documents.repository.ts";
export { listReportContracts, listVacantUnits, type ContractReportRow } from "./repositories/reports/contracts-report.repository.ts";
export { listLessorPayments } from "./repositories/reports/payments-lessor.repository.ts";
export { listTaxInvoices } from "./repositories/reports/tax-invoices.repository.ts";
export { listOwnerPayments } from "./repositories/reports/owner-statement.repository.ts";
export {
  countRealEstatesByStatus,
  deleteRealEstate,
  findEstateKind,
  findRealEstate,
  findRealEstates,
  hasUnits,
  insertRealEstate,
  insertRealEstates,
  listRealEstates,
  setBookmark,
  sumVacancyCost,
  updateRealEstate,
  type RealEstateFields,
} from "./repositories/real-estates.repository.ts";
export {
  deleteContact,
  findContact,
  findContacts,
  findContactWithSameIdentity,
  insertContact,
  listContacts,
  updateContact,
  type ContactFields,
} from "./repositories/contacts.repository.ts";
export { findImportContacts, findImportLeases, findImportRealEstates } from "./repositories/imports.repository.ts";
export {
  findOrganizationBranding,
  findOrganizationPaper,
  findOrganizationPreferences,
  findPaymentDocumentsChoice,
  findOrganizationProfile,
  findOrganizationSettings,
  insertOrganization,
  lockOrganization,
  updateOrganization,
} from "./repositories/organizations.repository.ts";
export {
  findLiveChallengeByPhone,
  findOtpChallenge,
  insertOtpChallenge,
  markOtpConsumed,
  spendOtpAttempt,
  type OtpPurpose,
} from "./repositories/otp-challenges.repository.ts";
export {
  countRateLimitHits,
  countRequest,
  insertRateLimitHit,
  lockRateLimitKey,
  purgeEndedRequestCounts,
  purgeOldRateLimitHits,
} from "./repositories/rate-limits.repository.ts";
export { answerOncePerKey, purgeExpiredIdempotencyKeys } from "./repositories/idempotency-keys.repository.ts";
export {
  claimDueMessage,
  listOrganizationMessages,
  queueMessage,
  recordMessageFailure,
  recordMessageSent,
  type DueMessage,
  type MessageChannel,
  type OutgoingMessage,
} from "./repositories/messages.repository.ts";
export { listenTo } from "./listen.ts";
export {
  findPaymentContractDates,
  findRentReminderCandidates,
  findRentReminders,
  findRentReminderSender,
  queueRentReminder,
} from "./repositories/rent-reminders.repository.ts";
export {
  findSandboxInvoice,
  findSandboxPayment,
  findSandboxToken,
  insertSandboxInvoice,
  insertSandboxPayment,
  insertSandboxToken,
  listSandboxInvoicePayments,
  markSandboxBillPaid,
  recordSandboxWebhookAttempt,
  refundSandboxPayment,
  type SandboxInvoiceRow,
  type SandboxPaymentRow,
} from "./repositories/sandbox-gateway.repository.ts";
export {
  deletePaymentCard,
  findAutomaticRenewal,
  listPaymentCards,
  makeDefaultPaymentCard,
  savePaymentCard,
} from "./repositories/payment-cards.repository.ts";
export { deleteGatewayAccount, findGatewayAccount, saveGatewayAccount } from "./repositories/gateway-accounts.repository.ts";
export {
  findInstalmentPayment,
  findRentCheckout,
  findTenantInstalments,
  insertRentCheckout,
  listRentRefundsDue,
  lockRentCheckout,
  updateRentCheckout,
} from "./repositories/rent-checkouts.repository.ts";
export { claimRenewalAttempt, findRenewalCandidates, finishRenewalAttempt } from "./repositories/subscription-renewals.repository.ts";
export { listLookupGroup } from "./repositories/lookups.repository.ts";
export {
  findProfileSurveyLookups,
  hasAnsweredProfileSurvey,
  listProfileSurveyReport,
  saveProfileSurvey,
} from "./repositories/profile-surveys.repository.ts";
export {
  countActiveLeases,
  countContactsByType,
  countPendingTasksBetween,
  countRealEstatesByOccupancy,
  listIncomeDue,
  sumIncomeAndExpensesByMonth,
  sumIncomeDue,
  sumIncomeReceived,
  sumOverdueIncome,
} from "./repositories/dashboard.repository.ts";
export {
  cancelDraft,
  deleteDraft,
  findDraft,
  insertDraft,
  listDrafts,
  lockDraftForUpdate,
  markDraftConverted,
  updateDraftTerms,
} from "./repositories/contract-drafts.repository.ts";
export { deleteQuotation, findQuotation, insertQuotation, listQuotations } from "./repositories/quotations.repository.ts";
export { findLeaseParty, findLeasedEstate } from "./repositories/lease-parties.repository.ts";
export { findContractRows } from "./repositories/contracts.repository.ts";
export { findRenewalLinks } from "./repositories/contract-renewals.repository.ts";
export { findEjarSource } from "./repositories/ejar.repository.ts";
export { countContractsByStatus, findContractFigures, listContracts } from "./repositories/contracts-list.repository.ts";
export { findEstateRecords, findStreamsWithEvents, findUserNames } from "./repositories/history.repository.ts";
export { findHiddenPaymentIds, findPaymentPayer, findPaymentRows, listPayments, sumPayments } from "./repositories/payments.repository.ts";
export { findCreditNote, findInvoice, listInvoiceNotes, listInvoices } from "./repositories/invoices.repository.ts";
export { findReceipt, listReceipts } from "./repositories/receipts.repository.ts";
export { listJournal, listJournalContracts, listJournalLines, sumJournalByAccount } from "./repositories/journal-lines.repository.ts";
export { findSupportMessage, insertSupportMessage, listSupportMessages } from "./repositories/support-messages.repository.ts";
export {
  findActiveBlogByUrl,
  findBlog,
  findBlogImage,
  insertBlog,
  insertBlogImage,
  listActiveBlogs,
  listBlogs,
  updateBlog,
} from "./repositories/blogs.repository.ts";
export {
  countUserTemplatesLocked,
  deleteUserTemplate,
  findUserTemplate,
  findUserTemplateForSigning,
  insertUserTemplate,
  listUserTemplates,
  lockUserTemplate,
  updateUserTemplate,
} from "./repositories/user-templates.repository.ts";
export {
  countTasksByGroup,
  findTask,
  insertTask,
  isAssignableUser,
  linkTaskExpense,
  listAssignableUsers,
  listCalendarTasks,
  listTasks,
  lockTaskForExpense,
  setTaskStatus,
  updateTask,
  type TaskFields,
} from "./repositories/tasks.repository.ts";
export {
  attachableRecordExists,
  countDocumentsByKind,
  countDocumentsOn,
  deleteDocument,
  findDocument,
  findStoredFile,
  insertDocument,
  listDocuments,
  lockDocumentsOf,
  storageKeysOfRealEstate,
  storedBytes,
  type DocumentFields,
  type DocumentRecord,
  type DocumentShelf,
} from "./repositories/documents.repository.ts";
export { scopeNames, type ReportScope } from "./repositories/reports/report-scope.ts";
export { incomeByContract } from "./repositories/reports/income.repository.ts";
export { incomePerPayment } from "./repositories/reports/income-per-payment.repository.ts";
export { investmentByProperty } from "./repositories/reports/investment.repository.ts";
export { profitByContract } from "./repositories/reports/profit.repository.ts";
export { commissionPayments } from "./repositories/reports/commission-payments.repository.ts";
export { findFirstSteps } from "./repositories/first-steps.repository.ts";
export {
  findAccountOwner,
  findMaintenanceRequest,
  findTenantContract,
  listMaintenanceRequests,
} from "./repositories/maintenance-requests.repository.ts";
export {
  countNewSupportMessages,
  findInboxMessage,
  insertPublicSupportMessage,
  listInboxMessages,
  listSupportReplies,
  lockInboxMessage,
  recordSupportReply,
  setSupportMessageStatus,
} from "./repositories/support-inbox.repository.ts";
export {
  countBillingIssues,
  countOrganizations,
  countOrganizationsByStanding,
  listOrganizations,
  listRecurringPrices,
  type OrganizationFigure,
} from "./repositories/staff-dashboard.repository.ts";
export { findChequeWithTenant, listTenantCheques } from "./repositories/cheques.repository.ts";
export {
  claimChequeDepositReminder,
  findChequeDepositCandidates,
  recordChequeDepositReminder,
} from "./repositories/cheque-deposit-reminders.repository.ts";
export {
  findManagementAgreement,
  findRemittance,
  listLessorRemittances,
  listOverlappingRemittances,
  listPaidRemittances,
  lockLessor,
  saveManagementAgreement,
} from "./repositories/owners.repository.ts";
export {
  findPropertyAgreement,
  listOwnerProperties,
  removePropertyAgreement,
  savePropertyAgreement,
} from "./repositories/property-agreements.repository.ts";
export {
  findLeaseSettlement,
  listLeasePayments,
  listSettlementCreditNotes,
  listTenantSettlements,
  type LeasePayment,
  type LeaseSettlementRow,
} from "./repositories/settlements.repository.ts";

export { scheduleFor } from "./contract/contract-schedule.ts";

export type { InvoiceSeller } from "./invoice/invoice.events.ts";
export { zatcaQrPayload } from "./invoice/zatca-qr.ts";
export { buyerOfContact, nationalAddressOf } from "./invoice/contact-buyer.ts";

export { ACCOUNT_CODES, CHART_OF_ACCOUNTS } from "./journal/chart-of-accounts.ts";

export { readEvents } from "./event-store/stream-io.ts";
export type { CommandHooks } from "./event-store/run-command.ts";

export { rebuildReadModels, type RebuildResult } from "./rebuild.ts";

export type { LedgerContext } from "./handlers/ledger-command.ts";
export { signContract, type SignedContractIds } from "./handlers/sign-contract.ts";
export { importPortfolio, type ImportedRealEstate, type ImportReference, type PortfolioImport } from "./handlers/import-portfolio.ts";
export { cancelContract } from "./handlers/cancel-contract.ts";
export { renewContracts } from "./handlers/renew-contracts.ts";
export { recordPayment } from "./handlers/record-payment.ts";
export { markPaymentPaid, type MarkPaymentPaidInput } from "./handlers/mark-payment-paid.ts";
export { cancelPayment, deletePayment, markPaymentContacted, splitPayment, undoPayment } from "./handlers/payment-actions.ts";
export { issueInvoice, type IssueInvoiceInput } from "./handlers/issue-invoice.ts";
export { issueReceipt } from "./handlers/issue-receipt.ts";
export { issueCreditNote } from "./handlers/issue-credit-note.ts";
export { receiveCollection, undoCollection } from "./handlers/receive-collection.ts";
export { applyAdvance } from "./handlers/apply-advance.ts";

export { onboardZatca, storeZatcaCsid } from "./zatca/zatca-credentials.ts";
export { zatcaOnboardingState } from "./zatca/zatca-onboarding-state.ts";
export { completeZatcaOnboarding, type ZatcaOnboardingApi, type ZatcaOnboardingOutcome } from "./zatca/zatca-production.ts";
export { organizationsWithPendingInvoices, submitPendingInvoices } from "./zatca/submit-invoices.ts";
export { bounceCheque, clearCheque, depositCheque, registerCheques } from "./handlers/cheques.ts";
export { payRemittance, proposeRemittance, reverseRemittance } from "./handlers/remittances.ts";
export { ownerAgreementsOf } from "./handlers/owner-agreements.ts";
export { proposeLeaseSettlement, settleLease } from "./handlers/settle-lease.ts";

/** Stable codes of the rules the deciders enforce; each is a key of the i18n errors catalogue. */
export type LedgerRuleCode =
  | "contract.alreadySigned"
  | "contract.notFound"
  | "contract.invalidTerms"
  | "contract.paymentIdsMismatch"
  | "contract.alreadyCancelled"
  | "contract.alreadyCompleted"
  | "contract.cancellationAfterEnd"
  | "contract.unitOccupied"
  | "contract.unitNotFound"
  | "payment.alreadyExists"
  | "payment.notFound"
  | "payment.unknownReference"
  | "payment.alreadyPaid"
  | "payment.notPaid"
  | "payment.notPending"
  | "payment.deleteOnlyUnpaid"
  | "payment.invalidAmount"
  | "payment.splitNeedsTwoParts"
  | "payment.splitPartIdsInvalid"
  | "payment.splitMustSumToPrice"
  | "invoice.alreadyIssued"
  | "invoice.invalidNumber"
  | "invoice.sellerVatNoMissing"
  | "invoice.sellerNameTooLong"
  | "invoice.noLines"
  | "invoice.invalidLine"
  | "invoice.paymentNotInvoiceable"
  | "receipt.alreadyIssued"
  | "receipt.invalidNumber"
  | "receipt.paymentNotPaid"
  | "receipt.notIncome"
  | "receipt.notCollected";

/** A business rule refused a command. Shaped like the API's AppError so the edge maps it one to one. */
export class LedgerRuleError extends Error {
  constructor(
    readonly code: LedgerRuleCode,
    readonly params: Record<string, string | number> = {},
    /** Field → validation catalogue key, for contract.invalidTerms. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(code);
    this.name = "LedgerRuleError";
  }
}

/**
 * Stream ids of the event store: one stream per contract, payment, invoice, credit or debit note, receipt, collection
 * voucher, cheque and remittance; a contract's settlement is the stream of its contract's id, so a lease has one.
 */
export const streamId = {
  contract: (contractId: string) => `contract:${contractId}`,
  payment: (paymentId: string) => `payment:${paymentId}`,
  invoice: (invoiceId: string) => `invoice:${invoiceId}`,
  creditNote: (noteId: string) => `credit-note:${noteId}`,
  receipt: (receiptId: string) => `receipt:${receiptId}`,
  collection: (collectionId: string) => `collection:${collectionId}`,
  cheque: (chequeId: string) => `cheque:${chequeId}`,
  remittance: (remittanceId: string) => `remittance:${remittanceId}`,
  settlement: (contractId: string) => `settlement:${contractId}`,
} as const;

export const isPaymentStream = (id: string): boolean => id.startsWith(streamId.payment(""));
export const isCollectionStream = (id: string): boolean => id.startsWith(streamId.collection(""));
export const isRemittanceStream = (id: string): boolean => id.startsWith(streamId.remittance(""));

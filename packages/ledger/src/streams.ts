/** Stream ids of the event store: one stream per contract, payment, invoice and receipt. */
export const streamId = {
  contract: (contractId: string) => `contract:${contractId}`,
  payment: (paymentId: string) => `payment:${paymentId}`,
  invoice: (invoiceId: string) => `invoice:${invoiceId}`,
  receipt: (receiptId: string) => `receipt:${receiptId}`,
} as const;

export const isPaymentStream = (id: string): boolean => id.startsWith(streamId.payment(""));

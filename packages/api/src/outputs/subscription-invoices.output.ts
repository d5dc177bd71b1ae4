import { z } from "zod";
import { ZExactAmount } from "./ledger.output.ts";
import { ZDayOutput, ZInstantOutput } from "./values.ts";

const KINDS = ["invoice", "credit_note"] as const;

/** One of the organization's subscription invoices or credit notes (a credit note's amounts are negative). */
export const ZSubscriptionDocumentRowOutput = z.object({
  id: z.string(),
  number: z.number(),
  kind: z.enum(KINDS),
  issueDate: ZDayOutput,
  net: ZExactAmount,
  vatAmount: ZExactAmount,
  total: ZExactAmount,
  packageName: z.string(),
});

const ZPartyOutput = z.object({ name: z.string(), vatNo: z.string().nullable(), address: z.string().nullable() });

/** A subscription invoice or credit note as printed, with its ZATCA phase-1 QR payload (base64 TLV). */
export const ZSubscriptionDocumentOutput = ZSubscriptionDocumentRowOutput.omit({ issueDate: true }).extend({
  /** The number of the invoice a credit note refunds. */
  creditedNumber: z.number().nullable(),
  issuedAt: ZInstantOutput,
  billing: z.enum(["monthly", "yearly"]),
  startDate: ZDayOutput,
  endDate: ZDayOutput,
  seller: ZPartyOutput,
  buyer: ZPartyOutput.nullable(),
  qr: z.string(),
});

/** A refund request waiting for staff, across organizations. */
export const ZPendingRefundOutput = z.object({
  id: z.string(),
  organizationId: z.string(),
  organizationName: z.string().nullable(),
  subscriptionId: z.string(),
  packageName: z.string(),
  billing: z.enum(["monthly", "yearly"]),
  reason: z.string(),
  requestedAt: ZInstantOutput,
  /** What the refund would return; null when the payment is no longer paid. */
  amount: ZExactAmount.nullable(),
  paidAt: ZInstantOutput.nullable(),
  /** Riyadh days from the payment to today (SPEC §9 counts the 21 days so). */
  daysSincePayment: z.number().nullable(),
});

/** A request staff have decided, with the decision. */
export const ZDecidedRefundOutput = ZPendingRefundOutput.extend({
  status: z.enum(["approved", "rejected"]),
  decidedAt: ZInstantOutput,
  decidedBy: z.string().nullable(),
});

export const ZRefundRequestOutput = z.object({
  id: z.string(),
  status: z.enum(["pending", "approved", "rejected"]),
  createdAt: ZInstantOutput,
});

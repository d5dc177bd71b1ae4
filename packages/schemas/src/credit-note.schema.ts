import { z } from "zod";
import { ZAmountSchema } from "./amount.ts";
import { requiredOrInvalid } from "./field.ts";
import { ZTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

/**
 * Why a credit or debit note is issued: the cases of the VAT Implementing Regulations (Article 40(1)) — supplies
 * cancelled or suspended, the supply essentially changed, the agreed value amended, goods or services refunded, the
 * seller's or buyer's details changed.
 */
export const CREDIT_NOTE_REASONS = ["cancellation", "supply_change", "value_change", "refund", "party_details"] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

export const NOTE_TYPES = ["credit", "debit"] as const;

/** A credit or debit note on an issued tax invoice: the reason, the user's words and the amount corrected without VAT. */
export const ZCreditNoteInputSchema = z.object({
  reason: z.enum(CREDIT_NOTE_REASONS, { error: requiredOrInvalid }),
  details: ZTextSchema.max(300, { error: "field.maxLength" }).optional(),
  amount: ZAmountSchema,
});

export const ZIssueCreditNoteSchema = ZCreditNoteInputSchema.extend({
  invoice_id: ZUuidSchema,
  note_type: z.enum(NOTE_TYPES, { error: requiredOrInvalid }),
});

export const ZCreditNoteIdSchema = z.object({ id: ZUuidSchema });
export const ZInvoiceNotesSchema = z.object({ invoice_id: ZUuidSchema });

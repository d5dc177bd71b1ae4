import { z } from "zod";

// Moyasar's documented API shapes (docs.moyasar.com: Payment object, Invoices, Webhooks): what its answers are read
// as, and what the sandbox gateway answers with. Unknown fields are dropped; a missing one makes the answer unusable.

const cardSource = z.object({
  type: z.literal("creditcard"),
  company: z.string(),
  /** Masked by the gateway: 4111-11XX-XXXX-1111. */
  number: z.string().regex(/\d{4}$/),
  message: z.string().nullish(),
  name: z.string().nullish(),
  /** The saved card's token, when the payment asked for `save_card` or was charged to a token. */
  token: z.string().nullish(),
  /** Expiry is not part of Moyasar's payment source; the sandbox adds it, as the saved-card token carries it. */
  month: z.string().nullish(),
  year: z.string().nullish(),
});

const sadadSource = z.object({
  type: z.literal("sadad"),
  bill_number: z.string(),
  message: z.string().nullish(),
});

/** Apple Pay, STC Pay, …: no card number we keep. */
const otherSource = z.object({
  type: z.string().refine((type) => type !== "creditcard" && type !== "sadad"),
  message: z.string().nullish(),
});

export const moyasarPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["initiated", "paid", "failed", "authorized", "captured", "refunded", "voided", "verified"]),
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  refunded: z.number().int().nonnegative(),
  invoice_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  source: z.union([cardSource, sadadSource, otherSource]),
});

export const moyasarInvoiceSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  url: z.url(),
});

export const moyasarWebhookSchema = z.object({
  type: z.string(),
  secret_token: z.string(),
  data: z.unknown(),
});

export type MoyasarPayment = z.input<typeof moyasarPaymentSchema>;

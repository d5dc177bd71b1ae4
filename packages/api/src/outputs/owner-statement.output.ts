import { z } from "zod";

const ZAmount = z.string();

/** The owner statement (issue #10): what the manager owes one lessor for a period, amounts as "1234.50". */
export const ZOwnerStatementOutput = z.object({
  lessor: z.object({ id: z.string(), name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  /** Due to the owner before the period, then the period's movements and what is due at its end ("1234.50"). */
  opening: ZAmount,
  collected: ZAmount,
  commission: ZAmount,
  expenses: ZAmount,
  /** Management fees the period's remittances charged (VAT included), and what they paid out to the owner. */
  fees: ZAmount,
  net: ZAmount,
  remitted: ZAmount,
  closing: ZAmount,
  /** The period's management fee with VAT no remittance has charged yet, and what is due to the owner after it. */
  fee_to_charge: ZAmount,
  due: ZAmount,
  lines: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(["collected", "commission", "expense", "fee", "remittance"]),
      /** The payment's id, or the remittance's for a fee or a payout line. */
      payment_id: z.string(),
      category: z.string().nullable(),
      real_estate: z.string().nullable(),
      tenant: z.string().nullable(),
      amount: ZAmount,
      balance: ZAmount,
    }),
  ),
});

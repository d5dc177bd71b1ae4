import type { IsoDate } from "@amlak/domain";
import type { PaymentMethod } from "@amlak/schemas";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";

/**
 * The manager paid a lessor what was due to them for a period (`amount`, by a method, with the bank transfer's
 * reference), and charged its management fee for the period out of the money held for them; `invoiceId` is the fee's
 * tax invoice, issued with it when the organization is VAT-registered.
 */
export type RemittancePaid = Message<
  "RemittancePaid",
  {
    remittanceId: string;
    orgId: string;
    lessorId: string;
    from: IsoDate;
    to: IsoDate;
    paidDate: IsoDate;
    amount: AmountText;
    fee: AmountText;
    feeVat: AmountText;
    method: PaymentMethod;
    reference: string;
    invoiceId: string | null;
  }
>;

/**
 * The remittance undone: the payout and its fee are reversed and the money is held for the lessor again; it carries
 * what it reverses, so its postings need no earlier event. A fee with a tax invoice is taken back by a credit note on
 * that invoice, issued with it, so the event reverses no fee ("0.00"); events written before that reversed the fee
 * themselves and left the invoice standing.
 */
type RemittanceReversed = Message<"RemittanceReversed", { remittanceId: string; amount: AmountText; fee: AmountText; feeVat: AmountText }>;

export type RemittanceEvent = RemittancePaid | RemittanceReversed;

/** The schema version each remittance event is written with; see CONTRACT_EVENT_VERSIONS. */
export const REMITTANCE_EVENT_VERSIONS = { RemittancePaid: 1, RemittanceReversed: 1 } as const satisfies Record<
  RemittanceEvent["type"],
  number
>;

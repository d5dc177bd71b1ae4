import type { IsoDate, PaymentType } from "@amlak/domain";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";

/** The contract's terms as signed, amounts with two decimals; the contract price excludes VAT. */
export interface ContractTermsData {
  contractStart: IsoDate;
  contractEnd: IsoDate;
  price: AmountText;
  interval: number;
  annualCommission: AmountText;
  additionalCommission: AmountText;
  annualService: AmountText;
  waterCosts: AmountText;
  electricityCosts: AmountText;
  extraCosts: AmountText;
  /** The security deposit, held for the tenant until the lease ends (issue #23). */
  deposit: AmountText;
  adminFee: AmountText;
  ejarFee: AmountText;
  otherFee: AmountText;
  /** What the other fee is for; empty when there is none. */
  otherFeeLabel: string;
  isTaxable: boolean;
}

/** One row of the payment schedule with the id of the payment stream it starts. */
export interface ScheduleRowData {
  paymentId: string;
  index: number;
  dueDate: IsoDate;
  price: AmountText;
  paymentType: PaymentType;
}

export type ContractSigned = Message<
  "ContractSigned",
  {
    contractId: string;
    orgId: string;
    lessorId: string;
    tenantId: string;
    realEstateId: string;
    terms: ContractTermsData;
    autoPayCommission: boolean;
    termsTemplateId: string | null;
    months: number;
    instalments: number;
    schedule: ScheduleRowData[];
  }
>;

/** `cancelledOn` is the contract's last day: payments due after it are cancelled unless paid. */
export type ContractCancelled = Message<"ContractCancelled", { contractId: string; cancelledOn: IsoDate }>;

/** The contract was renewed (issue #23): `renewedBy` is the new contract, signed in the same command, that continues it. */
export type ContractRenewed = Message<"ContractRenewed", { contractId: string; renewedBy: string }>;

export type ContractEvent = ContractSigned | ContractCancelled | ContractRenewed;

/**
 * The schema version each contract event is written with (ledger_events.schema_version). A change to an event's
 * shape bumps its version and adds the step from the previous one in event-store/upcast.ts.
 */
export const CONTRACT_EVENT_VERSIONS = {
  ContractSigned: 3,
  ContractCancelled: 1,
  ContractRenewed: 1,
} as const satisfies Record<ContractEvent["type"], number>;

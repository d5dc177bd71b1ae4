import type { IsoDate, ScheduleInput } from "@amlak/domain";
import type { Message } from "../decider.ts";

export type SignContract = Message<
  "SignContract",
  {
    contractId: string;
    orgId: string;
    lessorId: string;
    tenantId: string;
    realEstateId: string;
    terms: ScheduleInput;
    /** What the terms' other one-time fee is for. */
    otherFeeLabel?: string;
    autoPayCommission: boolean;
    termsTemplateId?: string | null;
    /** One new id per schedule row, in row order; `scheduleFor(terms).rows.length` says how many. */
    paymentIds: string[];
  }
>;

export type CancelContract = Message<
  "CancelContract",
  {
    contractId: string;
    /** The contract's last day. */
    cancelledOn: IsoDate;
    /** The organization's calendar date (Asia/Riyadh) when the command is handled. */
    today: IsoDate;
  }
>;

/** Marks the contract as renewed by `renewedBy`, the new contract that continues it; a contract is renewed once. */
export type RenewContract = Message<"RenewContract", { contractId: string; renewedBy: string }>;

export type ContractCommand = SignContract | CancelContract | RenewContract;

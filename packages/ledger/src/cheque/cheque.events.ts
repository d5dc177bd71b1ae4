import type { IsoDate } from "@amlak/domain";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";

/**
 * A cheque the tenant handed over, often post-dated: held until it is deposited and clears. It is not money until it
 * clears, so it posts nothing; `instalmentId` is the instalment it was given for, when one was named.
 */
export type ChequeRegistered = Message<
  "ChequeRegistered",
  {
    chequeId: string;
    orgId: string;
    tenantId: string;
    number: string;
    bank: string;
    amount: AmountText;
    dueDate: IsoDate;
    instalmentId: string | null;
  }
>;

type ChequeDeposited = Message<"ChequeDeposited", { chequeId: string; depositedOn: IsoDate }>;

/** The bank paid it: the money came in as the collection voucher `collectionId`, which paid the tenant's instalments. */
type ChequeCleared = Message<"ChequeCleared", { chequeId: string; clearedOn: IsoDate; collectionId: string }>;

/** The bank returned it; when it had cleared, its voucher (`collectionId`) was undone with it. */
type ChequeBounced = Message<"ChequeBounced", { chequeId: string; bouncedOn: IsoDate; reason: string; collectionId: string | null }>;

export type ChequeEvent = ChequeRegistered | ChequeDeposited | ChequeCleared | ChequeBounced;

/** The schema version each cheque event is written with; see CONTRACT_EVENT_VERSIONS. */
export const CHEQUE_EVENT_VERSIONS = {
  ChequeRegistered: 1,
  ChequeDeposited: 1,
  ChequeCleared: 1,
  ChequeBounced: 1,
} as const satisfies Record<ChequeEvent["type"], number>;

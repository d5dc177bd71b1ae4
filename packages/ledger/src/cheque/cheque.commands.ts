import type { Message } from "../decider.ts";
import type { ChequeEvent, ChequeRegistered } from "./cheque.events.ts";

type DataOf<T extends ChequeEvent["type"]> = Extract<ChequeEvent, { type: T }>["data"];

export type RegisterCheque = Message<"RegisterCheque", ChequeRegistered["data"]>;
type DepositCheque = Message<"DepositCheque", DataOf<"ChequeDeposited">>;
/** `collectionId` is the voucher the handler received the cheque's amount with. */
type ClearCheque = Message<"ClearCheque", DataOf<"ChequeCleared">>;
/** The voucher to undo is the one the cheque cleared with; the decider says which. */
type BounceCheque = Message<"BounceCheque", Omit<DataOf<"ChequeBounced">, "collectionId">>;

export type ChequeCommand = RegisterCheque | DepositCheque | ClearCheque | BounceCheque;

import type { Message } from "../decider.ts";
import type { LeaseSettled } from "./settlement.events.ts";

/** The handler worked the figures out (@amlak/domain settlementFigures); the decider keeps the lease to one settlement. */
type SettleLease = Message<"SettleLease", LeaseSettled["data"]>;

export type SettlementCommand = SettleLease;

import type { Message } from "../decider.ts";
import type { AdvanceApplied, CollectionReceived } from "./collection.events.ts";

/** The allocations are the handler's, made from the tenant's open instalments (see allocateOldestFirst). */
export type ReceiveCollection = Message<"ReceiveCollection", CollectionReceived["data"]>;

/** The allocations are the handler's, made from the instalments due when it runs. */
type ApplyAdvance = Message<"ApplyAdvance", Omit<AdvanceApplied["data"], "amount" | "advanceLeft">>;

type UndoCollection = Message<"UndoCollection", { collectionId: string }>;

export type CollectionCommand = ReceiveCollection | ApplyAdvance | UndoCollection;

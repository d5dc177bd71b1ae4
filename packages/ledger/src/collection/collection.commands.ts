import type { Message } from "../decider.ts";
import type { CollectionReceived } from "./collection.events.ts";

/** The allocations are the handler's, made from the tenant's open instalments (see allocateOldestFirst). */
export type ReceiveCollection = Message<"ReceiveCollection", CollectionReceived["data"]>;

type UndoCollection = Message<"UndoCollection", { collectionId: string }>;

export type CollectionCommand = ReceiveCollection | UndoCollection;

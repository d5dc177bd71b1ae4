import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";
import type { RemittancePaid } from "./remittance.events.ts";

/** `due` is what the handler worked out is still due to the lessor for the period (@amlak/domain ownerRemittance). */
type PayRemittance = Message<"PayRemittance", RemittancePaid["data"] & { due: AmountText }>;

type ReverseRemittance = Message<"ReverseRemittance", { remittanceId: string }>;

export type RemittanceCommand = PayRemittance | ReverseRemittance;

import { AppError } from "@amlak/domain";
import type { Decider } from "../decider.ts";
import type { SettlementCommand } from "./settlement.commands.ts";
import type { LeaseSettled, SettlementEvent } from "./settlement.events.ts";

export type SettlementState = { status: "none" } | (LeaseSettled["data"] & { status: "settled" });

/** One settlement per lease: its stream is the contract's settlement, and a settled lease is not settled again. */
export const settlementDecider: Decider<SettlementCommand, SettlementEvent, SettlementState> = {
  initialState: () => ({ status: "none" }),

  decide(command, state) {
    if (state.status !== "none") throw new AppError("settlement.alreadySettled");
    return [{ type: "LeaseSettled", data: command.data }];
  },

  evolve(_state, event) {
    return { ...event.data, status: "settled" };
  },
};

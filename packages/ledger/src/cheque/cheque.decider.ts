import { AppError } from "@amlak/domain";
import { toFixed2 } from "@amlak/money";
import { positiveAmount } from "../amount.ts";
import type { Decider } from "../decider.ts";
import type { ChequeCommand, RegisterCheque } from "./cheque.commands.ts";
import type { ChequeEvent, ChequeRegistered } from "./cheque.events.ts";

type Registered = ChequeRegistered["data"];

/** held → deposited → cleared; held or deposited → cleared directly (a cheque cashed at the counter); any of them → bounced. */
export type ChequeState =
  | { status: "none" }
  | (Registered & { status: "held" | "deposited" })
  | (Registered & { status: "cleared"; collectionId: string })
  | (Registered & { status: "bounced"; collectionId: string | null });

/** A cheque still to be paid by the bank (held or deposited): the one kind that can clear. */
export function outstandingCheque(state: ChequeState): Registered {
  const cheque = requireCheque(state);
  if (cheque.status !== "held" && cheque.status !== "deposited") throw new AppError("cheque.notOutstanding", { status: cheque.status });
  return cheque;
}

export const chequeDecider: Decider<ChequeCommand, ChequeEvent, ChequeState> = {
  initialState: () => ({ status: "none" }),

  decide(command, state) {
    switch (command.type) {
      case "RegisterCheque":
        return [register(command, state)];
      case "DepositCheque":
        if (requireCheque(state).status !== "held") throw new AppError("cheque.notHeld", { status: state.status });
        return [{ type: "ChequeDeposited", data: command.data }];
      case "ClearCheque":
        outstandingCheque(state);
        return [{ type: "ChequeCleared", data: command.data }];
      case "BounceCheque": {
        const cheque = requireCheque(state);
        if (cheque.status === "bounced") throw new AppError("cheque.notOutstanding", { status: cheque.status });
        const collectionId = cheque.status === "cleared" ? cheque.collectionId : null;
        return [{ type: "ChequeBounced", data: { ...command.data, collectionId } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "ChequeRegistered":
        return { ...event.data, status: "held" };
      case "ChequeDeposited":
        return state.status === "none" ? state : { ...state, status: "deposited" };
      case "ChequeCleared":
        return state.status === "none" ? state : { ...state, status: "cleared", collectionId: event.data.collectionId };
      case "ChequeBounced":
        return state.status === "none" ? state : { ...state, status: "bounced", collectionId: event.data.collectionId };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

function requireCheque(state: ChequeState): Exclude<ChequeState, { status: "none" }> {
  if (state.status === "none") throw new AppError("cheque.notFound");
  return state;
}

function register({ data }: RegisterCheque, state: ChequeState): ChequeRegistered {
  if (state.status !== "none") throw new AppError("cheque.alreadyExists");
  const amount = positiveAmount(data.amount);
  if (!amount) throw new AppError("payment.invalidAmount", { amount: data.amount });
  if (!data.number.trim()) throw new AppError("cheque.numberRequired");
  return { type: "ChequeRegistered", data: { ...data, number: data.number.trim(), bank: data.bank.trim(), amount: toFixed2(amount) } };
}

import { AppError } from "@amlak/domain";
import { add, money, toFixed2, type Money } from "@amlak/money";
import { positiveAmount } from "../amount.ts";
import type { Decider } from "../decider.ts";
import type { CollectionCommand, ReceiveCollection } from "./collection.commands.ts";
import type { CollectionAllocation, CollectionEvent, CollectionReceived } from "./collection.events.ts";

interface Received extends Omit<CollectionReceived["data"], "amount" | "advance"> {
  amount: Money;
  /** What is left of the advance: what the voucher received beyond its instalments, less what it has paid since. */
  advance: Money;
}

export type CollectionState = { status: "none" } | (Received & { status: "received" }) | (Received & { status: "undone" });

export const collectionDecider: Decider<CollectionCommand, CollectionEvent, CollectionState> = {
  initialState: () => ({ status: "none" }),

  decide(command, state) {
    switch (command.type) {
      case "ReceiveCollection":
        return [receive(command, state)];
      case "ApplyAdvance": {
        const { advance } = requireReceived(state);
        const amount = add(...command.data.allocations.map(allocatedAmount));
        if (!amount.gt(0) || amount.gt(advance)) {
          throw new AppError("collection.allocatedOverAmount", { allocated: toFixed2(amount), amount: toFixed2(advance) });
        }
        return [
          {
            type: "AdvanceApplied",
            data: {
              ...command.data,
              allocations: command.data.allocations.map((allocation) => ({ ...allocation, amount: toFixed2(allocatedAmount(allocation)) })),
              amount: toFixed2(amount),
              advanceLeft: toFixed2(advance.minus(amount)),
            },
          },
        ];
      }
      case "UndoCollection": {
        const received = requireReceived(state);
        // Rent paid from the deposit is part of the lease's settlement, which stands.
        if (received.method === "deposit") throw new AppError("collection.paidFromDeposit");
        return [{ type: "CollectionUndone", data: { collectionId: received.collectionId, advance: toFixed2(received.advance) } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "CollectionReceived":
        return { ...event.data, amount: money(event.data.amount), advance: money(event.data.advance), status: "received" };
      case "AdvanceApplied":
        if (state.status !== "received") return state;
        return {
          ...state,
          allocations: [...state.allocations, ...event.data.allocations],
          advance: state.advance.minus(event.data.amount),
        };
      case "CollectionUndone":
        return state.status === "received" ? { ...state, status: "undone" } : state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

export function requireReceived(state: CollectionState): Extract<CollectionState, { status: "received" }> {
  if (state.status === "none") throw new AppError("collection.notFound");
  if (state.status === "undone") throw new AppError("collection.alreadyUndone");
  return state;
}

function receive({ data }: ReceiveCollection, state: CollectionState): CollectionReceived {
  if (state.status !== "none") throw new AppError("collection.alreadyExists");
  const amount = positiveAmount(data.amount);
  if (!amount) throw new AppError("payment.invalidAmount", { amount: data.amount });
  const allocated = data.allocations.map((allocation) => allocatedAmount(allocation));
  const advance = money(data.advance);
  // The handler works the allocations out; this holds the voucher to adding up, whatever it was given.
  if (
    advance.isNegative() ||
    !add(advance, ...allocated).eq(amount) ||
    new Set(data.allocations.map((a) => a.instalmentId)).size !== allocated.length
  ) {
    throw new AppError("collection.allocatedOverAmount", { allocated: toFixed2(add(...allocated)), amount: toFixed2(amount) });
  }
  return {
    type: "CollectionReceived",
    data: {
      ...data,
      amount: toFixed2(amount),
      allocations: data.allocations.map((allocation, index) => ({ ...allocation, amount: toFixed2(allocated[index]!) })),
      advance: toFixed2(advance),
    },
  };
}

function allocatedAmount(allocation: CollectionAllocation): Money {
  const amount = positiveAmount(allocation.amount);
  if (!amount) throw new AppError("payment.invalidAmount", { amount: allocation.amount });
  return amount;
}

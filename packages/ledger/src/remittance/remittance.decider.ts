import { AppError } from "@amlak/domain";
import { checkAmount, money, toFixed2 } from "@amlak/money";
import { positiveAmount } from "../amount.ts";
import type { Decider } from "../decider.ts";
import type { RemittanceCommand } from "./remittance.commands.ts";
import type { RemittanceEvent, RemittancePaid } from "./remittance.events.ts";

type Paid = RemittancePaid["data"];

export type RemittanceState = { status: "none" } | (Paid & { status: "paid" }) | (Paid & { status: "reversed" });

export const remittanceDecider: Decider<RemittanceCommand, RemittanceEvent, RemittanceState> = {
  initialState: () => ({ status: "none" }),

  decide(command, state) {
    switch (command.type) {
      case "PayRemittance": {
        if (state.status !== "none") throw new AppError("remittance.alreadyExists");
        const { due: dueText, ...data } = command.data;
        const amount = positiveAmount(data.amount);
        if (!amount) throw new AppError("payment.invalidAmount", { amount: data.amount });
        const due = money(dueText);
        if (amount.gt(due)) throw new AppError("remittance.overDue", { amount: toFixed2(amount), due: toFixed2(due) });
        const [fee, feeVat] = [data.fee, data.feeVat].map((text) => checkAmount(text, "nonNegative"));
        if (!fee?.ok || !feeVat?.ok) throw new AppError("payment.invalidAmount", { amount: `${data.fee} ${data.feeVat}` });
        return [
          {
            type: "RemittancePaid",
            data: { ...data, amount: toFixed2(amount), fee: toFixed2(fee.value), feeVat: toFixed2(feeVat.value) },
          },
        ];
      }
      case "ReverseRemittance": {
        if (state.status === "none") throw new AppError("remittance.notFound");
        if (state.status === "reversed") throw new AppError("remittance.alreadyReversed");
        const { remittanceId, amount, fee, feeVat, invoiceId } = state;
        // A fee with a tax invoice is taken back by a credit note on it (the handler issues it), not a second time here.
        const reversedFee = invoiceId === null ? { fee, feeVat } : { fee: "0.00", feeVat: "0.00" };
        return [{ type: "RemittanceReversed", data: { remittanceId, amount, ...reversedFee } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "RemittancePaid":
        return { ...event.data, status: "paid" };
      case "RemittanceReversed":
        return state.status === "paid" ? { ...state, status: "reversed" } : state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

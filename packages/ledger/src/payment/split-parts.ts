import { toFixed2 } from "@amlak/money";
import type { StartSplitPart } from "./payment.commands.ts";
import { paymentDetailsData, type PaymentState } from "./payment.decider.ts";

/** The commands that start one stream per part of a payment that was just split. */
export function splitPartCommands(split: PaymentState): StartSplitPart[] {
  if (split.status !== "split") return [];
  const original = paymentDetailsData(split);
  return split.parts.map((part) => ({
    type: "StartSplitPart",
    data: {
      paymentId: part.paymentId,
      dueDate: part.dueDate,
      price: toFixed2(part.price),
      ...(part.vat ? { vat: toFixed2(part.vat) } : {}),
      original,
    },
  }));
}

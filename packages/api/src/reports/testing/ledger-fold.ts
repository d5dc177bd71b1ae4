import type { Db } from "@amlak/db";
import { add, money, toFixed2, type Money } from "@amlak/money";

/** A payment as its own events tell it, read straight from ledger_events (not from any read model). */
interface FoldedPayment {
  contractId: string | null;
  realEstateId: string | null;
  direction: "income" | "expense";
  type: string;
  price: Money;
  vat: Money;
  dueDate: string;
  status: "pending" | "paid" | "canceled" | "split" | "deleted";
  paidDate: string | null;
}

type EventData = Record<string, string | null>;

const STATUS_AFTER: Record<string, FoldedPayment["status"]> = {
  PaymentUndone: "pending",
  PaymentCancelled: "canceled",
  PaymentSplit: "split",
  PaymentDeleted: "deleted",
};

/** Replays an organization's payment and contract streams: each payment's details, status and the contracts' lessors. */
export async function foldLedger(db: Db, orgId: string) {
  const events = await db.selectFrom("ledger_events").select(["type", "data"]).where("org_id", "=", orgId).orderBy("position").execute();
  const payments = new Map<string, FoldedPayment>();
  const contractLessor = new Map<string, string>();
  for (const { type, data } of events as { type: string; data: EventData }[]) {
    if (type === "ContractSigned") contractLessor.set(data.contractId!, data.lessorId!);
    if (type === "PaymentScheduled" || type === "PaymentRecorded" || type === "PaymentSplitFrom")
      payments.set(data.paymentId!, {
        contractId: data.contractId ?? null,
        realEstateId: data.realEstateId ?? null,
        direction: (data.direction ?? "income") as FoldedPayment["direction"],
        type: data.paymentType ?? data.category ?? "",
        price: money(data.price!),
        vat: money(data.vat!),
        dueDate: data.dueDate!,
        status: "pending",
        paidDate: null,
      });
    const payment = data.paymentId ? payments.get(data.paymentId) : undefined;
    if (!payment) continue;
    if (type === "PaymentMarkedPaid") Object.assign(payment, { status: "paid", paidDate: data.paidDate });
    const after = STATUS_AFTER[type];
    if (after) Object.assign(payment, { status: after, paidDate: null });
  }
  const propertyLessor = new Map(
    (await db.selectFrom("real_estates").select(["id", "lessor_id"]).where("org_id", "=", orgId).execute()).map((row) => [
      row.id,
      row.lessor_id,
    ]),
  );
  const lessorOf = (payment: FoldedPayment) =>
    (payment.contractId && contractLessor.get(payment.contractId)) ||
    (payment.realEstateId && propertyLessor.get(payment.realEstateId)) ||
    null;
  return { payments: [...payments.values()], lessorOf, lessors: [...new Set(contractLessor.values())] };
}

export const isCommission = (payment: FoldedPayment) => payment.type === "commission" || payment.type === "additional_commission";
export const sumOf = (payments: FoldedPayment[], amount: (payment: FoldedPayment) => Money = (payment) => payment.price) =>
  toFixed2(add(money(0), ...payments.map(amount)));

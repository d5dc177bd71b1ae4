import type { IsoDate } from "@amlak/domain";
import type { SchedulePayment } from "../payment/payment.commands.ts";
import type { PaymentState } from "../payment/payment.decider.ts";
import type { ContractState } from "./contract.decider.ts";
import type { ContractSigned } from "./contract.events.ts";

/**
 * The commands that start one payment stream per schedule row of a just-signed contract; `seller` is the
 * organization as the signing handler read it (whether it charges VAT at all, see vatRateFor).
 */
export function paymentScheduleCommands({ data }: ContractSigned, seller: { vatRegistered: boolean }): SchedulePayment[] {
  return data.schedule.map((row) => ({
    type: "SchedulePayment",
    data: {
      paymentId: row.paymentId,
      orgId: data.orgId,
      contractId: data.contractId,
      realEstateId: data.realEstateId,
      paymentType: row.paymentType,
      dueDate: row.dueDate,
      price: row.price,
      contractIsTaxable: data.terms.isTaxable,
      vatRegistered: seller.vatRegistered,
    },
  }));
}

/**
 * The payments to cancel once a contract is cancelled: its scheduled ones (split parts included) still
 * pending and due after its last day. Paid ones stay paid; manual payments linked to it are left alone.
 * `contractPayments` are the payments the caller holds for the contract.
 */
export function paymentsToCancelOnCancellation(contract: ContractState, contractPayments: Iterable<PaymentState>): string[] {
  if (contract.status !== "cancelled") return [];
  const { contractId, cancelledOn } = contract;
  return [...contractPayments].flatMap((payment) =>
    payment.status === "pending" && payment.contractId === contractId && payment.paymentType !== null && payment.dueDate > cancelledOn
      ? [payment.paymentId]
      : [],
  );
}

/**
 * With auto-pay commission on, paying a rent instalment pays the commission due the same day, which the
 * manager takes out of that rent: the id of that commission when it is still pending, else null. Splits can leave
 * several pending commission parts due that day; the one with the smallest id is taken, so the choice never depends
 * on the order the caller holds the payments in (the handler reads them from the database, the rebuild from events).
 */
export function commissionToAutoPay(
  contract: ContractState,
  paidRent: PaymentState,
  contractPayments: Iterable<PaymentState>,
): string | null {
  const sought = commissionSought(contract, paidRent);
  if (!sought) return null;
  const dueThatDay = [...contractPayments].flatMap((payment) =>
    payment.status === "pending" &&
    payment.contractId === sought.contractId &&
    payment.paymentType === "commission" &&
    payment.dueDate === sought.dueDate
      ? [payment.paymentId]
      : [],
  );
  return dueThatDay.sort()[0] ?? null;
}

/**
 * The commission paying this rent may pay with it (its contract and due day), when the rent is a paid instalment
 * of a signed contract that auto-pays commission; else null, and the handler reads no commission at all.
 */
export function commissionSought(contract: ContractState, paidRent: PaymentState): { contractId: string; dueDate: IsoDate } | null {
  if (contract.status === "unsigned" || !contract.autoPayCommission) return null;
  if (paidRent.status !== "paid" || paidRent.paymentType !== "rent" || paidRent.contractId !== contract.contractId) return null;
  return { contractId: contract.contractId, dueDate: paidRent.dueDate };
}

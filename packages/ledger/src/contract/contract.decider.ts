import { contractStatus, type IsoDate } from "@amlak/domain";
import { money, type Money } from "@amlak/money";
import type { Decider } from "../decider.ts";
import { AppError } from "@amlak/domain";
import type { CancelContract, ContractCommand, RenewContract, SignContract } from "./contract.commands.ts";
import type { ContractEvent, ContractSigned, ContractTermsData, ScheduleRowData } from "./contract.events.ts";
import { scheduleFor } from "./contract-schedule.ts";
import { contractTermsData, scheduleRowData } from "./contract-terms.ts";

type TermsAmount =
  | "price"
  | "annualCommission"
  | "additionalCommission"
  | "annualService"
  | "waterCosts"
  | "electricityCosts"
  | "extraCosts"
  | "deposit"
  | "adminFee"
  | "ejarFee"
  | "otherFee";

/** The terms as signed with their amounts as Money. */
type ContractTerms = Omit<ContractTermsData, TermsAmount> & Record<TermsAmount, Money>;

type ContractInstalment = Omit<ScheduleRowData, "price"> & { price: Money };

interface SignedContract {
  contractId: string;
  orgId: string;
  lessorId: string;
  tenantId: string;
  realEstateId: string;
  terms: ContractTerms;
  autoPayCommission: boolean;
  termsTemplateId: string | null;
  /** Every payment the contract scheduled, by type and due date. */
  schedule: ContractInstalment[];
  /** The contract that renewed this one, once renewed. */
  renewedBy: string | null;
}

export type ContractState =
  { status: "unsigned" } | (SignedContract & { status: "signed" }) | (SignedContract & { status: "cancelled"; cancelledOn: IsoDate });

export const contractDecider: Decider<ContractCommand, ContractEvent, ContractState> = {
  initialState: () => ({ status: "unsigned" }),

  decide(command, state) {
    switch (command.type) {
      case "SignContract":
        return [sign(command, state)];
      case "CancelContract":
        return [cancel(command, state)];
      case "RenewContract":
        return [renew(command, state)];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "ContractSigned":
        return { status: "signed", ...signedContract(event.data) };
      case "ContractCancelled":
        return state.status === "signed" ? { ...state, status: "cancelled", cancelledOn: event.data.cancelledOn } : state;
      case "ContractRenewed":
        return state.status === "unsigned" ? state : { ...state, renewedBy: event.data.renewedBy };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};

function sign({ data }: SignContract, state: ContractState): ContractSigned {
  if (state.status !== "unsigned") throw new AppError("contract.alreadySigned");
  const schedule = scheduleFor(data.terms);
  const ids = data.paymentIds;
  if (ids.length !== schedule.rows.length || new Set(ids).size !== ids.length) {
    throw new AppError("contract.paymentIdsMismatch", { expected: schedule.rows.length, received: new Set(ids).size });
  }
  return {
    type: "ContractSigned",
    data: {
      contractId: data.contractId,
      orgId: data.orgId,
      lessorId: data.lessorId,
      tenantId: data.tenantId,
      realEstateId: data.realEstateId,
      terms: contractTermsData(data.terms, data.otherFeeLabel ?? ""),
      autoPayCommission: data.autoPayCommission,
      termsTemplateId: data.termsTemplateId ?? null,
      months: schedule.months,
      instalments: schedule.instalments,
      // The ids were checked one per row just above.
      schedule: schedule.rows.map((row, k) => scheduleRowData(row, ids[k]!)),
    },
  };
}

function cancel({ data }: CancelContract, state: ContractState): ContractEvent {
  if (state.status === "unsigned") throw new AppError("contract.notFound");
  if (state.status === "cancelled") throw new AppError("contract.alreadyCancelled");
  const { contractStart: start, contractEnd: end } = state.terms;
  if (contractStatus({ start, end, cancelled: null }, data.today) === "Contract_Completed") {
    throw new AppError("contract.alreadyCompleted");
  }
  if (data.cancelledOn > end) throw new AppError("contract.cancellationAfterEnd", { contract_end: end });
  return { type: "ContractCancelled", data: { contractId: data.contractId, cancelledOn: data.cancelledOn } };
}

/** A cancelled contract is not renewed (its unit was given up); a renewed one is not renewed again. */
function renew({ data }: RenewContract, state: ContractState): ContractEvent {
  requireRenewable(state);
  return { type: "ContractRenewed", data: { contractId: data.contractId, renewedBy: data.renewedBy } };
}

/** Refuses a renewal of this contract: the renewal handler asks before it signs the new contract. */
export function requireRenewable(state: ContractState): asserts state is Extract<ContractState, { status: "signed" }> {
  if (state.status === "unsigned") throw new AppError("contract.notFound");
  if (state.status === "cancelled") throw new AppError("contract.renewalOfCancelled");
  if (state.renewedBy !== null) throw new AppError("contract.alreadyRenewed");
}

function signedContract(data: ContractSigned["data"]): SignedContract {
  const { terms } = data;
  return {
    contractId: data.contractId,
    orgId: data.orgId,
    lessorId: data.lessorId,
    tenantId: data.tenantId,
    realEstateId: data.realEstateId,
    terms: {
      ...terms,
      price: money(terms.price),
      annualCommission: money(terms.annualCommission),
      additionalCommission: money(terms.additionalCommission),
      annualService: money(terms.annualService),
      waterCosts: money(terms.waterCosts),
      electricityCosts: money(terms.electricityCosts),
      extraCosts: money(terms.extraCosts),
      deposit: money(terms.deposit),
      adminFee: money(terms.adminFee),
      ejarFee: money(terms.ejarFee),
      otherFee: money(terms.otherFee),
    },
    autoPayCommission: data.autoPayCommission,
    termsTemplateId: data.termsTemplateId,
    schedule: data.schedule.map((row) => ({ ...row, price: money(row.price) })),
    renewedBy: null,
  };
}

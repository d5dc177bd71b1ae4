import { contractStatus, type IsoDate, type PaymentType, type ScheduleInput, type ScheduleRow } from "@amlak/domain";
import { money, toFixed2, type Money } from "@amlak/money";
import type { Decider } from "../decider.ts";
import { AppError } from "@amlak/domain";
import type { CancelContract, ContractCommand, SignContract } from "./contract.commands.ts";
import type { ContractEvent, ContractSigned, ContractTermsData, ScheduleRowData } from "./contract.events.ts";
import { scheduleFor } from "./contract-schedule.ts";

/** Terms as a valid schedule input with its amounts as Money. */
export interface ContractTerms extends ScheduleInput {
  price: Money;
  annual_commission: Money;
  additional_commission: Money;
  annual_service: Money;
  water_costs: Money;
  electricity_costs: Money;
  extra_costs: Money;
}

export interface ContractInstalment {
  paymentId: string;
  index: number;
  due_date: IsoDate;
  price: Money;
  payment_type: PaymentType;
}

export interface SignedContract {
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
      terms: termsData(data.terms),
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
  const { contract_start: start, contract_end: end } = state.terms;
  if (contractStatus({ start, end, cancelled: null }, data.today) === "Contract_Completed") {
    throw new AppError("contract.alreadyCompleted");
  }
  if (data.cancelledOn > end) throw new AppError("contract.cancellationAfterEnd", { contract_end: end });
  return { type: "ContractCancelled", data: { contractId: data.contractId, cancelledOn: data.cancelledOn } };
}

function termsData(terms: ScheduleInput): ContractTermsData {
  const amount = (value: ScheduleInput["price"]) => toFixed2(money(value));
  return {
    contract_start: terms.contract_start,
    contract_end: terms.contract_end,
    price: amount(terms.price),
    interval: terms.interval,
    annual_commission: amount(terms.annual_commission),
    additional_commission: amount(terms.additional_commission),
    annual_service: amount(terms.annual_service),
    water_costs: amount(terms.water_costs),
    electricity_costs: amount(terms.electricity_costs),
    extra_costs: amount(terms.extra_costs),
    is_taxable: terms.is_taxable,
  };
}

function scheduleRowData(row: ScheduleRow, paymentId: string): ScheduleRowData {
  return { paymentId, index: row.index, due_date: row.due_date, price: toFixed2(row.price), payment_type: row.payment_type };
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
      annual_commission: money(terms.annual_commission),
      additional_commission: money(terms.additional_commission),
      annual_service: money(terms.annual_service),
      water_costs: money(terms.water_costs),
      electricity_costs: money(terms.electricity_costs),
      extra_costs: money(terms.extra_costs),
    },
    autoPayCommission: data.autoPayCommission,
    termsTemplateId: data.termsTemplateId,
    schedule: data.schedule.map((row) => ({ ...row, price: money(row.price) })),
  };
}

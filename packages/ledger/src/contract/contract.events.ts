import type { IsoDate, PaymentType } from "@amlak/domain";
import type { AmountText } from "../amount.ts";
import type { Message } from "../decider.ts";

/** The contract's terms as signed, amounts with two decimals; the contract price excludes VAT. */
export interface ContractTermsData {
  contract_start: IsoDate;
  contract_end: IsoDate;
  price: AmountText;
  interval: number;
  annual_commission: AmountText;
  additional_commission: AmountText;
  annual_service: AmountText;
  water_costs: AmountText;
  electricity_costs: AmountText;
  extra_costs: AmountText;
  is_taxable: boolean;
}

/** One row of the payment schedule with the id of the payment stream it starts. */
export interface ScheduleRowData {
  paymentId: string;
  index: number;
  due_date: IsoDate;
  price: AmountText;
  payment_type: PaymentType;
}

export type ContractSigned = Message<
  "ContractSigned",
  {
    contractId: string;
    orgId: string;
    lessorId: string;
    tenantId: string;
    realEstateId: string;
    terms: ContractTermsData;
    autoPayCommission: boolean;
    termsTemplateId: string | null;
    months: number;
    instalments: number;
    schedule: ScheduleRowData[];
  }
>;

/** `cancelledOn` is the contract's last day: payments due after it are cancelled unless paid. */
export type ContractCancelled = Message<"ContractCancelled", { contractId: string; cancelledOn: IsoDate }>;

export type ContractEvent = ContractSigned | ContractCancelled;

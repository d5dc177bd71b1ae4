import type { ScheduleInput } from "@amlak/domain";
import type { SignContract } from "../contract/contract.commands.ts";
import { scheduleFor } from "../contract/contract-schedule.ts";

export const ORG_ID = "org-1";

/** A half-year commercial contract, rent every three months; tests override what they need. */
export function contractTerms(overrides: Partial<ScheduleInput> = {}): ScheduleInput {
  return {
    contract_start: "2025-01-01",
    contract_end: "2025-06-30",
    price: "6000",
    interval: 3,
    annual_commission: "1200",
    additional_commission: "500",
    annual_service: "0",
    water_costs: "100",
    electricity_costs: "0",
    extra_costs: "0",
    is_taxable: true,
    ...overrides,
  };
}

/** A SignContract with one payment id per schedule row: `<contractId>-p<row index>`. */
export function signContract(
  options: { contractId?: string; terms?: Partial<ScheduleInput>; autoPayCommission?: boolean; paymentIds?: string[] } = {},
): SignContract {
  const contractId = options.contractId ?? "contract-1";
  const terms = contractTerms(options.terms);
  return {
    type: "SignContract",
    data: {
      contractId,
      orgId: ORG_ID,
      lessorId: "lessor-1",
      tenantId: "tenant-1",
      realEstateId: "unit-1",
      terms,
      autoPayCommission: options.autoPayCommission ?? false,
      termsTemplateId: null,
      paymentIds: options.paymentIds ?? scheduleFor(terms).rows.map((row) => `${contractId}-p${row.index}`),
    },
  };
}

import { z } from "zod";
import { ZContractOutput } from "./ledger.output.ts";
import { ZInstantOutput } from "./values.ts";

/** A saved draft's terms: the contract body as it was saved (ZContractCreateSchema), amounts exact. */
const ZDraftTermsOutput = ZContractOutput.pick({
  tenant_id: true,
  real_estate_id: true,
  contract_start: true,
  contract_end: true,
  price: true,
  contract_interval: true,
  annual_commission: true,
  additional_commission: true,
  annual_service: true,
  water_costs: true,
  electricity_costs: true,
  extra_costs: true,
  deposit: true,
  admin_fee: true,
  ejar_fee: true,
  other_fee: true,
  auto_pay_commission: true,
  is_taxable: true,
}).extend({ lessor_id: z.string().optional(), terms_template_id: z.string().optional(), other_fee_label: z.string().optional() });

/** A contract draft (SPEC §4): its terms, where it stands, and the contract it became once converted. */
export const ZContractDraftOutput = z.object({
  id: z.string(),
  status: z.enum(["draft", "cancelled", "converted"]),
  contract_id: z.string().nullable(),
  terms: ZDraftTermsOutput,
  created_at: ZInstantOutput,
  updated_at: ZInstantOutput,
});

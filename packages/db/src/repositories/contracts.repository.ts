import type { Db } from "../client.ts";

const CONTRACT_COLUMNS = [
  "id",
  "lessor_id",
  "tenant_id",
  "real_estate_id",
  "contract_start",
  "contract_end",
  "price",
  "contract_interval",
  "annual_commission",
  "additional_commission",
  "annual_service",
  "water_costs",
  "electricity_costs",
  "extra_costs",
  "deposit",
  "admin_fee",
  "ejar_fee",
  "other_fee",
  "other_fee_label",
  "auto_pay_commission",
  "is_taxable",
  "terms_template_id",
  "months",
  "instalments",
  "cancelled_on",
] as const;

/** Contracts (the read model) with their tenant's name and unit's title, newest start first; one when id is given. */
export function findContractRows(db: Db, id?: string) {
  let query = db
    .selectFrom("contracts")
    .innerJoin("contacts as tenant", "tenant.id", "contracts.tenant_id")
    .innerJoin("real_estates", "real_estates.id", "contracts.real_estate_id")
    .select(CONTRACT_COLUMNS.map((c) => `contracts.${c}` as const))
    .select(["tenant.name as tenant_name", "real_estates.title as real_estate_title"])
    .orderBy("contracts.contract_start", "desc");
  if (id) query = query.where("contracts.id", "=", id);
  return query.execute();
}

import type { Trx } from "@amlak/db";
import { contractStatus } from "@amlak/domain";
import { money } from "@amlak/money";

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
  "auto_pay_commission",
  "is_taxable",
  "terms_template_id",
  "months",
  "instalments",
  "cancelled_on",
] as const;

export async function findContracts(trx: Trx, today: string, id?: string) {
  let query = trx
    .selectFrom("contracts")
    .innerJoin("contacts as tenant", "tenant.id", "contracts.tenant_id")
    .innerJoin("real_estates", "real_estates.id", "contracts.real_estate_id")
    .select(CONTRACT_COLUMNS.map((c) => `contracts.${c}` as const))
    .select(["tenant.name as tenant_name", "real_estates.title as real_estate_title"])
    .orderBy("contracts.contract_start", "desc");
  if (id) query = query.where("contracts.id", "=", id);
  const rows = await query.execute();
  return rows.map(
    ({ price, annual_commission, additional_commission, annual_service, water_costs, electricity_costs, extra_costs, ...row }) => ({
      ...row,
      price: money(price),
      annual_commission: money(annual_commission),
      additional_commission: money(additional_commission),
      annual_service: money(annual_service),
      water_costs: money(water_costs),
      electricity_costs: money(electricity_costs),
      extra_costs: money(extra_costs),
      status: contractStatus({ start: row.contract_start, end: row.contract_end, cancelled: row.cancelled_on }, today),
    }),
  );
}

export async function findPayments(trx: Trx, filter: { contractId?: string; id?: string }) {
  let query = trx
    .selectFrom("payments")
    .select([
      "id",
      "contract_id",
      "real_estate_id",
      "direction",
      "party",
      "payment_type",
      "category",
      "due_date",
      "price",
      "vat_rate",
      "vat",
      "status",
      "paid_date",
      "method",
      "received_by",
      "delivered_by",
      "paid_notes",
      "comment",
      "contacted",
      "contact_notes",
      "split_from",
      "invoice_id",
      "receipt_id",
    ])
    .orderBy("due_date")
    .orderBy("id");
  if (filter.contractId) query = query.where("contract_id", "=", filter.contractId);
  if (filter.id) query = query.where("id", "=", filter.id);
  const rows = await query.execute();
  return rows.map((row) => {
    const price = money(row.price);
    const vat = money(row.vat);
    return { ...row, price, vat, vat_rate: money(row.vat_rate), total: price.plus(vat) };
  });
}

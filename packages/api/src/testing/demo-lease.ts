import { addDays, addMonthsClamped, riyadhToday } from "@amlak/domain";
import type { Services } from "../context.ts";
import { callerFor, demoCaller } from "./harness.ts";

interface LeaseAsked {
  /** The demo account's phone (the harness's demo account when left out). */
  demoPhone?: string;
  lessorName: string;
  tenantName: string;
  /** Nine digits after the leading 0; the unit is named after its last three. */
  tenantPhone: string;
  deposit?: string;
}

/**
 * A new lessor, tenant and unit of the demo organization, leased for a year from the first of the month seven months
 * ago at 36,000, paid quarterly: three instalments due by today and the fourth to come.
 */
export async function demoLease(services: Services, asked: LeaseAsked): Promise<{ contractId: string; tenantId: string }> {
  const api = callerFor(services, await demoCaller(services, asked.demoPhone));
  const lessor = await api.contacts.create({ type: "lessor", name: asked.lessorName } as never);
  const tenant = await api.contacts.create({ type: "tenant", name: asked.tenantName, phone: `0${asked.tenantPhone}` } as never);
  const unit = await api.realEstates.create({ kind: "unit", name: `شقة ${asked.tenantPhone.slice(-3)}`, lessor_id: lessor.id } as never);
  const starts = `${addMonthsClamped(riyadhToday(new Date()), -7).slice(0, 7)}-01`;
  const contract = await api.contracts.create({
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    lessor_id: lessor.id,
    contract_start: starts,
    contract_end: addDays(addMonthsClamped(starts, 12), -1),
    price: "36000",
    contract_interval: 3,
    ...(asked.deposit ? { deposit: asked.deposit } : {}),
  } as never);
  return { contractId: contract.id, tenantId: tenant.id };
}

import { withOrg, type Db } from "@amlak/db";
import { sql } from "kysely";
import { signContract, type LedgerContext } from "@amlak/ledger";
import { toFixed2 } from "@amlak/money";
import type { TContractCreate } from "@amlak/schemas";
import { AppError } from "../errors.ts";
import { requirePackageAction, type Actor } from "./package-permission.ts";

/**
 * Signs a contract from its validated terms (a new contract or a converted draft): the package must allow managing
 * contracts, the unit, tenant and lessor must be the organization's, and the lessor defaults to the unit's.
 */
export async function signContractFromTerms(who: Actor, db: Db, ledger: LedgerContext, terms: TContractCreate) {
  await requirePackageAction(db, who, "CONTRACTS", "MANAGE_ENTITY");
  const parties = await withOrg(db, who.orgId, async (trx) => ({
    estate: await trx.selectFrom("real_estates").select(["kind", "lessor_id"]).where("id", "=", terms.real_estate_id).executeTakeFirst(),
    tenant: await trx.selectFrom("contacts").select("type").where("id", "=", terms.tenant_id).executeTakeFirst(),
    lessor: terms.lessor_id ? await trx.selectFrom("contacts").select("type").where("id", "=", terms.lessor_id).executeTakeFirst() : undefined,
  }));
  const fieldErrors: Record<string, string> = {};
  if (parties.estate?.kind !== "unit") fieldErrors.real_estate_id = "field.invalid";
  if (parties.tenant?.type !== "tenant") fieldErrors.tenant_id = "field.invalid";
  if (terms.lessor_id && parties.lessor?.type !== "lessor") fieldErrors.lessor_id = "field.invalid";
  const lessorId = terms.lessor_id ?? parties.estate?.lessor_id;
  if (!lessorId) fieldErrors.lessor_id ??= "field.required";
  if (Object.keys(fieldErrors).length || !lessorId) throw new AppError("validation.failed", {}, fieldErrors);
  if (!(await answeredBefore(db, ledger))) await refuseOverlap(db, who.orgId, terms);
  const { contractId, paymentIds } = await signContract(db, ledger, {
    lessorId,
    tenantId: terms.tenant_id,
    realEstateId: terms.real_estate_id,
    terms: scheduleTerms(terms),
    autoPayCommission: terms.auto_pay_commission,
    termsTemplateId: terms.terms_template_id ?? null,
  });
  return { id: contractId, paymentIds };
}

/** The schedule input of validated terms (a contract's or a quotation's). */
export function scheduleTerms(terms: Omit<TContractCreate, "tenant_id" | "lessor_id" | "terms_template_id" | "real_estate_id" | "auto_pay_commission">) {
  return {
    contract_start: terms.contract_start,
    contract_end: terms.contract_end,
    price: toFixed2(terms.price),
    interval: terms.contract_interval,
    annual_commission: toFixed2(terms.annual_commission),
    additional_commission: toFixed2(terms.additional_commission),
    annual_service: toFixed2(terms.annual_service),
    water_costs: toFixed2(terms.water_costs),
    electricity_costs: toFixed2(terms.electricity_costs),
    extra_costs: toFixed2(terms.extra_costs),
    is_taxable: terms.is_taxable,
  };
}

/** A retried request (same Idempotency-Key) gets its first answer back from the ledger, whatever happened since. */
async function answeredBefore(db: Db, ledger: LedgerContext): Promise<boolean> {
  const key = ledger.idempotencyKey;
  if (!key) return false;
  const row = await withOrg(db, ledger.orgId, (trx) =>
    trx.selectFrom("idempotency_keys").select("key").where("org_id", "=", ledger.orgId).where("key", "=", key).executeTakeFirst(),
  );
  return Boolean(row);
}

/**
 * A unit takes one lease at a time: a contract overlapping another live one on the same unit is refused (one
 * cancelled before its start never held the unit; a cancelled one held it until its cancellation day).
 */
async function refuseOverlap(db: Db, orgId: string, terms: TContractCreate): Promise<void> {
  const overlapping = await withOrg(db, orgId, (trx) =>
    trx
      .selectFrom("contracts")
      .select(["contract_start", "contract_end", "cancelled_on"])
      .where("real_estate_id", "=", terms.real_estate_id)
      .where((eb) => eb.or([eb("cancelled_on", "is", null), eb("cancelled_on", ">=", eb.ref("contract_start"))]))
      .where("contract_start", "<=", terms.contract_end)
      .where(sql<string>`least(contract_end, coalesce(cancelled_on, contract_end))`, ">=", terms.contract_start)
      .executeTakeFirst(),
  );
  if (overlapping) {
    throw new AppError("contract.unitOccupied", { start: overlapping.contract_start, end: overlapping.cancelled_on ?? overlapping.contract_end });
  }
}

import { sql, type SelectQueryBuilder } from "kysely";
import type { Db } from "../../client.ts";
import type { DB } from "../../generated/db.ts";

/** What every money report is narrowed by (SPEC §7 filters), inside the caller's organization. */
export interface ReportScope {
  orgId: string;
  lessor?: string | undefined;
  /** A unit, or a compound with its units. */
  realEstateId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The manager's fee: scheduled commission instalments and manual payments of a commission category. */
export const IS_COMMISSION = sql<boolean>`coalesce(p.payment_type, p.category) in ('commission', 'additional_commission')`;

/** The one-time fees a lease charges the tenant (issue #23): the manager's revenue, not the lessor's. */
export const IS_FEE = sql<boolean>`coalesce(p.payment_type, p.category) in ('admin_fee', 'ejar_fee', 'other_fee')`;
/** A security deposit: money held for the tenant, nobody's income (issue #23). */
export const IS_DEPOSIT = sql<boolean>`coalesce(p.payment_type, p.category) = 'deposit'`;

/*
 * Money figures of the lessor's reports, amounts without VAT (VAT is owed to ZATCA, nobody's income):
 *   income      paid income payments other than commissions, fees and deposits (rent, services, utilities collected)
 *   expense     paid expense payments other than commissions (maintenance and other costs of the property)
 *   commission  paid income payments of a commission type (the manager's fee, out of the lessor's return)
 * Expense payments of a commission type are commissions the manager pays out (to agents, brokers): the manager's
 * own cost, in the profit report only. The one-time fees are the manager's revenue, in the profit report only; a
 * security deposit is in none. Cancelled, deleted and split (replaced by their parts) payments are not paid.
 */
export const INCOME = sql<string>`case when p.direction = 'income' and not ${IS_COMMISSION} and not ${IS_FEE} and not ${IS_DEPOSIT}
  then p.price else 0 end`;
export const EXPENSE = sql<string>`case when p.direction = 'expense' and not ${IS_COMMISSION} and not ${IS_DEPOSIT} then p.price else 0 end`;
export const COMMISSION = sql<string>`case when p.direction = 'income' and ${IS_COMMISSION} then p.price else 0 end`;
/** The manager's revenue of the profit report: commissions and the one-time fees. */
export const MANAGER_REVENUE = sql<string>`case when p.direction = 'income' and (${IS_COMMISSION} or ${IS_FEE}) then p.price else 0 end`;
export const COMMISSION_PAID_OUT = sql<string>`case when p.direction = 'expense' and ${IS_COMMISSION} then p.price else 0 end`;

type PaymentsJoined = SelectQueryBuilder<
  DB & { p: DB["payments"]; c: DB["contracts"]; re: DB["real_estates"]; tenant: DB["contacts"] },
  "p" | "c" | "re" | "tenant",
  object
>;

/**
 * The organization's payments with their contract, property (the payment's own, else its contract's) and tenant,
 * narrowed by lessor (the contract's, else the property's) and property (a compound takes in its units).
 */
export function scopedPayments(db: Db, scope: ReportScope): PaymentsJoined {
  let query = db
    .selectFrom("payments as p")
    .leftJoin("contracts as c", (join) => join.onRef("c.id", "=", "p.contract_id").onRef("c.org_id", "=", "p.org_id"))
    .leftJoin("real_estates as re", (join) =>
      join.on(sql<boolean>`re.id = coalesce(p.real_estate_id, c.real_estate_id)`).onRef("re.org_id", "=", "p.org_id"),
    )
    .leftJoin("contacts as tenant", (join) => join.onRef("tenant.id", "=", "c.tenant_id").onRef("tenant.org_id", "=", "p.org_id"))
    .where("p.org_id", "=", scope.orgId);
  if (scope.lessor) query = query.where(sql<boolean>`coalesce(c.lessor_id, re.lessor_id) = ${scope.lessor}`);
  if (scope.realEstateId)
    query = query.where((eb) => eb.or([eb("re.id", "=", scope.realEstateId!), eb("re.parent_id", "=", scope.realEstateId!)]));
  return query as unknown as PaymentsJoined;
}

/** Paid payments whose paid date falls in the scope's period: the movements of the money reports. */
export function settledPayments(db: Db, scope: ReportScope): PaymentsJoined {
  let query = scopedPayments(db, scope).where("p.status", "=", "paid");
  if (scope.startDate) query = query.where("p.paid_date", ">=", scope.startDate);
  if (scope.endDate) query = query.where("p.paid_date", "<=", scope.endDate);
  return query;
}

/** The contracts of the scope that ran during its period, cancelled ones aside, for summaries that list every contract. */
export function scopedContracts(db: Db, scope: ReportScope) {
  let query = db
    .selectFrom("contracts as c")
    .innerJoin("real_estates as re", (join) => join.onRef("re.id", "=", "c.real_estate_id").onRef("re.org_id", "=", "c.org_id"))
    .leftJoin("contacts as tenant", (join) => join.onRef("tenant.id", "=", "c.tenant_id").onRef("tenant.org_id", "=", "c.org_id"))
    .where("c.org_id", "=", scope.orgId)
    .where("c.cancelled_on", "is", null);
  if (scope.lessor) query = query.where(sql<boolean>`coalesce(c.lessor_id, re.lessor_id) = ${scope.lessor}`);
  if (scope.realEstateId)
    query = query.where((eb) => eb.or([eb("re.id", "=", scope.realEstateId!), eb("re.parent_id", "=", scope.realEstateId!)]));
  if (scope.startDate) query = query.where("c.contract_end", ">=", scope.startDate);
  if (scope.endDate) query = query.where("c.contract_start", "<=", scope.endDate);
  return query;
}

/** The names a report's filters print with, each looked up in the caller's organization only (undefined: not there). */
export async function scopeNames(
  db: Db,
  orgId: string,
  ids: { lessor?: string | undefined; tenant?: string | undefined; realEstateId?: string | undefined },
) {
  const contact = async (id: string | undefined) =>
    id && (await db.selectFrom("contacts").select("name").where("org_id", "=", orgId).where("id", "=", id).executeTakeFirst())?.name;
  const realEstate =
    ids.realEstateId &&
    (await db.selectFrom("real_estates").select("title").where("org_id", "=", orgId).where("id", "=", ids.realEstateId).executeTakeFirst())
      ?.title;
  return { lessor: await contact(ids.lessor), tenant: await contact(ids.tenant), realEstate };
}

/** A line of the income and investment reports: who and what, and what the period's paid payments returned. */
export type ReturnRow = {
  name: string | null;
  title: string | null;
  contract_start: string | null;
  total_income: string;
  total_expenses: string;
  total_commission: string;
};

import { sql, type SqlBool } from "kysely";
import type { Db } from "../../client.ts";

/** Whose payments a report reads: a lessor's (by the contract's lessor, else the unit's) and a property (a unit or a compound's units). */
export interface PaymentScope {
  orgId: string;
  /** One lessor contact, or every contact of one owner (the portal). */
  lessor?: string | readonly string[] | undefined;
  real_estate_id?: string | undefined;
}

/** The category of a payment: its schedule type, or the category a manual payment was recorded with. */
export const categoryOf = sql<string | null>`coalesce(p.payment_type, p.category)`;

/** Whether a payment is the manager's commission (annual or the brokerage fee), which some roles do not see. */
export const isCommission = sql<SqlBool>`coalesce(p.payment_type, p.category) in ('commission', 'additional_commission')`;

/**
 * The organization's payments `p` with their contract `c`, its tenant `tenant` and the unit `re` (the payment's, else
 * the contract's), limited to a lessor and a property.
 */
export function paymentsInScope(db: Db, { orgId, lessor, real_estate_id }: PaymentScope) {
  let query = db
    .selectFrom("payments as p")
    .leftJoin("contracts as c", (join) => join.onRef("c.id", "=", "p.contract_id").onRef("c.org_id", "=", "p.org_id"))
    .leftJoin("contacts as tenant", (join) => join.onRef("tenant.id", "=", "c.tenant_id").onRef("tenant.org_id", "=", "c.org_id"))
    .leftJoin("real_estates as re", (join) =>
      join.on(sql<SqlBool>`re.id = coalesce(p.real_estate_id, c.real_estate_id)`).onRef("re.org_id", "=", "p.org_id"),
    )
    .where("p.org_id", "=", orgId);
  if (lessor) query = query.where(sql<SqlBool>`coalesce(c.lessor_id, re.lessor_id) in (${sql.join([lessor].flat())})`);
  if (real_estate_id) query = query.where((eb) => eb.or([eb("re.id", "=", real_estate_id), eb("re.parent_id", "=", real_estate_id)]));
  return query;
}

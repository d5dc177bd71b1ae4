import type { Db } from "../client.ts";

/** One of the tenant's contracts, with its dates and unit: undefined when it is not theirs (under the portal's scope). */
export const findTenantContract = (db: Db, tenantIds: readonly string[], id: string) =>
  db
    .selectFrom("contracts as c")
    .innerJoin("real_estates as re", "re.id", "c.real_estate_id")
    .innerJoin("contacts as tenant", "tenant.id", "c.tenant_id")
    .where("c.id", "=", id)
    .where("c.tenant_id", "in", tenantIds)
    .select([
      "c.id",
      "c.tenant_id",
      "tenant.name as tenant_name",
      "c.real_estate_id",
      "re.title as real_estate_title",
      "c.contract_start",
      "c.contract_end",
      "c.cancelled_on",
    ])
    .executeTakeFirst();

/** The maintenance requests the tenant's contacts made, with their unit and the task's status now, newest first. */
export const listMaintenanceRequests = (db: Db, tenantIds: readonly string[]) =>
  db
    .selectFrom("tasks as t")
    .leftJoin("real_estates as re", "re.id", "t.real_estate_id")
    .where("t.requested_by_contact_id", "in", tenantIds)
    .select([
      "t.id",
      "t.request_category as category",
      "t.description",
      "t.status",
      "re.title as real_estate_title",
      "t.created_at",
      "t.completed_at",
    ])
    .orderBy("t.created_at", "desc")
    .orderBy("t.id")
    .execute();

/** One of the tenant's requests: undefined when it is not theirs. */
export const findMaintenanceRequest = (db: Db, tenantIds: readonly string[], id: string) =>
  db
    .selectFrom("tasks")
    .select(["id", "requested_by_contact_id"])
    .where("id", "=", id)
    .where("requested_by_contact_id", "in", tenantIds)
    .where("status", "<>", "deleted")
    .executeTakeFirst();

/** Who the landlord is: the organization's active account owner (users carry no row-level security: filtered here). */
export const findAccountOwner = (db: Db, orgId: string) =>
  db
    .selectFrom("users")
    .select(["id", "phone", "lang"])
    .where("org_id", "=", orgId)
    .where("type", "=", "client")
    .where("active", "=", true)
    .where("deleted_at", "is", null)
    .executeTakeFirst();

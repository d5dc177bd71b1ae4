import type { Db } from "../client.ts";

/**
 * Which of its first steps an organization has taken: its main information saved (title, phone and address, all
 * required there), a property, a lease, a collected income payment and a tax invoice. Each is an EXISTS on an index
 * led by org_id, so the dashboard can ask on every visit.
 */
export const findFirstSteps = (db: Db, orgId: string) =>
  db
    .selectNoFrom(({ exists, selectFrom }) => [
      exists(
        selectFrom("organizations")
          .select("id")
          .where("id", "=", orgId)
          .where("title", "is not", null)
          .where("phone", "is not", null)
          .where("address", "is not", null),
      ).as("organization"),
      exists(selectFrom("real_estates").select("id").where("org_id", "=", orgId)).as("property"),
      exists(selectFrom("contracts").select("id").where("org_id", "=", orgId)).as("lease"),
      exists(
        selectFrom("payments").select("id").where("org_id", "=", orgId).where("direction", "=", "income").where("status", "=", "paid"),
      ).as("payment"),
      exists(selectFrom("invoices").select("id").where("org_id", "=", orgId)).as("invoice"),
    ])
    // PostgreSQL answers EXISTS as a boolean; Kysely types it as boolean or number for other databases.
    .$castTo<Record<"organization" | "property" | "lease" | "payment" | "invoice", boolean>>()
    .executeTakeFirstOrThrow();

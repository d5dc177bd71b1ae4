import type { Db } from "../client.ts";

const CONTACT_COLUMNS = ["id", "name", "phone", "national_id", "unified_no", "national_address", "email"] as const;
const PLACE_COLUMNS = ["title", "city", "district", "region", "address"] as const;

const contactOf = (db: Db, orgId: string, id: string) =>
  db.selectFrom("contacts").select(CONTACT_COLUMNS).where("org_id", "=", orgId).where("id", "=", id).executeTakeFirst();

/**
 * What an Ejar registration of one contract reads (issue #23): the contract, its tenant and lessor, the unit with its
 * compound, the organization managing it and the rent instalments as scheduled at signing (split parts and deleted
 * rows left out: a split keeps the instalment it was made from). Undefined when the organization has no such contract.
 */
export async function findEjarSource(db: Db, orgId: string, contractId: string) {
  const contract = await db.selectFrom("contracts").selectAll().where("org_id", "=", orgId).where("id", "=", contractId).executeTakeFirst();
  if (!contract) return undefined;
  const [tenant, lessor, unit, organization, rent] = await Promise.all([
    contactOf(db, orgId, contract.tenant_id),
    contract.lessor_id ? contactOf(db, orgId, contract.lessor_id) : undefined,
    db
      .selectFrom("real_estates")
      .select([...PLACE_COLUMNS, "id", "kind", "parent_id", "sqm", "electricity_account_no", "water_account_no"])
      .where("org_id", "=", orgId)
      .where("id", "=", contract.real_estate_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("organizations")
      .select(["title", "commercial_registration_no", "vat_no", "phone"])
      .where("id", "=", orgId)
      .executeTakeFirst(),
    db
      .selectFrom("payments")
      .select(["due_date", "price", "vat"])
      .where("org_id", "=", orgId)
      .where("contract_id", "=", contractId)
      .where("payment_type", "=", "rent")
      .where("split_from", "is", null)
      .where("status", "<>", "deleted")
      .orderBy("due_date")
      .orderBy("id")
      .execute(),
  ]);
  const compound = unit.parent_id
    ? await db
        .selectFrom("real_estates")
        .select(PLACE_COLUMNS)
        .where("org_id", "=", orgId)
        .where("id", "=", unit.parent_id)
        .executeTakeFirst()
    : undefined;
  if (!tenant) return undefined;
  return { contract, tenant, lessor: lessor ?? null, unit, compound: compound ?? null, organization: organization ?? null, rent };
}

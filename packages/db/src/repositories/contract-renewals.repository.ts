import type { Db } from "../client.ts";

interface RenewalLink {
  id: string;
  start: string;
  end: string;
}

/**
 * A contract's place in its renewals (issue #23): the contract it renewed and the one that renewed it, each with its
 * period; undefined when the contract is not the organization's.
 */
export async function findRenewalLinks(
  db: Db,
  orgId: string,
  contractId: string,
): Promise<{ renewedFrom: RenewalLink | null; renewedBy: RenewalLink | null } | undefined> {
  const period = ["c.id", "c.contract_start as start", "c.contract_end as end"] as const;
  const contract = await db
    .selectFrom("contracts")
    .select("renewed_from")
    .where("org_id", "=", orgId)
    .where("id", "=", contractId)
    .executeTakeFirst();
  if (!contract) return undefined;
  const renewedFrom = contract.renewed_from
    ? await db
        .selectFrom("contracts as c")
        .select(period)
        .where("c.org_id", "=", orgId)
        .where("c.id", "=", contract.renewed_from)
        .executeTakeFirst()
    : undefined;
  const renewedBy = await db
    .selectFrom("contracts as c")
    .select(period)
    .where("c.org_id", "=", orgId)
    .where("c.renewed_from", "=", contractId)
    .executeTakeFirst();
  return { renewedFrom: renewedFrom ?? null, renewedBy: renewedBy ?? null };
}

import { sql } from "kysely";
import type { Db } from "../client.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

/** The properties table's sortable columns, as the client names them (ZRealEstateListSchema). */
const SORTABLE = {
  columns: {
    title: sql.ref("re.title"),
    kind: sql.ref("re.kind"),
    lessor: sql.ref("lessor.name"),
    city: sql.ref("re.city"),
    status: sql.ref("occ.status"),
    tenant: sql.ref("lease.tenant_name"),
    yearlyRent: sql.ref("lease.yearly_rent"),
    nextDue: sql.ref("due.next_due"),
  },
  tieBreaker: sql.ref("re.id"),
} satisfies Sortable<string>;

type RealEstateSort = keyof typeof SORTABLE.columns;

interface RealEstateFilters {
  searchText?: string | undefined;
}

/** Whose rows, and the Riyadh calendar day that decides which lease is current. */
interface RealEstateScope {
  orgId: string;
  today: string;
}

function realEstates(db: Db, orgId: string, { searchText }: RealEstateFilters) {
  let query = db
    .selectFrom("real_estates as re")
    .innerJoin("real_estate_occupancy as occ", "occ.id", "re.id")
    .where("re.org_id", "=", orgId);
  if (searchText) query = query.where("re.title", "ilike", `%${searchText}%`);
  return query;
}

/**
 * The properties table: compounds and units with their compound, lessor, occupancy, current tenant, yearly rent of
 * the leases running today (a compound sums its units') and the earliest unpaid income due (a compound's over its
 * units). One row per real estate, so the count and the page agree.
 */
export function listRealEstates(
  db: Db,
  { orgId, today }: RealEstateScope,
  query: RealEstateFilters & { sort: RealEstateSort; direction: SortDirection },
  window: RowWindow,
) {
  const rows = realEstates(db, orgId, query)
    .leftJoin("real_estates as compound", (join) =>
      join.onRef("compound.id", "=", "re.parent_id").onRef("compound.org_id", "=", "re.org_id"),
    )
    .leftJoin("contacts as lessor", (join) => join.onRef("lessor.id", "=", "re.lessor_id").onRef("lessor.org_id", "=", "re.org_id"))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("effective_leases as e")
          .innerJoin("real_estates as u", "u.id", "e.real_estate_id")
          .innerJoin("contracts as c", "c.id", "e.contract_id")
          .innerJoin("contacts as t", "t.id", "e.tenant_id")
          .select([
            sql<string | null>`min(t.name) filter (where e.real_estate_id = re.id)`.as("tenant_name"),
            // Contract prices are the rent of the whole term; a year's share, to the halala.
            sql<string | null>`sum(round(c.price * 12 / c.months, 2))`.as("yearly_rent"),
          ])
          .where((w) => w.or([w("u.id", "=", w.ref("re.id")), w("u.parent_id", "=", w.ref("re.id"))]))
          .where("e.starts", "<=", today)
          .where("e.ends", ">=", today)
          .as("lease"),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("payments as p")
          .innerJoin("real_estates as u", "u.id", "p.real_estate_id")
          .select(sql<string | null>`min(p.due_date)`.as("next_due"))
          .where((w) => w.or([w("u.id", "=", w.ref("re.id")), w("u.parent_id", "=", w.ref("re.id"))]))
          .where("p.direction", "=", "income")
          .where("p.status", "=", "pending")
          .as("due"),
      (join) => join.onTrue(),
    )
    .select([
      "re.id",
      "re.title",
      "re.kind",
      "re.parent_id as parentId",
      "compound.title as compoundTitle",
      "re.city",
      "re.district",
      "lessor.name as lessorName",
      "occ.status",
      "occ.vacant_since as vacantSince",
      "lease.tenant_name as tenantName",
      "lease.yearly_rent as yearlyRent",
      "due.next_due as nextDue",
      sql<number>`(select count(*)::int from real_estates u where u.parent_id = re.id)`.as("unitCount"),
      sql<number>`(select count(*)::int from real_estates u join real_estate_occupancy o on o.id = u.id where u.parent_id = re.id and o.status = 'Rented')`.as(
        "rentedUnitCount",
      ),
    ]);
  return sortedPage(rows, SORTABLE, query, window);
}

/** Every matching real estate for pickers and the legacy lookup (SPEC §7 GET /real-estates): compounds first, by title. */
export function findRealEstates(db: Db, orgId: string, filters: RealEstateFilters) {
  return realEstates(db, orgId, filters)
    .select(["re.id", "re.title", "re.kind", "occ.status", "re.parent_id as parentId"])
    .orderBy("re.kind")
    .orderBy("re.title")
    .orderBy("re.id")
    .execute();
}

import { sql } from "kysely";
import type { Db } from "../client.ts";
import { deleteUnlessReferenced } from "./referenced.ts";
import type { RealEstates } from "../generated/db.ts";
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

type Occupancy = "Rented" | "Vacant" | "Reserved";

interface RealEstateFilters {
  searchText?: string | undefined;
  status?: Occupancy | undefined;
  kind?: "compound" | "unit" | undefined;
  lessor_id?: string | undefined;
  city?: string | undefined;
  bookmarked?: boolean | undefined;
  parent_id?: string | undefined;
}

/** Whose rows, and the Riyadh calendar day that decides which lease is current. */
interface RealEstateScope {
  orgId: string;
  today: string;
}

function realEstates(db: Db, orgId: string, filters: RealEstateFilters) {
  let query = db
    .selectFrom("real_estates as re")
    .innerJoin("real_estate_occupancy as occ", "occ.id", "re.id")
    .where("re.org_id", "=", orgId);
  if (filters.searchText) query = query.where("re.title", "ilike", `%${filters.searchText}%`);
  if (filters.status) query = query.where("occ.status", "=", filters.status);
  if (filters.kind) query = query.where("re.kind", "=", filters.kind);
  if (filters.lessor_id) query = query.where("re.lessor_id", "=", filters.lessor_id);
  if (filters.city) query = query.where("re.city", "=", filters.city);
  if (filters.bookmarked !== undefined) query = query.where("re.bookmarked", "=", filters.bookmarked);
  if (filters.parent_id) query = query.where("re.parent_id", "=", filters.parent_id);
  return query;
}

/**
 * The ids of the real estate's units (a compound's), and of it and its units, as arrays: `= any(…)` of them reaches
 * rows by their keys (payments_pending_income_idx, the occupancy view's base table), where an OR of `u.id = re.id`
 * and `u.parent_id = re.id` made every row of the list scan every real estate or every pending payment.
 */
const unitIds = sql`array(select unit.id from real_estates unit where unit.org_id = re.org_id and unit.parent_id = re.id)`;
const selfAndUnitIds = sql`array(select re.id union all select unit.id from real_estates unit where unit.org_id = re.org_id and unit.parent_id = re.id)`;

/** A compound's units, and how many of them are rented today (zero for a unit). */
const unitCount = sql<number>`(select count(*)::int from real_estates u where u.org_id = re.org_id and u.parent_id = re.id)`;
const rentedUnitCount = sql<number>`(select count(*)::int from real_estate_occupancy o where o.id = any(${unitIds}) and o.status = 'Rented')`;

/**
 * The rent a vacant unit has not earned since it fell vacant: its target yearly rent (else its latest) for each day
 * from `vacant_since` to today, to the halala; a compound's is its units'. Null when nothing is vacant or no rent is set.
 */
const vacancyCost = (today: string) => sql<string | null>`(
  select round(sum(coalesce(u.target_yearly_rent, u.latest_yearly_rent) * (${today}::date - o.vacant_since) / 365), 2)
  from real_estates u join real_estate_occupancy o on o.id = u.id
  where o.id = any(${selfAndUnitIds}) and u.kind = 'unit' and o.status = 'Vacant' and o.vacant_since <= ${today}::date
)`;

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
          .innerJoin("contracts as c", "c.id", "e.contract_id")
          .innerJoin("contacts as t", "t.id", "e.tenant_id")
          .select([
            sql<string | null>`min(t.name) filter (where e.real_estate_id = re.id)`.as("tenant_name"),
            // Contract prices are the rent of the whole term; a year's share, to the halala.
            sql<string | null>`sum(round(c.price * 12 / c.months, 2))`.as("yearly_rent"),
          ])
          .where(sql<boolean>`e.real_estate_id = any(${selfAndUnitIds})`)
          .where("e.starts", "<=", today)
          .where("e.ends", ">=", today)
          .as("lease"),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("payments as p")
          .select(sql<string | null>`min(p.due_date)`.as("next_due"))
          .where(sql<boolean>`p.real_estate_id = any(${selfAndUnitIds})`)
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
      "re.bookmarked",
      "re.lessor_id as lessorId",
      "lessor.name as lessorName",
      "occ.status",
      "occ.vacant_since as vacantSince",
      "lease.tenant_name as tenantName",
      "lease.yearly_rent as yearlyRent",
      "due.next_due as nextDue",
      vacancyCost(today).as("vacancyCost"),
      unitCount.as("unitCount"),
      rentedUnitCount.as("rentedUnitCount"),
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

/** How many of the filtered real estates are rented, vacant and reserved (the list's status chips; compounds have none). */
export function countRealEstatesByStatus(db: Db, orgId: string, filters: RealEstateFilters) {
  return realEstates(db, orgId, { ...filters, status: undefined })
    .where("occ.status", "is not", null)
    .select(["occ.status", sql<number>`count(*)::int`.as("count")])
    .groupBy("occ.status")
    .execute();
}

/** A real estate's form fields as stored, by SPEC §3 name. */
export interface RealEstateFields {
  kind: "compound" | "unit";
  name: string;
  parent_id: string | null;
  lessor_id: string | null;
  agent_id: string | null;
  region: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  description: string | null;
  tag: string | null;
  cost: string | null;
  sqm: string | null;
  electricity_account: string | null;
  water_account: string | null;
  target_yearly_rent: string | null;
  latest_yearly_rent: string | null;
  vacant_since: string | null;
}

const columnsOf = ({ name, cost, electricity_account, water_account, ...same }: RealEstateFields) =>
  ({
    ...same,
    title: name,
    property_cost: cost,
    electricity_account_no: electricity_account,
    water_account_no: water_account,
  }) satisfies Partial<Record<keyof RealEstates, unknown>>;

/** One real estate with every field of its form, its occupancy, its compound and its people, for its page. */
export function findRealEstate(db: Db, { id, today }: { id: string; today: string }) {
  return db
    .selectFrom("real_estates as re")
    .innerJoin("real_estate_occupancy as occ", "occ.id", "re.id")
    .leftJoin("real_estates as compound", "compound.id", "re.parent_id")
    .leftJoin("contacts as lessor", "lessor.id", "re.lessor_id")
    .leftJoin("contacts as agent", "agent.id", "re.agent_id")
    .select([
      "re.id",
      "re.kind",
      "re.title as name",
      "re.parent_id",
      "compound.title as parent_name",
      "re.lessor_id",
      "lessor.name as lessor_name",
      "re.agent_id",
      "agent.name as agent_name",
      "re.region",
      "re.city",
      "re.district",
      "re.address",
      "re.description",
      "re.tag",
      "re.property_cost as cost",
      "re.sqm",
      "re.electricity_account_no as electricity_account",
      "re.water_account_no as water_account",
      "re.target_yearly_rent",
      "re.latest_yearly_rent",
      "re.vacant_since",
      "re.bookmarked",
      "occ.status",
      "occ.vacant_since as vacant_since_lease",
      vacancyCost(today).as("vacancy_cost"),
      unitCount.as("unit_count"),
      rentedUnitCount.as("rented_unit_count"),
    ])
    .where("re.id", "=", id)
    .executeTakeFirst();
}

/** What the form names, read to check each is the organization's and of the right kind: the compound, the lessor, the agent. */
export const findEstateKind = (db: Db, id: string) =>
  db.selectFrom("real_estates").select(["kind", "parent_id"]).where("id", "=", id).executeTakeFirst();

export const hasUnits = async (db: Db, id: string) =>
  Boolean(await db.selectFrom("real_estates").select("id").where("parent_id", "=", id).limit(1).executeTakeFirst());

export const insertRealEstate = (db: Db, orgId: string, fields: RealEstateFields) =>
  db
    .insertInto("real_estates")
    .values({ ...columnsOf(fields), org_id: orgId })
    .returning("id")
    .executeTakeFirstOrThrow();

/** Many units at once (a building's floors), in one statement. */
export const insertRealEstates = (db: Db, orgId: string, rows: RealEstateFields[]) =>
  db
    .insertInto("real_estates")
    .values(rows.map((fields) => ({ ...columnsOf(fields), org_id: orgId })))
    .returning("id")
    .execute();

/** False when there is no such real estate in the caller's organization. */
export async function updateRealEstate(db: Db, id: string, fields: RealEstateFields, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("real_estates")
    .set({ ...columnsOf(fields), updated_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function setBookmark(db: Db, id: string, bookmarked: boolean): Promise<boolean> {
  const result = await db.updateTable("real_estates").set({ bookmarked }).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Deletes the real estate unless a contract, a payment, a quotation or a unit names it (the foreign keys refuse, also
 * against a lease signed at the same moment; the caller's transaction is spent and must end).
 */
export const deleteRealEstate = (db: Db, id: string) => deleteUnlessReferenced(db.deleteFrom("real_estates").where("id", "=", id));

/**
 * The vacant units today and what their vacancy has cost so far: the sum of the properties list's vacancy cost over
 * the rows of its Vacant chip (each unit's own, to the halala). Null when no vacant unit has a rent set.
 */
export const sumVacancyCost = (db: Db, orgId: string, today: string) =>
  db
    .selectFrom(realEstates(db, orgId, { status: "Vacant", kind: "unit" }).select(vacancyCost(today).as("cost")).as("vacant"))
    .select([sql<number>`count(*)::int`.as("units"), sql<string | null>`sum(vacant.cost)::text`.as("cost")])
    .executeTakeFirstOrThrow();

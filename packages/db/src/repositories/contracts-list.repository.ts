import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../client.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

/** The contracts page's sortable columns, as the client names them (ZContractListSchema). */
const SORTABLE = {
  columns: {
    start: sql.ref("c.contract_start"),
    end: sql.ref("c.contract_end"),
    tenant: sql.ref("tenant.name"),
    unit: sql.ref("re.title"),
    yearlyRent: sql`round(c.price * 12 / c.months, 2)`,
  },
  tieBreaker: sql.ref("c.id"),
} satisfies Sortable<string>;

type ContractSort = keyof typeof SORTABLE.columns;

type ContractListStatus = "active" | "upcoming" | "ended" | "cancelled" | "ending30Days" | "ending3Months" | "renewed";

/** The contract that renewed contract `c`, if any (issue #23: a contract is renewed at most once). */
const renewedBy = sql<string | null>`(select n.id from contracts n where n.renewed_from = c.id and n.org_id = c.org_id)`;

interface ContractFilters {
  status?: ContractListStatus | undefined;
  lessor_id?: string | undefined;
  real_estate_id?: string | undefined;
  tenant_id?: string | undefined;
  searchText?: string | undefined;
}

/** Whose contracts, and the Riyadh calendar day their status is about. */
interface ContractScope {
  orgId: string;
  today: string;
}

/**
 * Each chip's condition on `c` (contracts), as contractStatus (@amlak/domain) decides a status: a cancelled contract
 * is cancelled whatever its dates; an ending one is active today and ends within 30 days or within 3 months; a renewed
 * one, whatever its status, has a contract that renewed it.
 */
export function statusCondition(status: ContractListStatus, today: string): Expression<SqlBool> {
  const day = sql`${today}::date`;
  switch (status) {
    case "cancelled":
      return sql<SqlBool>`c.cancelled_on is not null`;
    case "upcoming":
      return sql<SqlBool>`c.cancelled_on is null and c.contract_start > ${day}`;
    case "ended":
      return sql<SqlBool>`c.cancelled_on is null and c.contract_end < ${day}`;
    case "active":
      return sql<SqlBool>`c.cancelled_on is null and c.contract_start <= ${day} and c.contract_end >= ${day}`;
    case "ending30Days":
      return sql<SqlBool>`c.cancelled_on is null and c.contract_start <= ${day} and c.contract_end between ${day} and ${day} + 30`;
    case "ending3Months":
      return sql<SqlBool>`c.cancelled_on is null and c.contract_start <= ${day}
        and c.contract_end between ${day} and (${day} + interval '3 months')::date`;
    case "renewed":
      return sql<SqlBool>`${renewedBy} is not null`;
    default: {
      const _exhaustive: never = status;
      return _exhaustive;
    }
  }
}

/** The organization's contracts with their tenant, unit and compound, filtered by everything but the status chip. */
export function contracts(db: Db, orgId: string, filters: Omit<ContractFilters, "status">) {
  let query = db
    .selectFrom("contracts as c")
    .innerJoin("contacts as tenant", (join) => join.onRef("tenant.id", "=", "c.tenant_id").onRef("tenant.org_id", "=", "c.org_id"))
    .innerJoin("real_estates as re", (join) => join.onRef("re.id", "=", "c.real_estate_id").onRef("re.org_id", "=", "c.org_id"))
    .leftJoin("real_estates as compound", (join) =>
      join.onRef("compound.id", "=", "re.parent_id").onRef("compound.org_id", "=", "re.org_id"),
    )
    .where("c.org_id", "=", orgId);
  if (filters.lessor_id) query = query.where(sql<SqlBool>`coalesce(c.lessor_id, re.lessor_id) = ${filters.lessor_id}`);
  if (filters.real_estate_id) {
    const id = filters.real_estate_id;
    query = query.where((eb) => eb.or([eb("re.id", "=", id), eb("re.parent_id", "=", id)]));
  }
  if (filters.tenant_id) query = query.where("c.tenant_id", "=", filters.tenant_id);
  if (filters.searchText) {
    const like = `%${filters.searchText}%`;
    query = query.where((eb) =>
      eb.or([eb("tenant.name", "ilike", like), eb("re.title", "ilike", like), eb("compound.title", "ilike", like)]),
    );
  }
  return query;
}

/**
 * The contracts page: one page of the organization's contracts with their tenant, unit (and its compound), period,
 * yearly rent (the contract price is the rent of the whole term; a year's share, to the halala), cancellation day,
 * the tenant's next unpaid due date and the contract that renewed it, filtered and sorted.
 */
export function listContracts(
  db: Db,
  { orgId, today }: ContractScope,
  filters: ContractFilters & { sort: ContractSort; direction: SortDirection },
  window: RowWindow,
) {
  let query = contracts(db, orgId, filters);
  if (filters.status) query = query.where(statusCondition(filters.status, today));
  const rows = query.select([
    "c.id",
    "c.tenant_id as tenantId",
    "tenant.name as tenantName",
    "c.real_estate_id as realEstateId",
    "re.title as unit",
    "compound.title as compoundTitle",
    "c.contract_start as start",
    "c.contract_end as end",
    "c.cancelled_on as cancelledOn",
    sql<string>`round(c.price * 12 / c.months, 2)`.as("yearlyRent"),
    sql<string | null>`(select min(p.due_date)::text from payments p
      where p.contract_id = c.id and p.org_id = c.org_id and p.party = 'tenant' and p.status = 'pending')`.as("nextDue"),
    renewedBy.as("renewedBy"),
  ]);
  return sortedPage(rows, SORTABLE, filters, window);
}

/** How many of the filtered contracts each status chip holds (the chips' counts ignore the chosen chip). */
export function countContractsByStatus(db: Db, { orgId, today }: ContractScope, filters: Omit<ContractFilters, "status">) {
  const count = (status: ContractListStatus) => sql<number>`(count(*) filter (where ${statusCondition(status, today)}))::int`;
  return contracts(db, orgId, filters)
    .select([
      sql<number>`count(*)::int`.as("all"),
      count("active").as("active"),
      count("upcoming").as("upcoming"),
      count("ended").as("ended"),
      count("cancelled").as("cancelled"),
      count("ending30Days").as("ending30Days"),
      count("ending3Months").as("ending3Months"),
      count("renewed").as("renewed"),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * What the tenant owes under one contract (price plus VAT of its live tenant payments, cancelled and deleted ones left
 * out): the total, what is paid, what is outstanding and overdue on `today`, the next unpaid due date with what
 * falls due that day, and the deposit asked and still held. Zeros when the contract has no payments of the tenant.
 */
export function findContractFigures(db: Db, contractId: string, today: string) {
  const nextDue = sql`(select min(q.due_date) from payments q
    where q.contract_id = p.contract_id and q.party = 'tenant' and q.status = 'pending')`;
  const owed = (condition: Expression<SqlBool>) => sql<string>`coalesce(sum(p.price + p.vat) filter (where ${condition}), 0)::text`;
  return db
    .selectFrom("payments as p")
    .where("p.contract_id", "=", contractId)
    .where("p.party", "=", "tenant")
    .where("p.status", "in", ["pending", "paid"])
    .select([
      sql<string>`coalesce(sum(p.price + p.vat), 0)::text`.as("total"),
      owed(sql`p.status = 'paid'`).as("paid"),
      owed(sql`p.status = 'pending'`).as("outstanding"),
      owed(sql`p.status = 'pending' and p.due_date < ${today}::date`).as("overdue"),
      sql<string | null>`min(p.due_date) filter (where p.status = 'pending')::text`.as("nextDue"),
      owed(sql`p.status = 'pending' and p.due_date = ${nextDue}`).as("nextDueAmount"),
      owed(sql`p.payment_type = 'deposit'`).as("deposit"),
      // Held until the lease's settlement gives it back, keeps it for deductions or pays rent with it.
      sql<string>`(coalesce(sum(p.price + p.vat) filter (where p.payment_type = 'deposit' and p.status = 'paid'), 0)
        - coalesce((select s.deposit_held from lease_settlements s where s.id = ${contractId}), 0))::text`.as("depositReceived"),
    ])
    .executeTakeFirstOrThrow();
}

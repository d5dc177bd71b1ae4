import { sql, type RawBuilder } from "kysely";
import type { Db } from "../client.ts";
import { filteredPayments, IS_INCOME, type PaymentScope } from "./payments.repository.ts";

// Counts as strings (PostgreSQL's bigint); occupancy and leases come from the views that hold the one lease rule
// (effective_leases, and real_estate_occupancy over it), never from contracts directly.

const count = (condition: RawBuilder<unknown>) => sql<string>`count(*) filter (where ${condition})`;

export const countRealEstatesByOccupancy = (db: Db) =>
  db
    .selectFrom("real_estates")
    .innerJoin("real_estate_occupancy as occ", "occ.id", "real_estates.id")
    .select([
      count(sql`parent_id is null`).as("realEstates"),
      count(sql`kind = 'unit'`).as("units"),
      count(sql`occ.status = 'Rented'`).as("rented"),
      count(sql`occ.status = 'Vacant'`).as("vacant"),
      count(sql`occ.status = 'Reserved'`).as("reserved"),
    ])
    .executeTakeFirstOrThrow();

export const countContactsByType = (db: Db) =>
  db
    .selectFrom("contacts")
    .select([count(sql`type = 'tenant'`).as("tenants"), count(sql`type = 'lessor'`).as("lessors")])
    .executeTakeFirstOrThrow();

/** Leases holding their unit on `today`. */
export const countActiveLeases = (db: Db, today: string) =>
  db
    .selectFrom("effective_leases")
    .select(count(sql`starts <= ${today} and ends >= ${today}`).as("activeContracts"))
    .executeTakeFirstOrThrow();

/** A day range, first and last included (YYYY-MM-DD). */
interface Days {
  first: string;
  last: string;
}

// Amounts are what the payer owes, price plus VAT, summed in numeric by PostgreSQL as exact decimal text; payments are
// read through the payments list's own filter (filteredPayments), so each figure is that list's total.
const amount = (condition: RawBuilder<unknown> = sql`true`) =>
  sql<string>`coalesce(sum(p.price + p.vat) filter (where ${condition}), 0)::text`;
const tally = (condition: RawBuilder<unknown> = sql`true`) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** Income falling due in `days` (cancelled left out): all of it, what is paid, and what is still pending. */
export const sumIncomeDue = (db: Db, scope: PaymentScope, days: Days) =>
  filteredPayments(db, scope, { payment_direction: "income", due_from: days.first, due_to: days.last })
    .select([
      amount(sql`p.status in ('pending', 'paid')`).as("dueAmount"),
      tally(sql`p.status in ('pending', 'paid')`).as("dueCount"),
      amount(sql`p.status = 'paid'`).as("paidAmount"),
      tally(sql`p.status = 'paid'`).as("paidCount"),
      amount(sql`p.status = 'pending'`).as("pendingAmount"),
      tally(sql`p.status = 'pending'`).as("pendingCount"),
    ])
    .executeTakeFirstOrThrow();

/** Income still pending whose due date has passed (`scope.today`, Riyadh). */
export const sumOverdueIncome = (db: Db, scope: PaymentScope) =>
  filteredPayments(db, scope, { status: "overdue", payment_direction: "income" })
    .select([amount().as("amount"), tally().as("count")])
    .executeTakeFirstOrThrow();

/** Income received (marked paid) on a day within `days`, whatever its due date. */
export const sumIncomeReceived = (db: Db, scope: PaymentScope, days: Days) =>
  filteredPayments(db, scope, { status: "paid", payment_direction: "income" })
    .where("p.paid_date", ">=", days.first)
    .where("p.paid_date", "<=", days.last)
    .select([amount().as("amount"), tally().as("count")])
    .executeTakeFirstOrThrow();

/** The first `limit` pending income payments due within `days`, soonest first, with their unit and payer. */
export const listIncomeDue = (db: Db, scope: PaymentScope, days: Days, limit: number) =>
  filteredPayments(db, scope, { status: "pending", payment_direction: "income", due_from: days.first, due_to: days.last })
    .select([
      "p.id",
      "p.due_date as dueDate",
      sql<string>`coalesce(p.payment_type, p.category)`.as("type"),
      sql<string>`(p.price + p.vat)::text`.as("amount"),
      "p.contract_id as contractId",
      "p.real_estate_id as realEstateId",
      "re.title as unit",
      sql<string | null>`case p.party when 'tenant' then tenant.name when 'lessor' then lessor.name end`.as("partyName"),
    ])
    .orderBy("p.due_date")
    .orderBy("p.id")
    .limit(limit)
    .execute();

/** Income and expenses falling due in each of `months` (pending and paid; cancelled left out), in the same order. */
export function sumIncomeAndExpensesByMonth(db: Db, scope: PaymentScope, months: readonly Days[]) {
  const byMonth = (direction: "income" | "expense") =>
    sql<string[]>`array[${sql.join(
      months.map(
        (month) => sql`coalesce(sum(p.price + p.vat) filter (where ${direction === "income" ? IS_INCOME : sql`p.direction = 'expense'`}
          and p.due_date between ${month.first}::date and ${month.last}::date), 0)`,
      ),
    )}]::text[]`;
  return filteredPayments(db, scope, { due_from: months[0]?.first, due_to: months.at(-1)?.last })
    .where("p.status", "in", ["pending", "paid"])
    .select([byMonth("income").as("income"), byMonth("expense").as("expense")])
    .executeTakeFirstOrThrow();
}

/** Pending tasks under way at some moment of [from, until): they start before `until` and end on or after `from`. */
export const countPendingTasksBetween = (db: Db, orgId: string, range: { from: Date; until: Date }) =>
  db
    .selectFrom("tasks as t")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("t.org_id", "=", orgId)
    .where("t.status", "=", "pending")
    .where("t.start_date", "<", range.until)
    .where("t.end_date", ">=", range.from)
    .executeTakeFirstOrThrow()
    .then((row) => row.count);

import { sql, type RawBuilder } from "kysely";
import type { Db } from "../client.ts";

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

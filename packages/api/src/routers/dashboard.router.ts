import { riyadhToday } from "@amlak/domain";
import { sql } from "kysely";
import { areaProcedure, router } from "../trpc.ts";

const count = (expression: ReturnType<typeof sql>) => sql<string>`count(*) filter (where ${expression})`;

export const dashboardRouter = router({
  overview: areaProcedure("dashboard").query(async ({ ctx }) => {
    const today = riyadhToday(ctx.now());
    const [estates, contacts, contracts] = await Promise.all([
      ctx.trx
        .selectFrom("real_estates")
        .innerJoin("real_estate_occupancy as occ", "occ.id", "real_estates.id")
        .select([
          count(sql`parent_id is null`).as("properties"),
          count(sql`kind = 'unit'`).as("units"),
          count(sql`occ.status = 'Rented'`).as("rented"),
          count(sql`occ.status = 'Vacant'`).as("vacant"),
          count(sql`occ.status = 'Reserved'`).as("reserved"),
        ])
        .executeTakeFirstOrThrow(),
      ctx.trx
        .selectFrom("contacts")
        .select([count(sql`type = 'tenant'`).as("tenants"), count(sql`type = 'lessor'`).as("lessors")])
        .executeTakeFirstOrThrow(),
      ctx.trx
        .selectFrom("effective_leases")
        .select(count(sql`starts <= ${today} and ends >= ${today}`).as("activeContracts"))
        .executeTakeFirstOrThrow(),
    ]);
    return Object.fromEntries(Object.entries({ ...estates, ...contacts, ...contracts }).map(([k, v]) => [k, Number(v)])) as {
      [K in keyof typeof estates | keyof typeof contacts | keyof typeof contracts]: number;
    };
  }),
});

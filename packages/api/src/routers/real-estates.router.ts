import { findRealEstates, listRealEstates, type Page } from "@amlak/db";
import { money } from "@amlak/money";
import { ZRealEstateExportSchema, ZRealEstateFindSchema, ZRealEstateListSchema } from "@amlak/schemas";
import { z } from "zod";
import { exportProcedure, listScope, pageOf } from "../list-procedures.ts";
import { listPageOutput, ZRealEstateFoundOutput, ZRealEstateRowOutput } from "../outputs/portfolio.output.ts";
import { areaProcedure, router } from "../trpc.ts";

/** SQL numerics arrive as strings; the API speaks Money (DESIGN §3). */
const withMoney = <Row extends { yearlyRent: string | null }>({ rows, total }: Page<Row>) => ({
  rows: rows.map((row) => ({ ...row, yearlyRent: row.yearlyRent === null ? null : money(row.yearlyRent) })),
  total,
});

export const realEstatesRouter = router({
  /** The properties table, one page: compounds carry their rented units and the sum of their leases; units their occupancy (Rented, Reserved, Vacant). */
  list: areaProcedure("realEstates")
    .input(ZRealEstateListSchema)
    .output(listPageOutput(ZRealEstateRowOutput))
    .query(async ({ ctx, input }) => withMoney(await listRealEstates(ctx.trx, listScope(ctx), input, pageOf(input)))),

  /** The whole filtered, sorted properties table, for its Excel export. */
  export: exportProcedure("realEstates")
    .input(ZRealEstateExportSchema)
    .output(listPageOutput(ZRealEstateRowOutput))
    .query(async ({ ctx, input }) => withMoney(await listRealEstates(ctx.trx, listScope(ctx), input, "all"))),

  /** Every match by title, for pickers and the legacy GET /api/real-estates. */
  find: areaProcedure("realEstates")
    .input(ZRealEstateFindSchema)
    .output(z.array(ZRealEstateFoundOutput))
    .query(({ ctx, input }) => findRealEstates(ctx.trx, ctx.caller.orgId, input)),
});

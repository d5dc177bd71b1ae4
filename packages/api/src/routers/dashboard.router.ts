import { countActiveLeases, countContactsByType, countRealEstatesByOccupancy } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { areaProcedure, router } from "../trpc.ts";

export const dashboardRouter = router({
  overview: areaProcedure("dashboard").query(async ({ ctx }) => {
    const today = riyadhToday(ctx.now());
    const [estates, contacts, contracts] = await Promise.all([
      countRealEstatesByOccupancy(ctx.trx),
      countContactsByType(ctx.trx),
      countActiveLeases(ctx.trx, today),
    ]);
    return Object.fromEntries(Object.entries({ ...estates, ...contacts, ...contracts }).map(([k, v]) => [k, Number(v)])) as {
      [K in keyof typeof estates | keyof typeof contacts | keyof typeof contracts]: number;
    };
  }),
});

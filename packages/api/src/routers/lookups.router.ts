import { listLookupGroup } from "@amlak/db";
import { ZLookupGroupSchema } from "@amlak/schemas";
import { authedProcedure, router } from "../trpc.ts";
import { z } from "zod";
import { ZLookupOutput } from "../outputs/session.output.ts";

export const lookupsRouter = router({
  contactTypes: authedProcedure
    .output(z.array(ZLookupOutput))
    .query(({ ctx }) => listLookupGroup(ctx.database.app, "ContactTypes", ctx.lang)),
  byGroup: authedProcedure
    .input(ZLookupGroupSchema)
    .output(z.array(ZLookupOutput))
    .query(({ ctx, input }) => listLookupGroup(ctx.database.app, input.group, ctx.lang)),
  paymentCategories: authedProcedure
    .output(z.array(ZLookupOutput))
    .query(({ ctx }) => listLookupGroup(ctx.database.app, "PAYMENT_CATEGORY", ctx.lang)),
});

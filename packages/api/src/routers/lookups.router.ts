import type { Lang } from "@amlak/i18n";
import { ZLookupGroupSchema } from "@amlak/schemas";
import type { Db } from "@amlak/db";
import { authedProcedure, router } from "../trpc.ts";

const lookupGroup = (db: Db, group: string, lang: Lang) =>
  db
    .selectFrom("lookups")
    .select(["id", "code", "type", lang === "ar" ? "name_ar as name" : "name_en as name"])
    .where("group", "=", group)
    .orderBy("sort")
    .execute();

export const lookupsRouter = router({
  contactTypes: authedProcedure.query(({ ctx }) => lookupGroup(ctx.database.app, "ContactTypes", ctx.lang)),
  byGroup: authedProcedure.input(ZLookupGroupSchema).query(({ ctx, input }) => lookupGroup(ctx.database.app, input.group, ctx.lang)),
  paymentCategories: authedProcedure.query(({ ctx }) => lookupGroup(ctx.database.app, "PAYMENT_CATEGORY", ctx.lang)),
});

import { ZRealEstateListSchema } from "@amlak/schemas";
import { areaProcedure, router } from "../trpc.ts";

export const realEstatesRouter = router({
  list: areaProcedure("properties")
    .input(ZRealEstateListSchema)
    .query(({ ctx, input }) => {
      let query = ctx.trx
        .selectFrom("real_estates")
        .select(["id", "title", "kind", "status", "parent_id as parentId", "city"])
        .orderBy("kind")
        .orderBy("title");
      if (input.searchText) query = query.where("title", "ilike", `%${input.searchText}%`);
      return query.execute();
    }),
});

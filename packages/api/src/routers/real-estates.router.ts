import { sql } from "kysely";
import { ZRealEstateListSchema } from "@amlak/schemas";
import { areaProcedure, router } from "../trpc.ts";

export const realEstatesRouter = router({
  /** Compounds carry how many of their units are rented; units carry their occupancy (Rented, Reserved, Vacant). */
  list: areaProcedure("properties")
    .input(ZRealEstateListSchema)
    .query(({ ctx, input }) => {
      let query = ctx.trx
        .selectFrom("real_estates as re")
        .innerJoin("real_estate_occupancy as occ", "occ.id", "re.id")
        .select([
          "re.id",
          "re.title",
          "re.kind",
          "occ.status",
          "occ.vacant_since as vacantSince",
          "re.parent_id as parentId",
          "re.city",
          sql<number>`(select count(*)::int from real_estates u where u.parent_id = re.id)`.as("unitCount"),
          sql<number>`(select count(*)::int from real_estates u join real_estate_occupancy o on o.id = u.id where u.parent_id = re.id and o.status = 'Rented')`.as(
            "rentedUnitCount",
          ),
        ])
        .orderBy("re.kind")
        .orderBy("re.title");
      if (input.searchText) query = query.where("re.title", "ilike", `%${input.searchText}%`);
      return query.execute();
    }),
});

import { ZContactListSchema } from "@amlak/schemas";
import { areaProcedure, router } from "../trpc.ts";

export const contactsRouter = router({
  list: areaProcedure("contacts")
    .input(ZContactListSchema)
    .query(({ ctx, input }) => {
      let query = ctx.trx.selectFrom("contacts").select(["id", "name", "phone", "type"]).orderBy("name");
      if (input.type) query = query.where("type", "=", input.type);
      if (input.searchText) {
        const like = `%${input.searchText}%`;
        query = query.where((eb) => eb.or([eb("name", "ilike", like), eb("phone", "like", like)]));
      }
      return query.execute();
    }),
});

import type { Db } from "../client.ts";

/** One lookup group in its display order, named in lang. */
export const listLookupGroup = (db: Db, group: string, lang: "ar" | "en") =>
  db
    .selectFrom("lookups")
    .select(["id", "code", "type", lang === "ar" ? "name_ar as name" : "name_en as name"])
    .where("group", "=", group)
    .orderBy("sort")
    .execute();

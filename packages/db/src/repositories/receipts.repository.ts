import type { Db } from "../client.ts";

/** The receipt with what it settles (payment category named in lang, unit, due date) and who received it, as printed. */
export const findReceipt = (db: Db, id: string, lang: "ar" | "en") =>
  db
    .selectFrom("receipts")
    .innerJoin("payments", "payments.id", "receipts.payment_id")
    .leftJoin("real_estates", "real_estates.id", "payments.real_estate_id")
    .leftJoin("lookups", (join) =>
      join
        .on("lookups.group", "=", "PAYMENT_CATEGORY")
        .onRef("lookups.code", "=", (eb) => eb.fn.coalesce("payments.payment_type", "payments.category")),
    )
    .select([
      "receipts.id",
      "receipts.number",
      "receipts.issued_at",
      "receipts.payment_id",
      "receipts.amount",
      "receipts.payer",
      "receipts.method",
      "receipts.paid_date",
      "payments.due_date",
      "payments.received_by",
      "real_estates.title as real_estate_title",
      lang === "ar" ? "lookups.name_ar as category_name" : "lookups.name_en as category_name",
    ])
    .where("receipts.id", "=", id)
    .executeTakeFirst();

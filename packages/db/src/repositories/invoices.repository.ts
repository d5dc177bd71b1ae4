import type { Db } from "../client.ts";

export const findInvoice = (db: Db, id: string) => db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();

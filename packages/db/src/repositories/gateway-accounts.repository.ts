import type { Insertable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

/** The organization's own gateway account, its secrets still sealed. */
export const findGatewayAccount = (db: Db, orgId: string) =>
  db.selectFrom("organization_gateway_accounts").selectAll().where("org_id", "=", orgId).executeTakeFirst();

export async function saveGatewayAccount(db: Db, account: Insertable<DB["organization_gateway_accounts"]>): Promise<void> {
  const { org_id: _org, ...changes } = account;
  await db
    .insertInto("organization_gateway_accounts")
    .values(account)
    .onConflict((conflict) => conflict.column("org_id").doUpdateSet({ ...changes, updated_at: new Date() }))
    .execute();
}

export async function deleteGatewayAccount(db: Db, orgId: string): Promise<void> {
  await db.deleteFrom("organization_gateway_accounts").where("org_id", "=", orgId).execute();
}

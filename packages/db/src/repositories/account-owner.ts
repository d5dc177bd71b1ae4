import { sql } from "kysely";

/**
 * `owner` (a users alias) is the account owner of the organization `orgIdColumn` names: its one active `client`
 * user, whom the jobs tell about the subscription and whose settings name the organization's sender.
 */
export const isAccountOwnerOf = (orgIdColumn: string) =>
  sql<boolean>`owner.org_id = ${sql.ref(orgIdColumn)} and owner.type = 'client' and owner.active and owner.deleted_at is null`;

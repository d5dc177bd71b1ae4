import { sql, type Kysely } from "kysely";

// Lease renewal (issue #23): a renewal is a new contract that names the one it renews. A contract is renewed at most
// once, which the unique key holds in the database behind the renewal handler's row lock.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contracts
      add column renewed_from uuid,
      add constraint contracts_renewed_once unique (renewed_from, org_id),
      add constraint contracts_renewed_from_fkey foreign key (renewed_from, org_id) references contracts (id, org_id)
        deferrable initially deferred;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table contracts drop column renewed_from`.execute(db);
}

import { sql, type Kysely } from "kysely";

// A contract's security deposit and one-time fees (issue #23), as its ContractSigned event carries them; contracts
// signed before have none.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contracts
      add column deposit numeric(14,2) not null default 0,
      add column admin_fee numeric(14,2) not null default 0,
      add column ejar_fee numeric(14,2) not null default 0,
      add column other_fee numeric(14,2) not null default 0,
      add column other_fee_label text not null default ''
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contracts
      drop column deposit,
      drop column admin_fee,
      drop column ejar_fee,
      drop column other_fee,
      drop column other_fee_label
  `.execute(db);
}

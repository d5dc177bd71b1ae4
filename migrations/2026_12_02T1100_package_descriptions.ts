import { sql, type Kysely } from "kysely";

// /AdminConfiguration shows each package's description beside its permissions (SPEC §2 admin configuration). The
// reference seed writes the texts on every start, as it writes the packages' names.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table packages
      add column description_ar text not null default '',
      add column description_en text not null default '';
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table packages drop column description_ar, drop column description_en;
  `.execute(db);
}

import { sql, type Kysely } from "kysely";

// What is left of each voucher's advance once part of it has paid instalments that fell due later (issue #23).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table collections add column advance_left numeric(14,2);
    update collections set advance_left = case when status = 'received' then advance else 0 end;
    alter table collections alter column advance_left set not null,
      add constraint collections_advance_left_check check (advance_left >= 0 and advance_left <= advance);
    create index collections_advance_left_idx on collections (org_id, tenant_id, paid_date) where status = 'received' and advance_left > 0;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table collections drop column advance_left`.execute(db);
}

import { sql, type Kysely } from "kysely";

// Owners (issue #23): a property (a compound, or a unit standing alone) may carry a management agreement of its own,
// which overrides its lessor's for the property's units: the fee (a percent of the rent collected, or a fixed amount a
// month) and the expense categories charged to the owner, from a date.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table property_management_agreements (
      org_id uuid not null references organizations(id),
      real_estate_id uuid not null,
      fee_kind text not null check (fee_kind in ('percent', 'fixed')),
      fee_value numeric(14,2) not null check (fee_value >= 0 and (fee_kind = 'fixed' or fee_value <= 100)),
      expense_categories text[] not null default '{}',
      effective_from date not null,
      updated_at timestamptz not null default now(),
      primary key (org_id, real_estate_id),
      foreign key (org_id, real_estate_id) references real_estates (org_id, id) on delete cascade
    );
    alter table property_management_agreements enable row level security;
    create policy org_isolation on property_management_agreements
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert, update, delete on property_management_agreements to amlak_app;
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table property_management_agreements`.execute(db);
}

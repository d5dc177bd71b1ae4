import { sql, type Kysely } from "kysely";

// Lease settlements (issue #23): a read model of the ledger's settlement streams, one per contract, with the figures
// the manager confirmed when the tenant left. Its id is its contract's (the stream is the contract's settlement). The deposit-paid voucher is a collection with the method "deposit".
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table lease_settlements (
      id uuid not null,
      org_id uuid not null references organizations(id),
      contract_id uuid not null check (contract_id = id),
      tenant_id uuid not null,
      end_on date not null,
      settled_on date not null,
      early boolean not null,
      rent_earned numeric(14,2) not null,
      rent_paid numeric(14,2) not null,
      unearned_rent numeric(14,2) not null,
      refund numeric(14,2) not null check (refund >= 0 and refund <= unearned_rent),
      refund_vat numeric(14,2) not null check (refund_vat >= 0),
      deposit_held numeric(14,2) not null check (deposit_held >= 0),
      deductions jsonb not null,
      deductions_charged numeric(14,2) not null check (deductions_charged >= 0),
      charge_id uuid,
      deposit_applied numeric(14,2) not null check (deposit_applied >= 0),
      deposit_returned numeric(14,2) not null check (deposit_returned >= 0),
      rent_owed numeric(14,2) not null check (rent_owed >= 0),
      method text not null,
      reference text not null,
      collection_id uuid,
      settled_at timestamptz not null,
      primary key (org_id, id),
      foreign key (org_id, contract_id) references contracts (org_id, id),
      foreign key (org_id, tenant_id) references contacts (org_id, id),
      foreign key (org_id, collection_id) references collections (org_id, id) deferrable initially deferred,
      foreign key (org_id, charge_id) references payments (org_id, id) deferrable initially deferred
    );
    create index lease_settlements_org_settled_idx on lease_settlements (org_id, settled_on);
    alter table lease_settlements enable row level security;
    create policy org_isolation on lease_settlements
      using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
      with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid);
    grant select, insert on lease_settlements to amlak_app;
    -- The portal tenant's statement counts the deposit their settlements gave back.
    grant select on lease_settlements to amlak_portal;
    create policy portal_scope on lease_settlements as restrictive for select to amlak_portal
      using (tenant_id = any(portal_contact_ids()));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table lease_settlements`.execute(db);
}

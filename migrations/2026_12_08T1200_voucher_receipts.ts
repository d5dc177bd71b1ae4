import { sql, type Kysely } from "kysely";

// A collection voucher's one receipt (issue #23): a receipt acknowledges either one payment or one voucher (the amount
// received, listing what it paid and the advance it left). Each payment remembers the voucher that paid it, so a
// statement counts the money once, on the day it was received.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table receipts
      alter column payment_id drop not null,
      add column collection_id uuid,
      add column lines jsonb,
      add column advance numeric(14,2),
      add constraint receipts_one_subject check (num_nonnulls(payment_id, collection_id) = 1),
      add constraint receipts_one_per_collection unique (org_id, collection_id) deferrable initially immediate,
      add constraint receipts_collection_fkey foreign key (org_id, collection_id) references collections (org_id, id)
        deferrable initially deferred;

    alter table payments
      add column collection_id uuid,
      add constraint payments_collection_fkey foreign key (org_id, collection_id) references collections (org_id, id)
        deferrable initially deferred;
    create index payments_collection_idx on payments (org_id, collection_id) where collection_id is not null;

    -- A tenant sees their own vouchers (on their statement), and the receipt of a voucher that paid one of their payments.
    grant select on collections to amlak_portal;
    create policy portal_scope on collections as restrictive for select to amlak_portal
      using (tenant_id = any(portal_contact_ids()));
    drop policy portal_scope on receipts;
    create policy portal_scope on receipts as restrictive for select to amlak_portal
      using (payment_id in (select portal_visible_payments())
        or id in (select p.receipt_id from payments p where p.id in (select portal_visible_payments())));
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop policy portal_scope on receipts;
    create policy portal_scope on receipts as restrictive for select to amlak_portal
      using (payment_id in (select portal_visible_payments()));
    drop policy portal_scope on collections;
    revoke select on collections from amlak_portal;
    alter table payments drop column collection_id;
    delete from receipts where collection_id is not null;
    alter table receipts drop column collection_id, drop column lines, drop column advance, alter column payment_id set not null;
  `.execute(db);
}

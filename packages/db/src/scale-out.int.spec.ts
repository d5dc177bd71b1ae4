import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

// Citus's precondition for distributing the tenant tables by org_id, co-located (docs/scaling.md): read from the
// migrated schema, so a new table or key that would not distribute fails here, naming it.

/** Tables replicated to every node. Citus lets a distributed table refer to these, and these only to each other. */
const REFERENCE_TABLES: Record<string, string> = {
  organizations: "the tenants themselves: one row per organization, read by every query's policy",
  users: "sign-in identity: a phone or e-mail is unique across organizations, and staff have no organization",
  otp_challenges: "sign-in codes, found by user before any organization is known",
  refresh_tokens: "sessions, found by token hash before any organization is known",
  email_confirmations: "confirmation links, found by token hash before any organization is known",
  lookups: "the shared lookup lists (regions, cities, types)",
  packages: "the subscription packages Amlak sells",
  package_permissions: "what each package allows",
  marketers: "Amlak's marketers, managed by staff",
  blogs: "the public site's articles",
  blog_images: "the public site's article images",
  subscriptions: "Amlak's billing of organizations, read across organizations by staff and the renewal job",
  subscription_payments: "Amlak's billing; a gateway payment id is unique across organizations",
  subscription_invoices: "Amlak's own invoices, numbered in one sequence across organizations",
  subscription_refund_requests: "Amlak's billing, decided by staff across organizations",
  subscription_renewals: "Amlak's billing, run by one job across organizations",
  subscription_reminders: "Amlak's billing reminders, keyed by subscription",
  payment_cards: "cards an organization pays Amlak with; a gateway token is unique across organizations",
  support_messages: "messages to Amlak's staff, read across organizations in the staff inbox",
  support_replies: "staff replies to support messages",
  messages: "the outbox: sign-in codes have no organization, and the worker drains every organization's messages",
};

/** Tables kept on the coordinator alone: they are never joined with tenant data. */
const COORDINATOR_TABLES: Record<string, string> = {
  kysely_migration: "the migrations applied",
  kysely_migration_lock: "the migration lock",
  rate_limit_hits: "rate limits keyed by phone and address, before any organization is known",
  request_counts: "the whole app's request limit, keyed by user or address before any organization is known",
  subscription_invoice_counter: "the one sequence of Amlak's invoice numbers",
  sandbox_gateway_invoices: "the development payment gateway's own state",
  sandbox_gateway_payments: "the development payment gateway's own state",
  sandbox_gateway_tokens: "the development payment gateway's own state",
};

const owner = new pg.Client(process.env.TEST_DATABASE_FILE_URL!);
await owner.connect();
afterAll(() => owner.end());

interface Table {
  name: string;
  orgIdColumn: number | null;
  orgIdNotNull: boolean;
}
const tables = (
  await owner.query<Table>(`
    select c.relname as name, a.attnum as "orgIdColumn", coalesce(a.attnotnull, false) as "orgIdNotNull"
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attname = 'org_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`)
).rows;
const listed = (name: string) => name in REFERENCE_TABLES || name in COORDINATOR_TABLES;
const distributed = new Map(tables.filter((t) => t.orgIdColumn !== null && !listed(t.name)).map((t) => [t.name, t]));
const kindOf = (name: string) => (distributed.has(name) ? "distributed" : name in REFERENCE_TABLES ? "reference" : "coordinator");

interface Key {
  table: string;
  name: string;
  columns: number[];
}
/** Primary keys, unique and exclusion constraints, and unique indexes (a constraint's index counted once). */
const keys = (
  await owner.query<Key>(`
    select t.relname as table, k.conname as name, k.conkey::int[] as columns
    from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and k.contype in ('p', 'u', 'x')
    union all
    select t.relname, i.relname, x.indkey::int[]
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and x.indisunique
      and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`)
).rows;

interface ForeignKey {
  table: string;
  name: string;
  columns: number[];
  target: string;
  targetColumns: number[];
}
const foreignKeys = (
  await owner.query<ForeignKey>(`
    select t.relname as table, k.conname as name, k.conkey::int[] as columns,
      r.relname as target, k.confkey::int[] as "targetColumns"
    from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and k.contype = 'f'`)
).rows;

describe("the schema distributes by org_id (Citus)", () => {
  it("lists every table without org_id as a reference or coordinator table, and lists no table twice or in vain", () => {
    const unplaced = tables.filter((t) => t.orgIdColumn === null && !listed(t.name)).map((t) => t.name);
    expect(unplaced, "tables with no org_id: add org_id, or list them with a reason").toEqual([]);
    const twice = Object.keys(REFERENCE_TABLES).filter((name) => name in COORDINATOR_TABLES);
    expect(twice).toEqual([]);
    const existing = new Set(tables.map((t) => t.name));
    const stale = [...Object.keys(REFERENCE_TABLES), ...Object.keys(COORDINATOR_TABLES)].filter((n) => !existing.has(n));
    expect(stale, "listed tables that do not exist").toEqual([]);
  });

  it("gives every tenant table a non-null org_id, in every primary key, unique key, unique index and exclusion", () => {
    const nullable = [...distributed.values()].filter((t) => !t.orgIdNotNull).map((t) => t.name);
    expect(nullable, "tenant tables whose org_id may be null").toEqual([]);
    const withoutOrg = keys
      .filter((key) => distributed.has(key.table) && !key.columns.includes(distributed.get(key.table)!.orgIdColumn!))
      .map((key) => `${key.table}.${key.name}`);
    expect(withoutOrg, "keys of tenant tables without org_id").toEqual([]);
  });

  it("carries org_id on both sides, in the same place, of every foreign key between tenant tables", () => {
    const broken = foreignKeys
      .filter((fk) => distributed.has(fk.table) && distributed.has(fk.target))
      .filter((fk) => {
        const at = fk.columns.indexOf(distributed.get(fk.table)!.orgIdColumn!);
        return at === -1 || fk.targetColumns[at] !== distributed.get(fk.target)!.orgIdColumn;
      })
      .map((fk) => `${fk.table}.${fk.name} → ${fk.target}`);
    expect(broken).toEqual([]);
  });

  it("has tenant tables refer only to tenant and reference tables, and reference tables only to reference tables", () => {
    const allowed: Record<string, string[]> = {
      distributed: ["distributed", "reference"],
      reference: ["reference"],
      coordinator: ["reference", "coordinator"],
    };
    const refused = foreignKeys
      .filter((fk) => !allowed[kindOf(fk.table)]!.includes(kindOf(fk.target)))
      .map((fk) => `${fk.table}.${fk.name}: ${kindOf(fk.table)} → ${kindOf(fk.target)} ${fk.target}`);
    expect(refused).toEqual([]);
  });
});

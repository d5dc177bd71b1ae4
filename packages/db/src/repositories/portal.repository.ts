import { sql } from "kysely";
import type { Db } from "../client.ts";

/**
 * The contacts of one phone and contact type in every organization, with the organization's name: read through the
 * portal_contacts security-definer function, since no organization or contact is known yet to row-level security.
 */
export async function findPortalContacts(db: Db, phone: string, type: "tenant" | "lessor") {
  const { rows } = await sql<{ org_id: string; contact_id: string; contact_name: string; org_title: string }>`
    select org_id, contact_id, contact_name, org_title from portal_contacts(${phone}, ${type})
  `.execute(db);
  return rows;
}

/** A tenant's contracts with their unit and its compound, and what a settlement gave back when it ended, newest first. */
export const listPortalContracts = (db: Db, tenantIds: readonly string[]) =>
  db
    .selectFrom("contracts as c")
    .innerJoin("real_estates as re", "re.id", "c.real_estate_id")
    .leftJoin("real_estates as parent", "parent.id", "re.parent_id")
    .leftJoin("lease_settlements as s", (join) => join.onRef("s.id", "=", "c.id").onRef("s.org_id", "=", "c.org_id"))
    .where("c.tenant_id", "in", tenantIds)
    .select([
      "c.id",
      "re.title as real_estate_title",
      "parent.title as parent_title",
      "c.contract_start",
      "c.contract_end",
      "c.cancelled_on",
      "c.price",
      "c.contract_interval",
      "s.settled_on",
      "s.refund",
      "s.deposit_returned",
    ])
    .orderBy("c.contract_start", "desc")
    .orderBy("c.id")
    .execute();

/** What a tenant owes under their contracts (one of them, when given), paid or not, by due date. */
export function listPortalPayments(db: Db, { tenantIds, contractId }: { tenantIds: readonly string[]; contractId: string | null }) {
  let query = db
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .where("c.tenant_id", "in", tenantIds)
    .where("p.party", "=", "tenant")
    .where("p.direction", "=", "income")
    .where("p.status", "in", ["pending", "paid"]);
  if (contractId) query = query.where("p.contract_id", "=", contractId);
  return query
    .select([
      "p.id",
      "c.id as contract_id",
      sql<string>`coalesce(p.payment_type, p.category, '')`.as("payment_type"),
      "p.due_date",
      "p.price",
      "p.vat",
      "p.status",
      "p.paid_date",
      "p.method",
      "p.receipt_id",
      "p.invoice_id",
      sql<{ id: string; noteType: "credit" | "debit"; number: number }[]>`coalesce((
        select json_agg(json_build_object('id', n.id, 'noteType', n.note_type, 'number', n.number) order by n.issued_at, n.number)
        from credit_notes n where n.invoice_id = p.invoice_id
      ), '[]'::json)`.as("notes"),
    ])
    .orderBy("p.due_date")
    .orderBy("p.id")
    .execute();
}

/** One of a tenant's payments, with its documents: undefined when it is not theirs. */
export const findPortalPayment = (db: Db, tenantIds: readonly string[], id: string) =>
  db
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .where("p.id", "=", id)
    .where("c.tenant_id", "in", tenantIds)
    .where("p.party", "=", "tenant")
    .select(["p.receipt_id", "p.invoice_id"])
    .executeTakeFirst();

/** A credit or debit note on the tax invoice of one of a tenant's payments: undefined when it is not theirs. */
export const findPortalPaymentNote = (db: Db, tenantIds: readonly string[], id: string) =>
  db
    .selectFrom("credit_notes as n")
    .innerJoin("payments as p", "p.invoice_id", "n.invoice_id")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .where("n.id", "=", id)
    .where("c.tenant_id", "in", tenantIds)
    .where("p.party", "=", "tenant")
    .select("n.id")
    .executeTakeFirst();

/**
 * An owner's real estates with their occupancy today, and the tenant and end of the lease running now (else the
 * next one).
 */
export const listPortalProperties = (db: Db, lessorIds: readonly string[]) =>
  db
    .selectFrom("real_estates as re")
    .innerJoin("real_estate_occupancy as occ", "occ.id", "re.id")
    .leftJoin("real_estates as parent", "parent.id", "re.parent_id")
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("effective_leases as lease")
          .innerJoin("contacts as tenant", "tenant.id", "lease.tenant_id")
          .whereRef("lease.real_estate_id", "=", "re.id")
          .where(sql<boolean>`lease.ends >= (now() at time zone 'Asia/Riyadh')::date`)
          .select(["tenant.name as tenant_name", "lease.ends"])
          .orderBy("lease.starts")
          .limit(1)
          .as("lease"),
      (join) => join.onTrue(),
    )
    .where("re.lessor_id", "in", lessorIds)
    .select(["re.id", "re.title", "parent.title as parent_title", "re.kind", "occ.status", "lease.tenant_name", "lease.ends"])
    .orderBy("parent.title")
    .orderBy("re.title")
    .orderBy("re.id")
    .execute();

/**
 * The management fee invoices of an owner's remittances, newest first, each with the credit and debit notes issued
 * on it (a reversed remittance's fee is cancelled by one).
 */
export const listPortalFeeInvoices = (db: Db, lessorIds: readonly string[]) =>
  db
    .selectFrom("invoices as i")
    .innerJoin("remittances as r", "r.id", "i.remittance_id")
    .where("r.lessor_id", "in", lessorIds)
    .select([
      "i.id",
      "i.number",
      sql<string>`(i.issued_at at time zone 'Asia/Riyadh')::date`.as("date"),
      sql<string>`r.period_from`.as("from"),
      sql<string>`r.period_to`.as("to"),
      "i.total",
      sql<{ id: string; noteType: "credit" | "debit"; number: number; total: string }[]>`coalesce((
        select json_agg(json_build_object('id', n.id, 'noteType', n.note_type, 'number', n.number, 'total', n.total::text)
          order by n.issued_at, n.number)
        from credit_notes n where n.invoice_id = i.id
      ), '[]'::json)`.as("notes"),
    ])
    .orderBy("i.issued_at", "desc")
    .orderBy("i.number", "desc")
    .execute();

/** One of an owner's fee invoices, or a note on one: undefined when it is not theirs. */
export const findPortalFeeDocument = (db: Db, lessorIds: readonly string[], kind: "invoice" | "note", id: string) =>
  db
    .selectFrom("invoices as i")
    .innerJoin("remittances as r", "r.id", "i.remittance_id")
    .where("r.lessor_id", "in", lessorIds)
    .where((eb) =>
      kind === "invoice"
        ? eb("i.id", "=", id)
        : eb.exists(eb.selectFrom("credit_notes as n").select("n.id").whereRef("n.invoice_id", "=", "i.id").where("n.id", "=", id)),
    )
    .select("i.id")
    .executeTakeFirst();

import type { Insertable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

type DocumentKind = DB["subscription_invoices"]["kind"];

/**
 * Locks the platform's one numbering row until the transaction ends: whoever holds it may look for an existing
 * document and then take the next number, so two issuers of the same payment never both number one.
 */
export const lockSubscriptionInvoiceCounter = (db: Db) =>
  db.selectFrom("subscription_invoice_counter").select("last_number").forUpdate().executeTakeFirstOrThrow();

/** The next number; it is only spent if the transaction commits, so numbers have no gaps. */
export const takeSubscriptionInvoiceNumber = async (db: Db) =>
  (
    await db
      .updateTable("subscription_invoice_counter")
      .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
      .returning("last_number")
      .executeTakeFirstOrThrow()
  ).last_number;

export const findSubscriptionDocumentByPayment = (db: Db, paymentId: string, kind: DocumentKind) =>
  db
    .selectFrom("subscription_invoices")
    .select(["id", "number"])
    .where("payment_id", "=", paymentId)
    .where("kind", "=", kind)
    .executeTakeFirst();

export const insertSubscriptionDocument = (db: Db, row: Insertable<DB["subscription_invoices"]>) =>
  db.insertInto("subscription_invoices").values(row).returning(["id", "number"]).executeTakeFirstOrThrow();

/** What the invoice for a subscription's payment states: the quote (VAT inside total) and whom it is for. RLS scopes it. */
export const findPaidQuote = (db: Db, subscriptionId: string, paymentId: string) =>
  db
    .selectFrom("subscription_payments")
    .innerJoin("subscriptions", "subscriptions.id", "subscription_payments.subscription_id")
    .select(["subscriptions.org_id", "subscriptions.total", "subscriptions.vat_amount"])
    .where("subscription_payments.id", "=", paymentId)
    .where("subscriptions.id", "=", subscriptionId)
    .executeTakeFirst();

/** An invoice a credit note would credit. */
export const findSubscriptionInvoice = (db: Db, id: string) =>
  db
    .selectFrom("subscription_invoices")
    .select(["id", "org_id", "subscription_id", "payment_id", "net", "vat_amount", "total"])
    .where("id", "=", id)
    .where("kind", "=", "invoice")
    .executeTakeFirst();

/** The organization's invoices and credit notes, newest first (numbers only grow). RLS scopes them. */
export const listSubscriptionDocuments = (db: Db) =>
  db
    .selectFrom("subscription_invoices")
    .innerJoin("subscriptions", "subscriptions.id", "subscription_invoices.subscription_id")
    .innerJoin("packages", "packages.code", "subscriptions.package_code")
    .select([
      "subscription_invoices.id",
      "subscription_invoices.number",
      "subscription_invoices.kind",
      "subscription_invoices.issue_date",
      "subscription_invoices.net",
      "subscription_invoices.vat_amount",
      "subscription_invoices.total",
      "packages.name_ar",
      "packages.name_en",
    ])
    .orderBy("subscription_invoices.number", "desc")
    .execute();

/** One document as printed: what it charges or credits, for which period, to whom. RLS scopes it. */
export const findSubscriptionDocument = (db: Db, id: string) =>
  db
    .selectFrom("subscription_invoices as document")
    .innerJoin("subscriptions", "subscriptions.id", "document.subscription_id")
    .innerJoin("packages", "packages.code", "subscriptions.package_code")
    .innerJoin("organizations", "organizations.id", "document.org_id")
    .leftJoin("subscription_invoices as credited", "credited.id", "document.credited_invoice_id")
    .select([
      "document.id",
      "document.number",
      "document.kind",
      "document.issued_at",
      "document.net",
      "document.vat_amount",
      "document.total",
      "credited.number as credited_number",
      "subscriptions.billing",
      "subscriptions.start_date",
      "subscriptions.end_date",
      "packages.name_ar",
      "packages.name_en",
      "organizations.title as buyer_name",
      "organizations.vat_no as buyer_vat_no",
      "organizations.address as buyer_address",
    ])
    .where("document.id", "=", id)
    .executeTakeFirst();

import type { Updateable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";

export const insertOrganization = (db: Db, id: string) => db.insertInto("organizations").values({ id }).execute();

/**
 * The organization's name and registration details, as printed on its letterhead and its tax invoices, and whether
 * it is VAT-registered (only then does it charge VAT and issue tax invoices).
 */
export const findOrganizationProfile = (db: Db, id: string) =>
  db
    .selectFrom("organizations")
    .select(["title", "vat_no", "vat_registered", "commercial_registration_no", "address", "phone"])
    .where("id", "=", id)
    .executeTakeFirst();

export const findOrganizationPreferences = (db: Db, id: string) =>
  db.selectFrom("organizations").select("preferences").where("id", "=", id).executeTakeFirst();

/** Whether the mark-paid dialog offers the cash receipt and the tax invoice ticked, as the organization last chose. */
export const findPaymentDocumentsChoice = (db: Db, id: string) =>
  db
    .selectFrom("organizations")
    .select(["pay_issues_receipt as issue_receipt", "pay_issues_invoice as issue_invoice"])
    .where("id", "=", id)
    .executeTakeFirst();

/** Everything the settings screen shows of the organization (SPEC §3 Organization). */
export const findOrganizationSettings = (db: Db, id: string) =>
  db
    .selectFrom("organizations")
    .select([
      "id",
      "code",
      "title",
      "title_verified",
      "phone",
      "address",
      "vat_no",
      "vat_no_verified",
      "vat_no_key_object",
      "vat_registered",
      "commercial_registration_no",
      "commercial_registration_no_verified",
      "commercial_registration_no_key_object",
      "contract_terms",
      "send_sms_reminder",
      "remind_on_due_date",
      "remind_when_overdue",
      "rent_reminder_phone",
      "preferences",
    ])
    .where("id", "=", id)
    .executeTakeFirst();

/**
 * Locks the organization's row until the transaction ends: what must hold across requests (the sub-user limit, the
 * create-or-update of its main information) is checked and written under this lock. "No key" update, so rows that
 * only reference the organization (an SMS in the outbox, sent on another connection meanwhile) are not blocked.
 */
export const lockOrganization = (db: Db, id: string) =>
  db.selectFrom("organizations").select(["id", "title"]).where("id", "=", id).forNoKeyUpdate().executeTakeFirst();

export const updateOrganization = (db: Db, id: string, changes: Updateable<DB["organizations"]>) =>
  db.updateTable("organizations").set(changes).where("id", "=", id).execute();

/** One of the organization's own registration papers (a document attached to the organization). */
export const findOrganizationPaper = (db: Db, orgId: string, documentId: string) =>
  db
    .selectFrom("documents")
    .select(["id", "name", "content_type", "size_bytes", "storage_key"])
    .where("id", "=", documentId)
    .where("org_id", "=", orgId)
    .where("attached_to", "=", "organization")
    .executeTakeFirst();

/** The organization's white-label choices as stored, whether or not its package still grants them (issue #19). */
export const findOrganizationBranding = (db: Db, id: string) =>
  db.selectFrom("organizations").select(["logo_document_id", "theme_color", "code"]).where("id", "=", id).executeTakeFirst();

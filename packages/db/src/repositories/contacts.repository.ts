import { sql, type Kysely } from "kysely";
import type { Db } from "../client.ts";
import type { NationalAddressJson } from "../json-columns.ts";
import type { MessageChannel } from "./messages.repository.ts";
import { deleteUnlessReferenced } from "./referenced.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

/** The contacts table's sortable columns, as the client names them (ZContactListSchema). */
const SORTABLE = {
  columns: { name: sql.ref("name"), phone: sql.ref("phone"), type: sql.ref("type") },
  tieBreaker: sql.ref("id"),
} satisfies Sortable<string>;

type ContactType = Db extends Kysely<infer Schema extends { contacts: { type: unknown } }> ? Schema["contacts"]["type"] : never;

type ContactSort = keyof typeof SORTABLE.columns;

interface ContactFilters {
  type?: ContactType | undefined;
  searchText?: string | undefined;
  /** Nine digits: the contacts reached at this number, as their phone or their alternative one. */
  phone?: string | undefined;
}

function contacts(db: Db, orgId: string, { type, searchText, phone }: ContactFilters) {
  let query = db.selectFrom("contacts").where("org_id", "=", orgId);
  if (type) query = query.where("type", "=", type);
  if (phone) query = query.where((eb) => eb.or([eb("phone", "=", phone), eb("alternative_phone", "=", phone)]));
  if (searchText) {
    const like = `%${searchText}%`;
    query = query.where((eb) => eb.or([eb("name", "ilike", like), eb("phone", "like", like)]));
  }
  return query;
}

/** The contacts table: tenants, lessors, agents and vendors of the organization. */
export function listContacts(
  db: Db,
  { orgId }: { orgId: string },
  query: ContactFilters & { sort: ContactSort; direction: SortDirection },
  window: RowWindow,
) {
  return sortedPage(contacts(db, orgId, query).select(["id", "name", "phone", "type"]), SORTABLE, query, window);
}

/** Every matching contact for pickers and the legacy lookup (SPEC §7 GET /contacts?type=), by name. */
export function findContacts(db: Db, orgId: string, filters: ContactFilters) {
  return contacts(db, orgId, filters).select(["id", "name", "phone", "type"]).orderBy("name").orderBy("id").execute();
}

const CONTACT_COLUMNS = [
  "id",
  "type",
  "name",
  "phone",
  "alternative_phone",
  "email",
  "national_id",
  "unified_no",
  "national_address",
  "vat_no",
  "buyer_address",
  "tag",
  "emergency_contact",
  "representative",
  "preferred_channel",
  "lang",
] as const;

/** What a contact form saves (SPEC §3 names); the organization and timestamps are the database's. */
export interface ContactFields {
  type: ContactType;
  name: string;
  phone: string | null;
  alternative_phone: string | null;
  email: string | null;
  national_id: string | null;
  unified_no: string | null;
  national_address: string | null;
  /**
   * A VAT-registered contact's VAT number and national address in ZATCA's parts: the buyer on a standard tax invoice.
   * Left out, a new contact has none and a saved one keeps its own.
   */
  vat_no?: string | null | undefined;
  buyer_address?: NationalAddressJson | null | undefined;
  tag: string | null;
  emergency_contact: string | null;
  representative: string | null;
  /** Left out, a new contact takes SMS and Arabic and a saved one keeps its own. */
  preferred_channel?: MessageChannel | undefined;
  lang?: "ar" | "en" | undefined;
}

export const findContact = (db: Db, id: string) =>
  db.selectFrom("contacts").select(CONTACT_COLUMNS).where("id", "=", id).executeTakeFirst();

/**
 * Another contact of the organization with this phone or national id (the phone first), or undefined. Null values
 * match nothing; `exceptId` leaves out the contact being changed.
 */
export function findContactWithSameIdentity(
  db: Db,
  orgId: string,
  { phone, national_id }: Pick<ContactFields, "phone" | "national_id">,
  exceptId: string | null,
) {
  if (phone === null && national_id === null) return Promise.resolve(undefined);
  let query = db
    .selectFrom("contacts")
    .select([
      "id",
      "name",
      "type",
      sql<"phone" | "national_id">`case when phone = ${phone} then 'phone' else 'national_id' end`.as("field"),
    ])
    .where("org_id", "=", orgId)
    .where((eb) => eb.or([eb("phone", "=", phone), eb("national_id", "=", national_id)]));
  if (exceptId) query = query.where("id", "<>", exceptId);
  return query.orderBy("field", "desc").orderBy("created_at").limit(1).executeTakeFirst();
}

const contactRow = ({ buyer_address, ...fields }: ContactFields) => ({
  ...fields,
  buyer_address: buyer_address && JSON.stringify(buyer_address),
});

export const insertContact = (db: Db, orgId: string, fields: ContactFields) =>
  db
    .insertInto("contacts")
    .values({ ...contactRow(fields), org_id: orgId })
    .returning("id")
    .executeTakeFirstOrThrow();

/** False when there is no such contact (in the caller's organization, under row-level security). */
export async function updateContact(db: Db, id: string, fields: ContactFields, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("contacts")
    .set({ ...contactRow(fields), updated_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Deletes the contact unless a unit or a contract names it (the foreign keys refuse, also against a lease signed at
 * the same moment; the caller's transaction is spent and must end).
 */
export const deleteContact = (db: Db, id: string) => deleteUnlessReferenced(db.deleteFrom("contacts").where("id", "=", id));

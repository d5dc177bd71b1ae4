import { sql, type Kysely } from "kysely";
import type { Db } from "../client.ts";
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
}

function contacts(db: Db, orgId: string, { type, searchText }: ContactFilters) {
  let query = db.selectFrom("contacts").where("org_id", "=", orgId);
  if (type) query = query.where("type", "=", type);
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

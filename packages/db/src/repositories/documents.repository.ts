import { sql } from "kysely";
import type { Db } from "../client.ts";
import type { Documents } from "../generated/db.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

type AttachedTo = Documents["attached_to"];
type FileKind = Documents["kind"];
/** A record files attach to, by its table. */
export type DocumentRecord = "real_estate" | "contract" | "task";

/**
 * Documents of an organization are counted and added under its row's lock, so two uploads at the package's limit
 * cannot both see room for one more (the count is read after the lock is granted).
 */
export const lockDocumentsOf = (db: Db, orgId: string) =>
  db.selectFrom("organizations").select("id").where("id", "=", orgId).forNoKeyUpdate().executeTakeFirst();

/** Whether the organization has the record (row-level security scopes it); a deleted task takes no files. */
export async function attachableRecordExists(db: Db, record: DocumentRecord, id: string): Promise<boolean> {
  const found =
    record === "real_estate"
      ? await db.selectFrom("real_estates").select("id").where("id", "=", id).executeTakeFirst()
      : record === "contract"
        ? await db.selectFrom("contracts").select("id").where("id", "=", id).executeTakeFirst()
        : await db.selectFrom("tasks").select("id").where("id", "=", id).where("status", "!=", "deleted").executeTakeFirst();
  return found !== undefined;
}

/** Which files a count is about: an archive shelf (shared, or one user's personal one) or one record's files. */
export type DocumentShelf =
  { attachedTo: "archive"; personalOf: string | null } | { attachedTo: DocumentRecord; recordId: string } | { attachedTo: "organization" };

const RECORD_COLUMN = { real_estate: "real_estate_id", contract: "contract_id", task: "task_id" } as const;

export async function countDocumentsOn(db: Db, shelf: DocumentShelf): Promise<number> {
  let query = db
    .selectFrom("documents")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("attached_to", "=", shelf.attachedTo);
  if (shelf.attachedTo === "archive") {
    query = shelf.personalOf
      ? query.where("is_personal", "=", true).where("owner_id", "=", shelf.personalOf)
      : query.where("is_personal", "=", false);
  } else if (shelf.attachedTo !== "organization") {
    query = query.where(RECORD_COLUMN[shelf.attachedTo], "=", shelf.recordId);
  }
  return (await query.executeTakeFirstOrThrow()).count;
}

/** Bytes the organization stores, against its package's storage (SPEC §9). */
export async function storedBytes(db: Db): Promise<number> {
  const row = await db
    .selectFrom("documents")
    .select(sql<string>`coalesce(sum(size_bytes), 0)::text`.as("bytes"))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

export interface DocumentFields {
  org_id: string;
  attached_to: AttachedTo;
  is_personal: boolean;
  /** The member who added the file, or else the tenant contact who sent it with a maintenance request. */
  owner_id: string | null;
  uploaded_by_contact_id?: string | null;
  real_estate_id: string | null;
  contract_id: string | null;
  task_id: string | null;
  name: string;
  kind: FileKind;
  content_type: string;
  size_bytes: number;
  storage_key: string;
}

const SHOWN = [
  "d.id",
  "d.name",
  "d.kind",
  "d.size_bytes",
  "d.created_at",
  "d.attached_to",
  "d.is_personal",
  "d.owner_id",
  "d.shared_with_portal",
] as const;

export const insertDocument = (db: Db, fields: DocumentFields) =>
  db.insertInto("documents").values(fields).returning(["id", "name", "kind", "size_bytes", "created_at"]).executeTakeFirstOrThrow();

/** One file the caller may see: the organization's (row-level security), and a personal one only to its owner. */
export const findDocument = (db: Db, id: string, viewerId: string) =>
  visible(db, viewerId)
    .select([...SHOWN, "d.content_type", "d.storage_key", "d.real_estate_id", "d.contract_id", "d.task_id"])
    .where("d.id", "=", id)
    .executeTakeFirst();

/** The stored file behind a signed link: its organization's (row-level security), whoever asked for the link. */
export const findStoredFile = (db: Db, id: string) =>
  db.selectFrom("documents").select(["name", "kind", "content_type", "size_bytes", "storage_key"]).where("id", "=", id).executeTakeFirst();

/** The stored files of a real estate's documents, which go with it (the foreign key cascades). */
export const storageKeysOfRealEstate = async (db: Db, realEstateId: string): Promise<string[]> =>
  (await db.selectFrom("documents").select("storage_key").where("real_estate_id", "=", realEstateId).execute()).map(
    (row) => row.storage_key,
  );

export const deleteDocument = (db: Db, id: string) =>
  db.deleteFrom("documents").where("id", "=", id).returning("storage_key").executeTakeFirst();

const visible = (db: Db, viewerId: string) =>
  db.selectFrom("documents as d").where((eb) => eb.or([eb("d.is_personal", "=", false), eb("d.owner_id", "=", viewerId)]));

export interface DocumentFilters {
  viewerId: string;
  scope?: "all" | "shared" | "personal" | undefined;
  kind?: FileKind | undefined;
  real_estate_id?: string | undefined;
  contract_id?: string | undefined;
  task_id?: string | undefined;
  searchText?: string | undefined;
}

const SORTABLE = {
  columns: { name: sql.ref("d.name"), kind: sql.ref("d.kind"), size: sql.ref("d.size_bytes"), created_at: sql.ref("d.created_at") },
  tieBreaker: sql.ref("d.id"),
} satisfies Sortable<string>;

type DocumentSort = keyof typeof SORTABLE.columns;

/** The files a list shows, before the kind filter (the kind chips count each kind of the same files). */
function listed(db: Db, filters: Omit<DocumentFilters, "kind">) {
  let query = visible(db, filters.viewerId);
  if (filters.scope === "shared") query = query.where("d.attached_to", "=", "archive").where("d.is_personal", "=", false);
  if (filters.scope === "personal") query = query.where("d.is_personal", "=", true);
  for (const column of ["real_estate_id", "contract_id", "task_id"] as const) {
    const id = filters[column];
    if (id) query = query.where(`d.${column}`, "=", id);
  }
  if (filters.searchText) query = query.where("d.name", "ilike", `%${filters.searchText.replace(/[\\%_]/g, "\\$&")}%`);
  return query;
}

/** The archive or a record's files, with what each is attached to and who added it. */
export function listDocuments(db: Db, filters: DocumentFilters & { sort: DocumentSort; direction: SortDirection }, window: RowWindow) {
  let query = listed(db, filters);
  if (filters.kind) query = query.where("d.kind", "=", filters.kind);
  const rows = query
    .leftJoin("real_estates as re", (join) => join.onRef("re.id", "=", "d.real_estate_id").onRef("re.org_id", "=", "d.org_id"))
    .leftJoin("contracts as c", (join) => join.onRef("c.id", "=", "d.contract_id").onRef("c.org_id", "=", "d.org_id"))
    .leftJoin("real_estates as cre", (join) => join.onRef("cre.id", "=", "c.real_estate_id").onRef("cre.org_id", "=", "c.org_id"))
    .leftJoin("tasks as t", (join) => join.onRef("t.id", "=", "d.task_id").onRef("t.org_id", "=", "d.org_id"))
    .leftJoin("users as u", (join) => join.onRef("u.id", "=", "d.owner_id").onRef("u.org_id", "=", "d.org_id"))
    .leftJoin("contacts as sender", (join) =>
      join.onRef("sender.id", "=", "d.uploaded_by_contact_id").onRef("sender.org_id", "=", "d.org_id"),
    )
    .select([
      ...SHOWN,
      "d.real_estate_id",
      "d.contract_id",
      "d.task_id",
      "re.title as real_estate_title",
      "cre.title as contract_real_estate_title",
      "t.title as task_title",
      sql<string | null>`coalesce(u.name, sender.name)`.as("owner_name"),
    ]);
  return sortedPage(rows, SORTABLE, filters, window);
}

/** How many of the listed files are of each kind (the kind chips). */
export async function countDocumentsByKind(db: Db, filters: Omit<DocumentFilters, "kind">): Promise<Record<FileKind, number>> {
  const rows = await listed(db, filters)
    .select(["d.kind", sql<number>`count(*)::int`.as("count")])
    .groupBy("d.kind")
    .execute();
  const counts: Record<FileKind, number> = { excel: 0, word: 0, pdf: 0, image: 0 };
  for (const row of rows) counts[row.kind] = row.count;
  return counts;
}

import { sql, type Insertable, type Updateable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";
import { sortedPage, type RowWindow, type SortDirection } from "./paging.ts";

type BlogSort = "title" | "page_title" | "meta_description" | "url" | "active" | "created_at";

const BLOG_COLUMNS = [
  "blogs.id",
  "blogs.title",
  "blogs.page_title",
  "blogs.url",
  "blogs.meta_description",
  "blogs.content",
  "blogs.image_id",
  "blogs.active",
  "blogs.created_at",
  "blogs.updated_at",
] as const;

const blogs = (db: Db) => db.selectFrom("blogs").select(BLOG_COLUMNS);

/** The posts as /BlogsManagement lists them: the top bar's search finds a title, page title or url. */
export function listBlogs(
  db: Db,
  filters: { searchText?: string | undefined },
  order: { sort: BlogSort; direction: SortDirection },
  window: RowWindow,
) {
  let query = blogs(db);
  const search = filters.searchText?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, "\\$&")}%`;
    query = query.where((eb) => eb.or([eb("title", "ilike", pattern), eb("page_title", "ilike", pattern), eb("url", "ilike", pattern)]));
  }
  const columns = {
    title: sql`lower(blogs.title)`,
    page_title: sql`lower(blogs.page_title)`,
    meta_description: sql`lower(blogs.meta_description)`,
    url: sql`blogs.url`,
    active: sql`blogs.active`,
    created_at: sql`blogs.created_at`,
  };
  return sortedPage(query, { columns, tieBreaker: sql`blogs.id` }, order, window);
}

export const findBlog = (db: Db, id: string) => blogs(db).where("id", "=", id).executeTakeFirst();

/** Inserts the post, or nothing when another holds its url in any case (the unique index on lower(url)). */
export const insertBlog = (db: Db, row: Insertable<DB["blogs"]>) =>
  db
    .insertInto("blogs")
    .values(row)
    .onConflict((conflict) => conflict.expression(sql`lower(url)`).doNothing())
    .returning("id")
    .executeTakeFirst();

/**
 * Updates the post; null when another post holds the new url (the unique index refuses it inside this statement),
 * undefined when there is no such post.
 */
export async function updateBlog(db: Db, id: string, changes: Updateable<DB["blogs"]>) {
  try {
    return await db
      .updateTable("blogs")
      .set({ ...changes, updated_at: sql`now()` })
      .where("id", "=", id)
      .returning("id")
      .executeTakeFirst();
  } catch (error) {
    if ((error as { constraint?: string }).constraint === "blogs_url_key") return null;
    throw error;
  }
}

/** The public blog: active posts, newest first, one page with how many there are. */
export async function listActiveBlogs(db: Db, window: { page: number; pageSize: number }) {
  const query = blogs(db).where("active", "=", true);
  return sortedPage(
    query,
    { columns: { created_at: sql`blogs.created_at` }, tieBreaker: sql`blogs.id` },
    { sort: "created_at", direction: "desc" },
    window,
  );
}

/** One active post by its url; an inactive or unknown one is not there. */
export const findActiveBlogByUrl = (db: Db, url: string) =>
  blogs(db)
    .where((eb) => eb(eb.fn("lower", ["url"]), "=", url.toLowerCase()))
    .where("active", "=", true)
    .executeTakeFirst();

export const insertBlogImage = (db: Db, row: Insertable<DB["blog_images"]>) =>
  db.insertInto("blog_images").values(row).returning(["id", "name", "created_at"]).executeTakeFirstOrThrow();

export const findBlogImage = (db: Db, id: string) =>
  db.selectFrom("blog_images").select(["id", "storage_key", "name", "content_type", "size_bytes"]).where("id", "=", id).executeTakeFirst();

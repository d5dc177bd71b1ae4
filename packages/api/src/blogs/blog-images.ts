import { findBlogImage, insertBlogImage, type Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { randomUUID } from "node:crypto";
import type { Services } from "../context.ts";
import type { OpenedFile } from "../documents/stored-file.ts";
import { checkFile } from "../documents/file-checks.ts";
import { BLOG_IMAGE_PATH } from "./blog-html.ts";

/** SPEC §5 Blog: a post's pictures are png, jpg or jpeg. */
const PICTURE_TYPES = new Set(["image/png", "image/jpeg"]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const blogImageUrl = (id: string) => `${BLOG_IMAGE_PATH}${id}`;

/**
 * Stores a picture for a post (POST /upload?type=BLOG): checked as every upload is (extension, size, bytes that are
 * what the extension says), png or jpeg only. The picture is public once stored: a post's reader needs no token.
 */
export async function storeBlogImage(services: Services & { db: Db }, userId: string, file: { name: string; bytes: Uint8Array }) {
  const checked = await checkFile(file);
  if (!PICTURE_TYPES.has(checked.contentType)) throw new AppError("document.unsupportedType", { name: checked.name });
  const key = randomUUID();
  await services.storage.put(key, checked.bytes, checked.contentType);
  try {
    const row = await insertBlogImage(services.db, {
      storage_key: key,
      name: checked.name,
      content_type: checked.contentType as "image/png" | "image/jpeg",
      size_bytes: checked.bytes.byteLength,
      uploaded_by: userId,
    });
    return { id: row.id, name: row.name, url: blogImageUrl(row.id), key_object: row.id, created_at: row.created_at };
  } catch (error) {
    await services.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** A post's picture for anyone (GET /api/blog-images/:id). */
export async function openBlogImage(services: Services, id: string): Promise<OpenedFile> {
  const found = UUID.test(id) ? await findBlogImage(services.database.app, id) : undefined;
  const body = found ? await services.storage.get(found.storage_key) : null;
  if (!found || !body) throw new AppError("notFound");
  return { body, name: found.name, kind: "image", contentType: found.content_type, size: found.size_bytes };
}

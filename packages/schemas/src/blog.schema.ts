import { z } from "zod";
import { uploadedFiles } from "./document.schema.ts";
import { plainText, requiredOrInvalid, requiredString } from "./field.ts";
import { listQuery } from "./list-query.ts";
import { ZUuidSchema } from "./uuid.ts";
import { wholeNumber } from "./whole-number.ts";

/** A post's address under /blog/: words of any script and digits joined by hyphens, read in lower case. */
const SLUG = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

const ZBlogUrlSchema = requiredString()
  .max(200, { error: "field.maxLength" })
  .regex(SLUG, { error: "blog.urlFormat" })
  .transform((url) => url.toLowerCase());

/** One node of the editor's document (TipTap JSON); which nodes and marks are shown is the renderer's allow-list. */
export interface TRichTextNode {
  type: string;
  text?: string | undefined;
  attrs?: Record<string, unknown> | undefined;
  marks?: { type: string; attrs?: Record<string, unknown> | undefined }[] | undefined;
  content?: TRichTextNode[] | undefined;
}

const ZAttrs = z.record(z.string(), z.unknown()).optional();
const ZRichTextNode: z.ZodType<TRichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().max(50),
    text: plainText().optional(),
    attrs: ZAttrs,
    marks: z.array(z.object({ type: z.string().max(50), attrs: ZAttrs })).optional(),
    content: z.array(ZRichTextNode).optional(),
  }),
);

/** Far more than any article, small enough that one post cannot fill the database. */
const CONTENT_MAX_CHARACTERS = 500_000;
// PostgreSQL refuses the NUL character in jsonb, which would answer 500.
const NUL = "\\u0000";

const hasText = (node: TRichTextNode): boolean => Boolean(node.text?.trim()) || (node.content ?? []).some(hasText);

/** SPEC §5: the post's rich text (TipTap's JSON document) must have text. */
const ZBlogContentSchema = z
  .object({ type: z.literal("doc", { error: "field.invalid" }), content: z.array(ZRichTextNode).optional() }, { error: requiredOrInvalid })
  .refine((doc) => !JSON.stringify(doc).includes(NUL) && JSON.stringify(doc).length <= CONTENT_MAX_CHARACTERS, {
    error: "field.invalid",
    abort: true,
  })
  .refine(hasText, { error: "field.required" });

export type TBlogContent = z.output<typeof ZBlogContentSchema>;

const shortText = (max: number) => requiredString().max(max, { error: "field.maxLength" });

/**
 * A post as staff write it (SPEC §4, §5 Blog): title, page title, url, meta description and the cover picture
 * (`image_key_object`, the id POST /upload?type=BLOG answered) required, the content with text; a new post is
 * inactive unless it says otherwise.
 */
export const ZBlogSaveSchema = z.object({
  title: shortText(200),
  page_title: shortText(200),
  url: ZBlogUrlSchema,
  meta_description: shortText(300),
  image_key_object: ZUuidSchema,
  content: ZBlogContentSchema,
  active: z.boolean({ error: "field.invalid" }).default(false),
});

/** PUT /admin/blogs/{id} (SPEC §7): the same fields, or only `active` (Change Status). */
export const ZBlogUpdateSchema = z.union([
  ZBlogSaveSchema.extend({ id: ZUuidSchema }),
  z.strictObject({ id: ZUuidSchema, active: z.boolean({ error: requiredOrInvalid }) }),
]);

/** /BlogsManagement's table: sortable by each column, newest first. */
export const blogList = listQuery({
  sort: ["title", "page_title", "meta_description", "url", "active", "created_at"],
  defaultSort: "created_at",
  defaultDirection: "desc",
});
export const ZBlogListSchema = blogList.input;
export const ZBlogExportSchema = blogList.exportInput;
export type TBlogSort = (typeof blogList.sorting.columns)[number];

/** The public blog: active posts, newest first, a page at a time. */
export const ZPublishedBlogsSchema = z.object({ page: wholeNumber({ min: 1, max: 100_000 }).default(1) }).prefault({});

/** One active post by its url (/blog/{url}). */
export const ZPublishedBlogSchema = z.object({
  url: plainText()
    .max(200, { error: "field.maxLength" })
    .transform((url) => url.toLowerCase()),
});

/** POST /upload?type=BLOG (SPEC §7): a post's cover or a picture in its text, one file at a time. */
export const BLOG_UPLOAD_TYPE = "BLOG";
export const ZBlogImageUploadSchema = z.object({
  type: plainText()
    .transform((text) => text.trim().toUpperCase())
    .pipe(z.literal(BLOG_UPLOAD_TYPE, { error: "field.invalid" })),
  count: wholeNumber({ min: 1, max: 1 }),
  files: uploadedFiles(1),
});

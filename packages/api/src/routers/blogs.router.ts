import { findActiveBlogByUrl, findBlog, findBlogImage, insertBlog, listActiveBlogs, listBlogs, updateBlog, type Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import {
  PAGE_SIZE,
  ZBlogExportSchema,
  ZBlogImageUploadSchema,
  ZBlogListSchema,
  ZBlogSaveSchema,
  ZBlogUpdateSchema,
  ZIdSchema,
  ZPublishedBlogSchema,
  ZPublishedBlogsSchema,
  type TBlogContent,
} from "@amlak/schemas";
import { isRenderable, renderBlogHtml } from "../blogs/blog-html.ts";
import { blogImageUrl, storeBlogImage } from "../blogs/blog-images.ts";
import { pageOf } from "../list-procedures.ts";
import { ZBlogImageOutput, ZBlogOutput, ZBlogRowOutput, ZPublishedBlogOutput, ZPublishedBlogsOutput } from "../outputs/blogs.output.ts";
import { listPageOutput } from "../outputs/portfolio.output.ts";
import { publicProcedure, router, staffProcedure } from "../trpc.ts";

const staff = staffProcedure("blogsManagement");

type BlogRow = NonNullable<Awaited<ReturnType<typeof findBlog>>>;

const rowView = ({ content: _content, image_id, ...row }: BlogRow) => ({
  ...row,
  image_url: blogImageUrl(image_id),
  image_key_object: image_id,
});

const cardView = (row: BlogRow) => ({
  title: row.title,
  page_title: row.page_title,
  url: row.url,
  meta_description: row.meta_description,
  image_url: blogImageUrl(row.image_id),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

async function post(db: Db, id: string | undefined) {
  const row = id ? await findBlog(db, id) : undefined;
  if (!row) throw new AppError("notFound");
  return { ...rowView(row), content: row.content };
}

/** The cover must be a picture uploaded for posts, and the text one the editor's schema renders. */
async function checkPost(db: Db, input: { image_key_object: string; content: TBlogContent }) {
  if (!(await findBlogImage(db, input.image_key_object)))
    throw new AppError("validation.failed", {}, { image_key_object: "field.invalid" });
  if (!isRenderable(input.content)) throw new AppError("validation.failed", {}, { content: "field.invalid" });
}

const urlTaken = () => new AppError("blog.urlTaken", {}, { url: "blog.urlTaken" });

/**
 * The blog (SPEC §2 /BlogsManagement, /blogs, /blog/:slug): staff of types seoSpecialist and system write posts on the
 * owner's connection (posts belong to no organization); anyone reads the active ones, their text as HTML rendered and
 * cut to an allow-list on the server.
 */
export const blogsRouter = router({
  list: staff
    .input(ZBlogListSchema)
    .output(listPageOutput(ZBlogRowOutput))
    .query(async ({ ctx, input }) => {
      const page = await listBlogs(ctx.db, input, input, pageOf(input));
      return { total: page.total, rows: page.rows.map(rowView) };
    }),

  export: staff
    .input(ZBlogExportSchema)
    .output(listPageOutput(ZBlogRowOutput))
    .query(async ({ ctx, input }) => {
      const all = await listBlogs(ctx.db, input, input, "all");
      return { total: all.total, rows: all.rows.map(rowView) };
    }),

  get: staff
    .input(ZIdSchema)
    .output(ZBlogOutput)
    .query(({ ctx, input }) => post(ctx.db, input.id)),

  create: staff
    .input(ZBlogSaveSchema)
    .output(ZBlogOutput)
    .mutation(async ({ ctx, input }) => {
      await checkPost(ctx.db, input);
      const { image_key_object, content, ...fields } = input;
      const row = await insertBlog(ctx.db, { ...fields, image_id: image_key_object, content: JSON.stringify(content) });
      if (!row) throw urlTaken();
      return post(ctx.db, row.id);
    }),

  /** The whole post, or only `active` (Change Status). */
  update: staff
    .input(ZBlogUpdateSchema)
    .output(ZBlogOutput)
    .mutation(async ({ ctx, input }) => {
      if (!("content" in input)) return post(ctx.db, (await updateBlog(ctx.db, input.id, { active: input.active }))?.id);
      await checkPost(ctx.db, input);
      const { id, image_key_object, content, ...fields } = input;
      const row = await updateBlog(ctx.db, id, { ...fields, image_id: image_key_object, content: JSON.stringify(content) });
      if (row === null) throw urlTaken();
      return post(ctx.db, row?.id);
    }),

  /** A cover or a picture in a post's text, stored from POST /upload?type=BLOG (over /trpc no file can be sent). */
  uploadImage: staff
    .input(ZBlogImageUploadSchema)
    .output(ZBlogImageOutput)
    .mutation(async ({ ctx, input }) => ({
      results: await Promise.all(input.files.map((file) => storeBlogImage(ctx, ctx.caller.userId, file))),
    })),

  /** The public blog: active posts, newest first, ten a page. */
  published: publicProcedure
    .input(ZPublishedBlogsSchema)
    .output(ZPublishedBlogsOutput)
    .query(async ({ ctx, input }) => {
      const page = await listActiveBlogs(ctx.database.app, { page: input.page, pageSize: PAGE_SIZE });
      return { total: page.total, rows: page.rows.map(cardView) };
    }),

  /** One active post by its url, its text as safe HTML; an inactive or unknown post is not found. */
  post: publicProcedure
    .input(ZPublishedBlogSchema)
    .output(ZPublishedBlogOutput)
    .query(async ({ ctx, input }) => {
      const row = await findActiveBlogByUrl(ctx.database.app, input.url);
      if (!row) throw new AppError("notFound");
      // Stored only after ZBlogContentSchema and the renderer accepted it.
      return { ...cardView(row), html: renderBlogHtml(row.content as unknown as TBlogContent) };
    }),
});

import { z } from "zod";
import { ZInstantOutput } from "./values.ts";

/** SPEC §3 Blog as /BlogsManagement lists it; `image_url` is where the cover is served to anyone. */
export const ZBlogRowOutput = z.object({
  id: z.string(),
  title: z.string(),
  page_title: z.string(),
  url: z.string(),
  meta_description: z.string(),
  image_url: z.string(),
  image_key_object: z.string(),
  active: z.boolean(),
  created_at: ZInstantOutput,
  updated_at: ZInstantOutput,
});

/** A post with its rich text as the editor stores it (TipTap JSON), for the form. */
export const ZBlogOutput = ZBlogRowOutput.extend({ content: z.unknown() });

/** A stored picture of a post (POST /upload?type=BLOG): `url` is public, `key_object` its id. */
export const ZBlogImageOutput = z.object({
  results: z.array(z.object({ id: z.string(), name: z.string(), url: z.string(), key_object: z.string(), created_at: ZInstantOutput })),
});

/** An active post as the public blog shows it: never the stored JSON, only the HTML cut to the allow-list. */
const ZPublishedBlogCardOutput = ZBlogRowOutput.pick({
  title: true,
  page_title: true,
  url: true,
  meta_description: true,
  image_url: true,
  created_at: true,
  updated_at: true,
});
export const ZPublishedBlogsOutput = z.object({ rows: z.array(ZPublishedBlogCardOutput), total: z.int().min(0) });
export const ZPublishedBlogOutput = ZPublishedBlogCardOutput.extend({ html: z.string() });

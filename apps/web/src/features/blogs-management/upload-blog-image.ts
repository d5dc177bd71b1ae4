import { BLOG_UPLOAD_TYPE } from "@amlak/schemas";
import { sessionStore } from "../../lib/session/session-store.ts";
import { postFiles } from "../documents/upload-files.ts";

/** SPEC §5 Blog: a post's pictures are png, jpg or jpeg. */
export const BLOG_IMAGE_ACCEPT = ".png,.jpg,.jpeg";

/** A picture stored for posts: `url` is public (the blog shows it to anyone), `key_object` its id. */
interface BlogImage {
  url: string;
  key_object: string;
}

/** Sends one picture to POST /api/upload?type=BLOG (compressed like every photo); a refusal throws a DownloadError. */
export async function uploadBlogImage(file: File): Promise<BlogImage> {
  const query = new URLSearchParams({ type: BLOG_UPLOAD_TYPE, count: "1" });
  const { results } = await postFiles<{ results: BlogImage[] }>(`/api/upload?${query}`, [file], sessionStore.get().token);
  const [stored] = results;
  if (!stored) throw new Error("the upload answered no file");
  return stored;
}

import { trpc } from "../../lib/trpc/client.ts";

/** /blog/:slug's data: the active post at that url with its HTML (the one place this page fetches). */
export const usePublishedBlog = (url: string) => trpc.blogs.post.useQuery({ url });

import { keepPreviousData } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc/client.ts";

/** /blogs' data: one page of active posts, newest first (the one place this page fetches, so it can move to the server). */
export const usePublishedBlogs = (page: number) => trpc.blogs.published.useQuery({ page }, { placeholderData: keepPreviousData });

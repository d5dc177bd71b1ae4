import { appRouter, type Services } from "@amlak/api";
import type { SiteSettings } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { TRPCError } from "@trpc/server";
import type { FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { contextOf } from "./request-context.ts";

/** The procedures the public pages read, as apps/web/src/public/site/public-api.ts declares them. */
interface PublicApi {
  packages(): Promise<unknown[]>;
  activePosts(): Promise<PublishedPost[]>;
  post(url: string): Promise<PublishedPost | null>;
}

interface PublishedPost {
  url: string;
  created_at: string;
  updated_at: string;
}

/** A post as the page's JSON data carries it: its moments as ISO strings. */
const asJson = <Post extends { created_at: Date; updated_at: Date }>(post: Post) => ({
  ...post,
  created_at: post.created_at.toISOString(),
  updated_at: post.updated_at.toISOString(),
});

/** What the web build's SSR module (dist/server/public-ssr.js, from apps/web/src/public-ssr.tsx) offers the server. */
export interface PublicSite {
  isPublicPage(path: string): boolean;
  renderPage(request: {
    template: string;
    path: string;
    search: string;
    lang: Lang;
    origin: string;
    api: PublicApi;
    site: SiteSettings;
  }): Promise<{ status: number; html: string }>;
  sitemap(origin: string, api: PublicApi): Promise<string>;
}

export async function loadPublicSite(webDist: string): Promise<PublicSite | null> {
  const file = path.join(webDist, "server", "public-ssr.js");
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as PublicSite) : null;
}

/** The public procedures, called as the request's visitor. */
export function publicApiOf(services: Services, request: FastifyRequest): PublicApi {
  const caller = async () => appRouter.createCaller(await contextOf(services, request));
  return {
    packages: async () => (await caller()).subscriptions.packages(),
    async activePosts() {
      const api = await caller();
      const posts: PublishedPost[] = [];
      for (let page = 1; ; page++) {
        const { rows, total } = await api.blogs.published({ page });
        posts.push(...rows.map(asJson));
        if (rows.length === 0 || posts.length >= total) return posts;
      }
    },
    async post(url) {
      try {
        return asJson(await (await caller()).blogs.post({ url }));
      } catch (error) {
        if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
        throw error;
      }
    },
  };
}

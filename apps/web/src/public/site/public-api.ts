import type { RouterOutputs } from "../../lib/trpc/router-types.ts";

export type PricedPackage = RouterOutputs["subscriptions"]["packages"][number];

/**
 * An active blog post as /blogs lists it. The page's data crosses to the browser as JSON, so its moments are ISO
 * strings here.
 */
export interface BlogCard {
  url: string;
  title: string;
  page_title: string;
  meta_description: string;
  image_url: string;
  created_at: string;
  updated_at: string;
}

/** One active post as its page shows it: the editor's content already rendered to allow-listed HTML on the server. */
export interface BlogPost extends BlogCard {
  html: string;
}

/** What the server hands the public pages' loaders: the public procedures, called in the request's language. */
export interface PublicApi {
  packages(): Promise<PricedPackage[]>;
  /** Every active post, newest first. */
  activePosts(): Promise<BlogCard[]>;
  post(url: string): Promise<BlogPost | null>;
}

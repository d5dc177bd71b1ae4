import { matchesPath, PUBLIC_ROUTES as SPEC_ROUTES } from "@amlak/domain";
import type { ComponentType } from "react";
import { LEGAL_EFFECTIVE_DATE, type LegalDocument } from "../legal/legal-documents.ts";
import type { BlogCard, BlogPost, PricedPackage, PublicApi } from "./public-api.ts";
import { landingJsonLd, type Site } from "./structured-data.ts";

export type Params = Readonly<Record<string, string>>;

export interface PageProps<Data> {
  data: Data;
  params: Params;
}

interface Head {
  title: string;
  description: string;
}

/** One server-rendered public page: where it lives, what it shows, what search engines read of it. */
export interface PublicRoute<Data = unknown> {
  /** Its catalogue keys are seo.<key>.title and seo.<key>.description. */
  key: string;
  path: string;
  page: () => Promise<ComponentType<PageProps<Data>>>;
  /** The page's data, read on the server; null answers 404 (a post that is not active). */
  load?: (api: PublicApi, params: Params) => Promise<Data | null>;
  /** A title and description of the page's own (a post's Page Title and Meta Description) instead of the catalogue's. */
  head?: (data: Data) => Head;
  jsonLd?: (site: Site) => object[];
  /** Last change of the page's content, for the sitemap (ISO date). */
  modified: string;
  /** The sitemap entries of a page with parameters (each active post). */
  listed?: (api: PublicApi) => Promise<{ path: string; modified: string }[]>;
}

/** When the marketing pages' wording last changed. */
const SITE_MODIFIED = "2026-11-26";

/** The table's rows pair each loader with its page; erasing the data type here keeps the table one array. */
function row<Data>(route: PublicRoute<Data>): PublicRoute {
  return route as unknown as PublicRoute;
}

const specPath = (key: string): string => {
  const entry = SPEC_ROUTES.find((route) => route.key === key);
  if (!entry) throw new Error(`no public route ${key}`);
  return entry.path;
};

const legal = (document: LegalDocument) =>
  row({
    key: document,
    path: specPath(document),
    page: async () => {
      const { LegalPage } = await import("../legal/legal-page.tsx");
      return () => <LegalPage document={document} />;
    },
    modified: LEGAL_EFFECTIVE_DATE,
  });

export const PUBLIC_PAGES: readonly PublicRoute[] = [
  row<PricedPackage[]>({
    key: "landing",
    path: specPath("landing"),
    page: async () => (await import("../landing/landing-page.tsx")).LandingPage,
    load: (api) => api.packages(),
    jsonLd: landingJsonLd,
    modified: SITE_MODIFIED,
  }),
  row<PricedPackage[]>({
    key: "pricing",
    path: specPath("pricing"),
    page: async () => (await import("../pricing/pricing-page.tsx")).PricingPage,
    load: (api) => api.packages(),
    modified: SITE_MODIFIED,
  }),
  row<BlogCard[]>({
    key: "blogs",
    path: specPath("blogs"),
    page: async () => (await import("../blogs/blogs-page.tsx")).BlogsPage,
    load: (api) => api.activePosts(),
    modified: SITE_MODIFIED,
  }),
  row<BlogPost>({
    key: "blog",
    path: specPath("blog"),
    page: async () => (await import("../blog/blog-post-page.tsx")).BlogPostPage,
    load: (api, params) => api.post(params.slug ?? ""),
    head: (post) => ({ title: post.page_title, description: post.meta_description }),
    modified: SITE_MODIFIED,
    listed: async (api) =>
      (await api.activePosts()).map((post) => ({ path: `/blog/${encodeURIComponent(post.url)}`, modified: post.updated_at.slice(0, 10) })),
  }),
  row({
    key: "about",
    path: specPath("about"),
    page: async () => (await import("../about/about-page.tsx")).AboutPage,
    modified: SITE_MODIFIED,
  }),
  row({
    key: "contact",
    path: specPath("contact"),
    page: async () => (await import("../contact/contact-page.tsx")).ContactPage,
    modified: SITE_MODIFIED,
  }),
  row({
    key: "contact",
    path: specPath("publicContact"),
    page: async () => (await import("../contact/contact-page.tsx")).ContactPage,
    modified: SITE_MODIFIED,
  }),
  row({
    key: "realEstatePublic",
    path: specPath("realEstatePublic"),
    page: async () => (await import("../real-estate/real-estate-public-page.tsx")).RealEstatePublicPage,
    modified: SITE_MODIFIED,
  }),
  legal("termsOfUse"),
  legal("privacyPolicy"),
  legal("refundPolicy"),
];

/** Answered with HTTP 404 for any path no page or app route has. */
export const NOT_FOUND_PAGE: PublicRoute = row({
  key: "notFound",
  path: "",
  page: async () => (await import("../not-found/not-found-page.tsx")).NotFoundPage,
  modified: SITE_MODIFIED,
});

/** The page at a browser path (case-insensitive, as SPEC §2 links /termsofuse too) and its `:name` parameters. */
export function findPublicPage(path: string): { route: PublicRoute; params: Params } | null {
  const route = PUBLIC_PAGES.find((candidate) => matchesPath(candidate.path, path));
  if (!route) return null;
  const actual = path.split("/").filter(Boolean);
  const params = Object.fromEntries(
    route.path
      .split("/")
      .filter(Boolean)
      .flatMap((segment, index) => (segment.startsWith(":") ? [[segment.slice(1), decodeURIComponent(actual[index] ?? "")]] : [])),
  );
  return { route, params };
}

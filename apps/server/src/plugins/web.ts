import type { Services } from "@amlak/api";
import { AppError, isAppPath, PORTAL_PREFIXES, SIGNED_IN_ROUTES, type SiteSettings } from "@amlak/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadPublicSite, publicApiOf, type PublicSite } from "./public-site.ts";
import { sendCompressed } from "./send-compressed.ts";
import { withSiteHead } from "./site-head.ts";

/**
 * Serves the web build: the public site rendered on the server (public.html filled by the SSR module), the signed-in
 * app's index.html for the app's own routes, and a rendered not-found page with 404 for any other path.
 */
export async function webRoutes(
  app: FastifyInstance,
  { webDist, services, site: settings }: { webDist: string; services: Services; site: SiteSettings },
) {
  if (!existsSync(path.join(webDist, "index.html"))) {
    app.log.warn(`no web build at ${webDist}; run npm run build -w @amlak/web`);
    return;
  }
  const site = await loadPublicSite(webDist);
  if (!site) throw new Error(`the web build at ${webDist} has no server-rendering module; run npm run build -w @amlak/web`);
  const template = withSiteHead(readFileSync(path.join(webDist, "public.html"), "utf8"), settings);
  const appPage = withSiteHead(readFileSync(path.join(webDist, "index.html"), "utf8"), settings);
  const origin = services.publicUrl.replace(/\/+$/, "");

  const assets = path.join(webDist, "assets") + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/vite-precompress.ts).
    preCompressed: true,
    maxAge: "1h",
    // Vite names each asset by its content's hash: a changed file gets a new name, so the old one may be kept for ever.
    setHeaders: (reply, file) => {
      if (file.startsWith(assets)) reply.header("cache-control", "public, max-age=31536000, immutable");
    },
  });

  app.get("/sitemap.xml", async (request, reply) =>
    sendCompressed(request, reply.type("application/xml; charset=utf-8"), await site.sitemap(origin, publicApiOf(services, request))),
  );
  app.get("/robots.txt", (_request, reply) => reply.type("text/plain; charset=utf-8").send(robotsTxt(origin)));

  // /api and /trpc have their own not-found handler (plugins/refusals.ts); this one sees only the web's paths.
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") throw new AppError("notFound");
    const url = new URL(request.url, "http://localhost");
    if (!site.isPublicPage(url.pathname) && isAppPath(url.pathname)) {
      // The signed-in app renders in the browser and is no page for search engines.
      return sendCompressed(
        request,
        reply.header("cache-control", "no-cache").header("x-robots-tag", "noindex").type("text/html; charset=utf-8"),
        appPage,
      );
    }
    return renderPublicPage(site, request, reply, { template, origin, url, services, settings });
  });
}

async function renderPublicPage(
  site: PublicSite,
  request: FastifyRequest,
  reply: FastifyReply,
  { template, origin, url, services, settings }: { template: string; origin: string; url: URL; services: Services; settings: SiteSettings },
) {
  const { status, html } = await site.renderPage({
    template,
    path: url.pathname,
    search: url.search.replace(/^\?/, ""),
    // Arabic at the SPEC path, English at the same path with ?lang=en (the hreflang alternates say so).
    lang: url.searchParams.get("lang") === "en" ? "en" : "ar",
    origin,
    api: publicApiOf(services, request),
    site: settings,
  });
  return sendCompressed(request, reply.code(status).header("cache-control", "no-cache").type("text/html; charset=utf-8"), html);
}

/** Search engines may read the public site; the signed-in app, the portals and the API are no pages of theirs. */
function robotsTxt(origin: string): string {
  const staticPart = (route: string) => route.split("/:", 1)[0] ?? route;
  const prefixes = [...new Set([...SIGNED_IN_ROUTES.map((route) => staticPart(route.path)), ...PORTAL_PREFIXES, "/api/", "/trpc/"])];
  // /contracts/new is closed by /contracts already.
  const closed = prefixes.filter((prefix) => !prefixes.some((other) => prefix.startsWith(`${other}/`)));
  return ["User-agent: *", "Allow: /", ...closed.map((route) => `Disallow: ${route}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

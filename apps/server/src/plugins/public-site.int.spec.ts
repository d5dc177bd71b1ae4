import { testServices } from "@amlak/api/testing";
import { translate, type Lang } from "@amlak/i18n";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

// The served HTML as a search engine fetches it, without running any script: the real web build, rendered per request.
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));
const services = testServices();
const origin = services.publicUrl;
let app: FastifyInstance;

beforeAll(async () => {
  if (!existsSync(`${webDist}/server/public-ssr.js`)) throw new Error("build the web app first: npm run build -w @amlak/web");
  app = await buildApp({ services, webDist });
});
afterAll(() => app.close());

/** Each public page, its catalogue key, and a sentence of its body. */
const PAGES = [
  { path: "/landing", key: "landing", text: "landing.hero.title" },
  { path: "/pricing", key: "pricing", text: "pricing.title" },
  { path: "/blogs", key: "blogs", text: "blogs.title" },
  { path: "/about", key: "about", text: "about.title" },
  { path: "/contact", key: "contact", text: "contactPage.title" },
  { path: "/publicContact", key: "contact", text: "contactPage.title" },
  { path: "/RealStatePublic", key: "realEstatePublic", text: "realEstatePublic.tab.details" },
  { path: "/TermsOfUse", key: "termsOfUse", text: "legal.termsOfUse.acceptance.title" },
  { path: "/PrivacyPolicy", key: "privacyPolicy", text: "legal.privacyPolicy.consent.title" },
  { path: "/RefundPolicy", key: "refundPolicy", text: "legal.refundPolicy.scope.title" },
] as const;

const LANGS: readonly Lang[] = ["ar", "en"];
const urlIn = (path: string, lang: Lang) => `${origin}${path}${lang === "en" ? "?lang=en" : ""}`;
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
/** The text a reader sees: tags and the page state script left out. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("the public pages as served HTML", () => {
  for (const page of PAGES) {
    for (const lang of LANGS) {
      it(`renders ${page.path} in ${lang} with its head, language and text`, async () => {
        const answer = await app.inject({ method: "GET", url: lang === "en" ? `${page.path}?lang=en` : page.path });
        expect(answer.statusCode).toBe(200);
        const html = answer.body;
        expect(html).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`);
        expect(html).toContain(`<title>${escaped(translate(lang, `seo.${page.key}.title`))}</title>`);
        expect(html).toContain(`<meta name="description" content="${escaped(translate(lang, `seo.${page.key}.description`))}" />`);
        expect(html).toContain(`<link rel="canonical" href="${urlIn(page.path, lang)}" />`);
        expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${urlIn(page.path, "ar")}" />`);
        expect(html).toContain(`<link rel="alternate" hreflang="en" href="${urlIn(page.path, "en")}" />`);
        expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${urlIn(page.path, "ar")}" />`);
        expect(html).toContain(`<meta property="og:title"`);
        expect(visibleText(html)).toContain(translate(lang, page.text));
        expect(html).not.toContain('name="robots"');
      });
    }
  }

  it("gives /landing the Organization and SoftwareApplication structured data", async () => {
    const html = (await app.inject({ method: "GET", url: "/landing" })).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "") as { "@type": string },
    );
    expect(blocks.map((block) => block["@type"])).toEqual(["Organization", "SoftwareApplication"]);
  });

  it("shows real screens of the product on /landing, in the page's language, served as WebP", async () => {
    for (const lang of ["ar", "en"] as const) {
      const html = (await app.inject({ method: "GET", url: lang === "en" ? "/landing?lang=en" : "/landing" })).body;
      for (const screen of ["dashboard", "payments"]) {
        const src = `/product/${screen}-${lang}.webp`;
        expect(html).toContain(`src="${src}"`);
        const image = await app.inject({ method: "GET", url: src });
        expect(image.statusCode).toBe(200);
        expect(image.headers["content-type"]).toBe("image/webp");
        expect(image.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
      }
    }
  });

  it("shows the package matrix of the database on /pricing, Business on request", async () => {
    const { body } = await app.inject({ method: "GET", url: "/pricing?lang=en" });
    expect(body).toContain('data-testid="plan-gold-price"');
    expect(visibleText(body)).toContain(translate("en", "pricing.onRequest"));
  });

  it("names a legal page by its SPEC spelling whatever the case it was asked in", async () => {
    const { statusCode, body } = await app.inject({ method: "GET", url: "/termsofuse" });
    expect(statusCode).toBe(200);
    expect(body).toContain(`<link rel="canonical" href="${origin}/TermsOfUse" />`);
  });
});

describe("paths no page has", () => {
  it.each(["/no-such-page", "/blog/no-such-post", "/landing/extra", "/Properties/1/2"])(
    "answers %s with 404 and the not-found page",
    async (url) => {
      const answer = await app.inject({ method: "GET", url });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain(`<title>${translate("ar", "seo.notFound.title")}</title>`);
      expect(visibleText(answer.body)).toContain(translate("ar", "notFound.title"));
      expect(answer.body).toContain('<meta name="robots" content="noindex" />');
    },
  );

  it("answers the not-found page in English when asked", async () => {
    const answer = await app.inject({ method: "GET", url: "/no-such-page?lang=en" });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<html lang="en" dir="ltr">');
    expect(visibleText(answer.body)).toContain(translate("en", "notFound.title"));
  });

  it.each(["/", "/dashboard", "/Properties/4f0e", "/login", "/mockLogin", "/tenant", "/owner/login", "/BlogsManagement"])(
    "serves the signed-in app at %s, kept out of search engines",
    async (url) => {
      const answer = await app.inject({ method: "GET", url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["x-robots-tag"]).toBe("noindex");
      expect(answer.body).toContain('<meta name="robots" content="noindex" />');
      expect(answer.body).not.toContain('<link rel="canonical"');
    },
  );
});

describe("what search engines are told to read", () => {
  it("lists every public page in both languages in /sitemap.xml, each with its last change", async () => {
    const answer = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("application/xml");
    const locs = [...answer.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    const expected = [...new Set(PAGES.map((page) => page.path))].flatMap((path) => LANGS.map((lang) => urlIn(path, lang)));
    expect(locs.sort()).toEqual(expected.sort());
    expect([...answer.body.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(expected.length);
  });

  it("points /robots.txt at the sitemap and keeps the signed-in app out", async () => {
    const answer = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.split("\n");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const closed of ["/dashboard", "/Properties", "/BlogsManagement", "/tenant", "/api/", "/trpc/"])
      expect(lines).toContain(`Disallow: ${closed}`);
    for (const open of ["/landing", "/pricing", "/blog"])
      expect(lines.some((line) => line.startsWith("Disallow:") && open.startsWith(line.slice(10)))).toBe(false);
  });

  it("sends a page compressed when the browser takes it", async () => {
    const answer = await app.inject({ method: "GET", url: "/landing", headers: { "accept-encoding": "gzip, br" } });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.vary).toContain("accept-encoding");
  });
});

import { testServices } from "@amlak/api/testing";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { siteSettingsOf } from "../site-config.ts";

// The served HTML and its Content-Security-Policy, with nothing configured and with a deployment's settings.
const webDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));
const services = testServices();
let plain: FastifyInstance;
let configured: FastifyInstance;

beforeAll(async () => {
  if (!existsSync(`${webDist}/server/public-ssr.js`)) throw new Error("build the web app first: npm run build -w @amlak/web");
  plain = await buildApp({ services, webDist });
  configured = await buildApp({
    services,
    webDist,
    site: siteSettingsOf({
      NODE_ENV: "production",
      SUPPORT_EMAIL: "help@example.sa",
      SOCIAL_LINKEDIN: "https://www.linkedin.com/company/example",
      ANALYTICS_PROVIDER: "plausible",
      ANALYTICS_ID: "example.sa",
      MEETING_BOOKING_URL: "https://calendly.com/example/sales",
    }),
  });
});
afterAll(async () => {
  await plain.close();
  await configured.close();
});

const get = (app: FastifyInstance, url: string) => app.inject({ method: "GET", url });
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(";")
    .find((part) => part.startsWith(`${name} `));

describe("with nothing configured", () => {
  it("serves no analytics script, no booking page and opens no third-party origin", async () => {
    const answer = await get(plain, "/landing");
    expect(answer.body).not.toMatch(/<script async/);
    expect(answer.body).not.toContain("calendly");
    expect(directive(answer.headers["content-security-policy"], "script-src")).toBe("script-src 'self'");
    expect(directive(answer.headers["content-security-policy"], "frame-src")).toBe("frame-src 'self'");
  });

  it("shows the demo's contact points in the footer, as npm start does", async () => {
    const { body } = await get(plain, "/about?lang=en");
    for (const link of ["footer-phone", "footer-email", "footer-whatsapp", "footer-social-x", "footer-social-youtube"])
      expect(body).toContain(`data-testid="${link}"`);
    expect(body).toContain('href="https://wa.me/966555550100"');
    expect(body).toContain("+966 55 555 0100");
  });

  it("keeps the sales form behind the Business package's Contact sales", async () => {
    const { body } = await get(plain, "/pricing?lang=en");
    expect(body).toContain('href="/contact?about=business"');
    expect(body).not.toContain('data-track="book_meeting"');
  });
});

describe("with a deployment's settings", () => {
  it("loads the analytics script async, and the policy opens its origin and the scheduling page's, no other", async () => {
    const answer = await get(configured, "/landing?lang=en");
    expect(answer.body).toContain('<script async data-domain="example.sa" src="https://plausible.io/js/script.js"></script>');
    const csp = answer.headers["content-security-policy"];
    expect(directive(csp, "script-src")).toBe("script-src 'self' https://plausible.io");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://plausible.io");
    expect(directive(csp, "frame-src")).toBe("frame-src 'self' https://calendly.com");
  });

  it("shows only the configured contact points in the footer", async () => {
    const { body } = await get(configured, "/about?lang=en");
    expect(body).toContain('href="mailto:help@example.sa"');
    expect(body).toContain('data-testid="footer-social-linkedin"');
    for (const absent of ["footer-phone", "footer-whatsapp", "footer-social-x", "footer-social-instagram", "footer-social-youtube"])
      expect(body).not.toContain(`data-testid="${absent}"`);
  });

  it("opens the meeting booking from the Business package and the landing page instead of the sales form", async () => {
    const pricing = (await get(configured, "/pricing?lang=en")).body;
    expect(pricing).toContain('data-track="book_meeting"');
    expect(pricing).not.toContain('href="/contact?about=business"');
    expect((await get(configured, "/landing")).body).toContain('data-testid="landing-sales"');
  });

  it("hands the signed-in app the same settings and analytics", async () => {
    const { body } = await get(configured, "/dashboard");
    const block = /<script type="application\/json" id="site-settings">(.*?)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(block ?? "null")).toMatchObject({
      contacts: { supportEmail: "help@example.sa" },
      meetingBookingUrl: "https://calendly.com/example/sales",
    });
    expect(body).toContain('src="https://plausible.io/js/script.js"');
  });
});

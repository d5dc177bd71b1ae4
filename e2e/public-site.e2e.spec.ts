import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot } from "./browser.ts";

const demo = new DemoInBrowser();

const PAGES = [
  "/landing",
  "/pricing",
  "/blogs",
  "/about",
  "/contact",
  "/RealStatePublic",
  "/TermsOfUse",
  "/PrivacyPolicy",
  "/RefundPolicy",
];
const WIDTHS = [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/** Errors the page logs: a hydration that does not match what the server rendered is one. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

describe("the public site rendered by the server, hydrated in the browser", () => {
  it("hydrates every public page in both languages, on a desktop and a phone, without a mismatch", async () => {
    for (const lang of ["ar", "en"] as const) {
      for (const [width, viewport] of WIDTHS) {
        const page = await demo.newPage(viewport);
        const errors = errorsOf(page);
        for (const path of PAGES) {
          await page.goto(`${demo.base}${path}${lang === "en" ? "?lang=en" : ""}`);
          await page.waitForLoadState("networkidle");
          expect(await page.getAttribute("html", "lang"), path).toBe(lang);
          // React comes at the visitor's first key or touch (public-main.tsx).
          await page.keyboard.press("Shift");
          await page.waitForSelector("html[data-hydrated]", { state: "attached" });
          await screenshot(page, `public-${path.slice(1).toLowerCase()}-${width}-${lang}`, { fullPage: false });
        }
        expect(errors).toEqual([]);
        await page.close();
      }
    }
  });

  it("answers the pricing switch once hydrated: yearly prices replace the monthly ones", async () => {
    const page = await demo.newPage();
    await page.goto(`${demo.base}/pricing?lang=en`);
    const price = page.getByTestId("plan-silver-price");
    expect(await price.textContent()).toContain("92.00");
    await page.getByTestId("billing-toggle").getByText("Yearly", { exact: false }).click();
    await expect.poll(() => price.textContent()).toContain("883.20");
    await page.close();
  });

  it("opens another public page in the browser, in the same language, and switches language through the server", async () => {
    const page = await demo.newPage();
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`${demo.base}/about?lang=en`);
    await page.waitForLoadState("networkidle");
    await page.locator('header nav a[href="/contact"]').click();
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("Contact us");
    expect(new URL(page.url()).search).toBe("?lang=en");
    expect(await page.title()).toBe("Contact Amlak");
    expect(documents).toEqual(["/about"]);

    await page.getByTestId("lang-switch").click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => page.getByTestId("page-title").textContent()).toBe("تواصل معنا");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await page.close();
  });

  it("shows the sample unit and, in its second tab (?tab=), the lease terms with the owner's and agent's placeholders", async () => {
    for (const lang of ["ar", "en"] as const) {
      for (const [width, viewport] of WIDTHS) {
        const page = await demo.newPage(viewport);
        const errors = errorsOf(page);
        await page.goto(`${demo.base}/RealStatePublic${lang === "en" ? "?lang=en" : ""}`);
        await page.waitForLoadState("networkidle");
        expect(await page.getByTestId("sample-schedule").locator("tbody tr").count()).toBe(4);
        await screenshot(page, `public-realstatepublic-details-${width}-${lang}`);
        await page.getByTestId("real-estate-public-tab-TermsAndConditions").click();
        await page.getByTestId("sample-lease-terms").waitFor();
        expect(new URL(page.url()).searchParams.get("tab")).toBe("TermsAndConditions");
        expect(await page.getByTestId("lease-placeholder").count()).toBeGreaterThanOrEqual(4);
        await screenshot(page, `public-realstatepublic-terms-${width}-${lang}`);
        expect(errors).toEqual([]);
        await page.close();
      }
    }
  });

  it("shows the not-found page for a path nobody has, answered 404", async () => {
    const page = await demo.newPage();
    const errors = errorsOf(page);
    const answer = await page.goto(`${demo.base}/no-such-page?lang=en`);
    expect(answer?.status()).toBe(404);
    await page.getByTestId("not-found").waitFor();
    await page.waitForLoadState("networkidle");
    // The browser reports the 404 answer itself as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    await screenshot(page, "public-not-found-en", { fullPage: false });
    await page.getByTestId("lang-switch").click();
    await page.waitForURL(/\/no-such-page$/);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("ar");
    await page.close();
  });
});

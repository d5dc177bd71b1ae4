import { demoCaller, pngImage, callerFor, TEST_AUTH } from "@amlak/api/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const demoOrg = () => owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone);
const onPackage = (code: string) =>
  owner.updateTable("subscriptions").set({ package_code: code }).where("org_id", "=", demoOrg()).execute();
const BLUE = "#1d4ed8";
const VIEWPORTS = [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

beforeAll(() => onPackage("gold"));

describe("white-label in the browser", () => {
  it("locks the branding settings with the upgrade message on a package that does not grant them", async () => {
    for (const lang of ["en", "ar"] as const) {
      for (const [size, viewport] of VIEWPORTS) {
        const page = await demo.signedIn(lang, "/MainManagement?tab=Branding", viewport);
        await page.getByTestId("branding-locked").getByTestId("upgrade-now").waitFor();
        expect(await page.getByTestId("organization-brand").count()).toBe(0);
        await screenshot(page, `branding-locked-${size}-${lang}`);
        await page.context().close();
      }
    }
  });

  for (const lang of ["en", "ar"] as const) {
    it(`lets a Business organization set its logo, colour and code and shows them in the shell (${lang})`, async () => {
      await onPackage("business");
      await callerFor(demo.services, await demoCaller(demo.services)).branding.save({
        logo_document_id: null,
        theme_color: null,
        code: null,
      });
      const page = await demo.signedIn(lang, "/MainManagement?tab=Branding");
      await page.getByTestId("branding-logo-input").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: pngImage(160, 80) });
      const topBar = page.getByTestId("organization-brand");
      await topBar.getByTestId("organization-logo").waitFor();
      await page.getByTestId(`branding-color-${BLUE.slice(1)}`).click();
      await page.getByTestId("branding-code").fill("acme7");
      await page.getByTestId("branding-code-save").click();
      await expect.poll(() => topBar.getByTestId("organization-code").textContent()).toBe("ACME7");
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--chakra-colors-brand-solid").trim()))
        .toBe(BLUE);

      for (const [size, viewport] of VIEWPORTS) {
        const shell = await demo.signedIn(lang, "/properties", viewport);
        // On a phone the brand heads the menu drawer, leaving the top bar to the search.
        if (size === "phone") await shell.getByTestId("mobile-menu").click();
        const brand = shell.getByTestId(size === "phone" ? "mobile-organization-brand" : "organization-brand");
        await brand.getByTestId("organization-logo").waitFor();
        expect(await brand.getByTestId("organization-code").textContent()).toBe("ACME7");
        expect(await brand.getByTestId("organization-logo").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        expect(await sidewaysOverflow(shell)).toBeLessThanOrEqual(0);
        if (size === "phone") await settled(shell.getByRole("dialog"));
        await screenshot(shell, `branding-shell-${size}-${lang}`, { fullPage: false });
        await shell.goto(`${demo.base}/MainManagement?tab=Branding`);
        await shell.getByTestId("branding-code").waitFor();
        expect(await sidewaysOverflow(shell)).toBeLessThanOrEqual(0);
        await screenshot(shell, `branding-settings-${size}-${lang}`);
        await shell.context().close();
      }
      await page.context().close();
    });
  }
});

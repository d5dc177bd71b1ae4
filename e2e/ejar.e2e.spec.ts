import { translate } from "@amlak/i18n";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();

describe("a contract's Ejar data (issue #23)", () => {
  for (const [lang, width] of [
    ["ar", 390],
    ["en", 1366],
  ] as const) {
    it(`shows it grouped, marks what is missing with where to fill it in, and downloads it as Excel, in ${lang}`, async () => {
      const { owner } = demo.services.database;
      const contract = await owner
        .selectFrom("contracts")
        .select(["id", "tenant_id"])
        .orderBy("contract_start", "desc")
        .executeTakeFirstOrThrow();
      // The tenant's mobile left out: the drawer names it and links to the tenant.
      await owner.updateTable("contacts").set({ phone: null }).where("id", "=", contract.tenant_id).execute();
      const page = await demo.signedIn(lang, `/contracts/${contract.id}`, { width, height: 900 });
      await page.getByTestId("contract-ejar").click();
      const drawer = page.getByTestId("ejar-drawer");
      await settled(drawer);
      await drawer.getByTestId("ejar-summary").waitFor();
      for (const section of ["lessor", "tenant", "manager", "unit", "financial"]) await drawer.getByTestId(`ejar-${section}`).waitFor();
      const mobile = drawer.getByTestId("ejar-tenant-mobile");
      expect(await mobile.textContent()).toContain(translate(lang, "ejar.missing.tenant.mobile"));
      expect(await mobile.getByRole("link").getAttribute("href")).toBe(`/contacts/${contract.tenant_id}`);
      expect(await drawer.getByTestId("ejar-unit-deedNumber").textContent()).toContain(translate(lang, "ejar.notHeld"));
      expect(await drawer.getByTestId("ejar-financial-instalmentDue-1").count()).toBe(1);
      await screenshot(page, `ejar-drawer-${lang}`, { fullPage: false });
      await drawer.getByTestId("ejar-financial").scrollIntoViewIfNeeded();
      await screenshot(page, `ejar-drawer-financial-${lang}`, { fullPage: false });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const download = page.waitForEvent("download");
      await drawer.getByTestId("ejar-xlsx").click();
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
      await page.context().close();
    });
  }
});

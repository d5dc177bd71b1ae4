import { translate } from "@amlak/i18n";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sidewaysOverflow } from "./browser.ts";

// Reports read through a reports pool whose note threshold is below zero: every report says how old its figures are,
// as one read from a lagging replica (REPORTS_DATABASE_URL) does past REPORTS_LAG_NOTE_SECONDS.
const demo = new DemoInBrowser({ reportsLagNoteSeconds: -1 });

describe("a report read from a replica that lags", () => {
  for (const [lang, width] of [
    ["ar", 390],
    ["en", 1366],
  ] as const) {
    it(`says above its lines how old its figures are, in ${lang}`, async () => {
      const page = await demo.signedIn(lang, "/reports?report=ACTIVE_CONTRACTS_REPORT", { width, height: 900 });
      await page.getByTestId("report-prompt").waitFor();
      await page.getByTestId("report-search").click();
      const note = page.getByTestId("report-lag");
      await expect
        .poll(() => note.textContent())
        .toBe(`${translate(lang, "reportsScreen.lag.label")}: ${translate(lang, "reportsScreen.lag.value", { count: 1 })}`);
      await screenshot(page, `report-lag-${lang}`, { fullPage: false });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});

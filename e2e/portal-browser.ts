import { lastOtp } from "@amlak/api/testing";
import { SESSION_STORAGE_KEYS } from "@amlak/schemas";
import type { Page } from "playwright-core";
import { readFile } from "node:fs/promises";
import { screenshot, type DemoInBrowser } from "./browser.ts";

/** Signs in at /tenant/login or /owner/login in `lang` with the code texted to `phone`, on the portal's page. */
export const portalSignIn =
  (demo: DemoInBrowser) =>
  async (page: Page, role: "tenant" | "owner", phone: string, lang: "ar" | "en", shot?: string): Promise<void> => {
    await page.goto(`${demo.base}/${role}/login`);
    // The page reads the stored language as it loads: store it, then load the page again.
    await page.evaluate(([key, chosen]) => localStorage.setItem(key, chosen), [SESSION_STORAGE_KEYS.lang, lang] as const);
    await page.reload();
    await page.getByTestId("portal-phone").fill(`0${phone}`);
    await page.getByTestId("portal-send-code").click();
    await page.getByTestId("otp-input").waitFor();
    if (shot) await screenshot(page, shot);
    await page.getByTestId("otp-input").fill(await lastOtp(demo.services.database.owner, phone));
    await page.getByTestId("otp-submit").click();
    await page.waitForURL(new RegExp(`/${role}$`));
  };

/** Clicks a download button and reads the file the browser saved. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return readFile((await download.path())!);
}

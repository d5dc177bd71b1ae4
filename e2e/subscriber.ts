import type { Page } from "playwright-core";
import type { DemoInBrowser } from "./browser.ts";

const PASSWORD = "Strong@Pass1";

/**
 * A client just signed up on its trial, `title` on its organization (the gateway's page shows it) and the tour taken,
 * signed in at /login in `lang`, on the Subscription tab with its packages offered.
 */
export async function trialSubscriber(demo: DemoInBrowser, phone: string, lang: "ar" | "en", title = "مؤسسة الرياض العقارية") {
  const { api, caller } = await demo.newClient(phone, PASSWORD);
  await demo.services.database.owner.updateTable("organizations").set({ title }).where("id", "=", caller.orgId).execute();
  const page = await demo.signInAtLogin(phone, PASSWORD, await demo.newPage(), lang);
  await page.goto(`${demo.base}/profile?tab=Subscription`);
  await page.getByTestId("subscription-upgrade").waitFor();
  return { page, api, caller };
}

/** The gateway's hosted card form filled in as a payer's browser autofills it, by the inputs' autocomplete names. */
export async function fillHostedCard(page: Page, card: string, { saveCard = false } = {}) {
  await page.waitForURL(/\/sandbox-gateway\/invoices\//);
  await page.locator('input[autocomplete="cc-name"]').fill("Sara Alharbi");
  await page.locator('input[autocomplete="cc-number"]').fill(card);
  await page.locator('input[autocomplete="cc-exp"]').fill("12/30");
  await page.locator('input[autocomplete="cc-csc"]').fill("123");
  if (saveCard) await page.locator('input[name="save_card"]').check();
}

export const submitHostedCard = (page: Page) => page.locator('form[action*="/pay"] button[type="submit"]').click();

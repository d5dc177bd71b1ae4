import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled } from "./browser.ts";

const demo = new DemoInBrowser();
const PHONE = { width: 390, height: 844 };

/** Each list page's primary action and what it opens. */
const PAGES: { path: string; action: string; opens: string }[] = [
  { path: "/properties", action: "estate-add", opens: "estate-add-unit" },
  { path: "/contacts", action: "contact-add", opens: "contact-drawer" },
  { path: "/contracts", action: "contract-new", opens: "contract-wizard" },
  { path: "/payments", action: "payment-add", opens: "payment-create-drawer" },
  { path: "/tasks", action: "task-add", opens: "task-drawer" },
  { path: "/archive", action: "upload-button", opens: "upload-input" },
];

const boxOf = async (page: Page, testId: string) => (await page.getByTestId(testId).first().boundingBox())!;

describe("a page's primary action (SCREENS: below 768 px it floats)", () => {
  for (const lang of ["ar", "en"] as const) {
    it(`floats at the bottom centre of a phone, clear of the chat button, in ${lang}`, async () => {
      const page = await demo.signedIn(lang, "/dashboard", PHONE);
      for (const { path, action, opens } of PAGES) {
        await page.goto(`${demo.base}${path}`);
        const button = page.getByTestId(action).first();
        await button.waitFor();
        const box = await boxOf(page, action);
        const chat = await boxOf(page, "chat-button");
        expect(box.y + box.height, `${path}: at the bottom of the screen`).toBeGreaterThan(PHONE.height - 100);
        expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
        expect(Math.abs(box.x + box.width / 2 - PHONE.width / 2), `${path}: centred`).toBeLessThan(2);
        expect(box.x + box.width, `${path}: clear of the chat button`).toBeLessThan(chat.x);
        expect(box.height, `${path}: a thumb's target`).toBeGreaterThanOrEqual(44);
        // It stays where it is while the page scrolls.
        await page.mouse.wheel(0, 600);
        await expect.poll(async () => (await boxOf(page, action)).y).toBe(box.y);
        if (path === "/contacts") await screenshot(page, `floating-action-contacts-phone-${lang}`, { fullPage: false });
        await button.click();
        // The archive's action opens the system's file picker, which a headless browser does not show.
        if (opens !== "upload-input") await page.getByTestId(opens).first().waitFor();
        if (path === "/tasks") {
          await settled(page.getByTestId(opens));
          await screenshot(page, `floating-action-task-drawer-phone-${lang}`, { fullPage: false });
        }
      }
      await page.context().close();
    });
  }

  it("sits in the page's toolbar from 768 px", async () => {
    const page = await demo.signedIn("en", "/contacts");
    const box = await boxOf(page, "contact-add");
    expect(box.y).toBeLessThan(400);
    expect(await page.getByTestId("contact-add").evaluate((element) => getComputedStyle(element.parentElement!).position)).toBe("static");
    await page.context().close();
  });
});

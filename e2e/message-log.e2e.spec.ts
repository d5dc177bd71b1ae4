import { lastOtp } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sendAddUserCode, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const PHONE = { width: 390, height: 844 };
/** The status badges shown (the table and its phone cards both hold them; one is hidden). */
const statuses = (page: Page) => page.getByTestId("message-status").filter({ visible: true });

describe("the message log in the browser", () => {
  it("shows the invitation a new user was sent, in Arabic, with its status, and fits a phone", async () => {
    const page = await demo.signedIn("ar", "/MainManagement?tab=Users");
    const dialog = await sendAddUserCode(page, "0557712001");
    await page.getByTestId("add-user-code").waitFor();
    await page.getByTestId("add-user-code").fill(await lastOtp(owner, "557712001"));
    await page.getByTestId("add-user-create").click();
    await dialog.waitFor({ state: "detached" });

    await page.getByTestId("settings-tab-Messages").click();
    const table = page.getByTestId("messages-table");
    await expect.poll(() => table.textContent()).toContain("دعوة مستخدم");
    expect(await table.textContent()).toContain("+966 55 771 2001");
    expect(await statuses(page).first().textContent()).toBe("في الانتظار");
    // The code that added the user was a message too, but one-time codes never show.
    expect(await statuses(page).count()).toBe(1);
    await screenshot(page, "message-log-ar");

    const phone = await demo.signedIn("ar", "/MainManagement?tab=Messages", PHONE);
    await statuses(phone).first().waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await screenshot(phone, "message-log-ar-phone");
  });

  it("shows it in English, filters by status and channel, and a contact's message preferences", async () => {
    const page = await demo.signedIn("en", "/MainManagement?tab=Messages");
    const table = page.getByTestId("messages-table");
    await expect.poll(() => table.textContent()).toContain("User invitation");
    expect(await statuses(page).first().textContent()).toBe("Queued");
    expect(await table.textContent()).toContain("SMS");
    await screenshot(page, "message-log-en");

    await page.getByTestId("message-status-filter").selectOption("sent");
    await expect.poll(() => page.getByTestId("empty-state").textContent()).toContain("No messages with these filters.");
    await page.getByTestId("message-status-filter").selectOption("queued");
    await page.getByTestId("message-channel-filter").selectOption("sms");
    await expect.poll(() => statuses(page).count()).toBe(1);

    const phone = await demo.signedIn("en", "/MainManagement?tab=Messages", PHONE);
    await statuses(phone).first().waitFor();
    expect(await sidewaysOverflow(phone)).toBe(0);
    await screenshot(phone, "message-log-en-phone");

    const contacts = await demo.signedIn("en", "/contacts?contact=new");
    const drawer = contacts.getByTestId("contact-drawer");
    await contacts.getByTestId("contact-name").fill("Hind");
    await contacts.getByTestId("contact-lang").selectOption("en");
    // E-mail waits for an address.
    expect(await contacts.locator('[data-testid="contact-preferred_channel"] option[value="email"]').isDisabled()).toBe(true);
    await contacts.getByTestId("contact-email").fill("hind@example.sa");
    await contacts.getByTestId("contact-preferred_channel").selectOption("email");
    await settled(drawer);
    await screenshot(contacts, "contact-preferences-en", { fullPage: false });
    await contacts.getByTestId("contact-type").selectOption("vendor");
    expect(await contacts.getByTestId("contact-preferred_channel").count()).toBe(0);
  });
});

import { saveStaffUser } from "@amlak/api";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const STAFF_PHONE = "559400001";
const STAFF_PASSWORD = "Staff@12345";
const VISITOR_PHONE = "551110022";

beforeAll(async () => {
  await saveStaffUser(demo.services.database.owner, {
    type: "customerService",
    name: "ريم خدمة العملاء",
    phone: `0${STAFF_PHONE}`,
    password: STAFF_PASSWORD,
  });
});

async function customerService(lang: "ar" | "en", path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await demo.signInAtLogin(STAFF_PHONE, STAFF_PASSWORD, await demo.newPage(viewport), lang);
  await page.locator(`html[lang="${lang}"]`).waitFor();
  await page.goto(`${demo.base}${path}`);
  return page;
}

const supportReplies = () =>
  demo.services.database.owner
    .selectFrom("messages")
    .select(["recipient", "channel", "body"])
    .where("purpose", "=", "support.reply")
    .execute();

describe("the support inbox and the staff dashboard", () => {
  it("takes a visitor's message from the public /contact page to the inbox, where customer service replies in Arabic", async () => {
    const visitor = await demo.newPage();
    await visitor.goto(`${demo.base}/contact`);
    await visitor.locator('html[lang="ar"]').waitFor();
    await visitor.getByTestId("contact-form-name").fill("منيرة العتيبي");
    await visitor.getByTestId("contact-form-phone").fill(`0${VISITOR_PHONE}`);
    await visitor.getByTestId("contact-form-subject").fill("إدارة مجمع سكني");
    await visitor.getByTestId("contact-form-message").fill("أدير مجمعًا من 40 وحدة، هل يناسبني أملاك؟");
    await visitor.getByTestId("contact-form-send").click();
    await visitor.getByTestId("contact-form-sent").waitFor();
    await screenshot(visitor, "support-contact-form-ar");
    await visitor.context().close();

    const staff = await customerService("ar", "/supportInbox");
    const row = staff.getByTestId("support-inbox-table").getByRole("row").filter({ hasText: "إدارة مجمع سكني" });
    await row.waitFor();
    await screenshot(staff, "support-inbox-ar");
    await row.click();
    const drawer = staff.getByTestId("support-message-drawer");
    await settled(drawer);
    expect(await drawer.getByTestId("support-message-text").textContent()).toBe("أدير مجمعًا من 40 وحدة، هل يناسبني أملاك؟");
    await drawer.getByTestId("support-reply-body").fill("أهلًا منيرة، نعم يناسبك: ابدئي الفترة التجريبية وسنساعدك في إدخال الوحدات");
    await drawer.getByTestId("support-reply-send").click();
    await drawer.getByTestId("support-reply").waitFor();
    expect(await drawer.getByTestId("support-message-status").textContent()).toBe("تم الرد");
    await screenshot(staff, "support-inbox-reply-ar", { fullPage: false });
    expect(await supportReplies()).toEqual([
      { recipient: VISITOR_PHONE, channel: "sms", body: "أهلًا منيرة، نعم يناسبك: ابدئي الفترة التجريبية وسنساعدك في إدخال الوحدات" },
    ]);
    await staff.context().close();
  }, 90_000);

  it("takes the pricing page's Business sales form in English to the inbox as a sales request", async () => {
    const visitor = await demo.newPage();
    await visitor.goto(`${demo.base}/pricing`);
    await visitor.getByTestId("lang-switch").click();
    await visitor.locator('html[lang="en"]').waitFor();
    await visitor.getByRole("link", { name: "Contact sales" }).click();
    await visitor.waitForURL(/\/contact\?about=business$/);
    await visitor.getByTestId("contact-form-name").fill("Khalid Alharbi");
    await visitor.getByTestId("contact-form-organization").fill("Alharbi Real Estate");
    await visitor.getByTestId("contact-form-email").fill("khalid@alharbi.example");
    await visitor.getByTestId("contact-form-message").fill("We manage 600 units in Riyadh and Jeddah.");
    await visitor.getByTestId("contact-form-send").click();
    await visitor.getByTestId("contact-form-sent").waitFor();
    await screenshot(visitor, "support-sales-form-en");
    await visitor.context().close();
    const stored = await demo.services.database.owner
      .selectFrom("support_messages")
      .select(["source", "subject", "sender_organization", "status"])
      .where("sender_email", "=", "khalid@alharbi.example")
      .execute();
    expect(stored).toEqual([
      { source: "salesRequest", subject: "Business package", sender_organization: "Alharbi Real Estate", status: "new" },
    ]);
  }, 60_000);

  it("shows the staff dashboard's figures in English, and a click opens the organizations behind one", async () => {
    const staff = await customerService("en", "/dashboard");
    await staff.getByTestId("staff-signups-30-value").waitFor();
    expect(await staff.getByTestId("staff-mrr-value").textContent()).toMatch(/SR$/);
    // The visitor's message was answered; the sales request waits.
    expect(await staff.getByTestId("staff-unanswered-value").textContent()).toBe("1");
    await staff.getByTestId("staff-standing").getByRole("table").waitFor();
    await screenshot(staff, "staff-dashboard-en");

    const signups = Number(await staff.getByTestId("staff-signups-30-value").textContent());
    expect(signups).toBeGreaterThan(0);
    await staff.getByTestId("staff-signups-30-link").click();
    const drawer = staff.getByTestId("staff-organizations-drawer");
    await settled(drawer);
    expect(await drawer.getByTestId("staff-organization").count()).toBe(signups);
    await screenshot(staff, "staff-dashboard-list-en", { fullPage: false });

    await staff.keyboard.press("Escape");
    await staff.getByTestId("staff-unanswered-link").click();
    await staff.waitForURL(/\/supportInbox\?status=new$/);
    await staff.getByTestId("support-inbox-table").getByRole("row").filter({ hasText: "Khalid Alharbi" }).waitFor();
    await screenshot(staff, "support-inbox-new-en");
    await staff.context().close();
  }, 60_000);

  it("fits a phone in Arabic and English with no sideways scrolling", async () => {
    for (const lang of ["ar", "en"] as const) {
      const staff = await customerService(lang, "/dashboard", { width: 390, height: 844 });
      await staff.getByTestId("staff-standing").getByRole("table").waitFor();
      expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
      await screenshot(staff, `staff-dashboard-phone-${lang}`);
      await staff.goto(`${demo.base}/supportInbox`);
      await staff.getByTestId("support-inbox-table").getByText("إدارة مجمع سكني").filter({ visible: true }).waitFor();
      expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
      await screenshot(staff, `support-inbox-phone-${lang}`);
      await staff.context().close();
    }
  }, 90_000);
});

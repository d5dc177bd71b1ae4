import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();

async function contactUs(lang: "ar" | "en", width = 1366): Promise<Page> {
  const page = await demo.signedIn(lang, "/contactUs", { width, height: 900 });
  await page.getByTestId("contact-us-form").waitFor();
  return page;
}

describe("contact us in the browser", () => {
  it("sends a message to support in Arabic, refusing an empty subject first, and lists it as waiting for an answer", async () => {
    const page = await contactUs("ar");
    await page.getByTestId("contact-us-topic").getByText("مشكلة").click();
    await page.getByTestId("contact-us-message").fill("لا يظهر ملف الفاتورة عند فتحه من الجوال");
    await page.getByTestId("contact-us-send").click();
    await page.getByText("هذا الحقل مطلوب").waitFor();
    await page.getByTestId("contact-us-subject").fill("الفاتورة لا تفتح");
    await page.getByTestId("contact-us-send").click();
    await page.getByTestId("contact-us-sent").waitFor();
    await expect.poll(() => page.getByTestId("contact-us-message-row").first().textContent()).toContain("الفاتورة لا تفتح");
    expect(await page.getByTestId("contact-us-message-row").first().textContent()).toContain("بانتظار الرد");
    await screenshot(page, "contact-us-ar");
    const stored = await demo.services.database.owner
      .selectFrom("support_messages")
      .select(["topic", "subject", "status"])
      .where("subject", "=", "الفاتورة لا تفتح")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ topic: "problem", subject: "الفاتورة لا تفتح", status: "new" });
  });

  it("reads in English and fits a phone in Arabic", async () => {
    await screenshot(await contactUs("en"), "contact-us-en");
    const phone = await contactUs("ar", 390);
    await screenshot(phone, "contact-us-phone-ar");
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  });
});

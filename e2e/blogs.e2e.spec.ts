import { saveStaffUser } from "@amlak/api";
import { lastOtp, pngImage } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const SEO_PHONE = "559400001";
const SEO_PASSWORD = "Seo@12345";
const PHONE = { width: 390, height: 844 };

const POST = {
  title: "دليل تحصيل الإيجار في موعده",
  pageTitle: "دليل تحصيل الإيجار | أملاك",
  url: "rent-collection-guide",
  description: "خطوات عملية تساعد المؤجر على تحصيل الإيجار في موعده وتذكير المستأجرين قبل الاستحقاق.",
  heading: "لماذا يتأخر الإيجار؟",
  paragraph: "أغلب التأخير يأتي من غياب التذكير. أرسل تذكيرًا قبل الاستحقاق بأسبوع.",
};

/** The seoSpecialist signed in through the login page, on their home /BlogsManagement (SPEC §2). */
async function seoSpecialist(page: Page): Promise<Page> {
  await saveStaffUser(demo.services.database.owner, {
    type: "seoSpecialist",
    name: "أخصائي المحتوى",
    phone: `0${SEO_PHONE}`,
    password: SEO_PASSWORD,
  });
  await page.goto(`${demo.base}/login`);
  await page.getByTestId("login-phone").fill(`0${SEO_PHONE}`);
  await page.getByTestId("login-password").fill(SEO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.getByTestId("otp-submit").waitFor();
  await page.getByTestId("otp-input").fill(await lastOtp(demo.services.database.owner, SEO_PHONE));
  await page.getByTestId("otp-submit").click();
  await page.waitForURL(/\/BlogsManagement/);
  return page;
}

const picture = (name: string) => ({ name, mimeType: "image/png", buffer: pngImage(1200, 675) });

async function changeStatus(page: Page) {
  await page.getByTestId("blog-menu").first().click();
  await page.getByTestId("blog-change-status").click();
  await page.getByTestId("blog-status-dialog-confirm").click();
  await page.getByTestId("blog-status-dialog").waitFor({ state: "detached" });
}

async function inLanguage(page: Page, lang: "ar" | "en") {
  if ((await page.locator("html").getAttribute("lang")) !== lang) await page.getByTestId("lang-switch").first().click();
  await page.locator(`html[lang="${lang}"]`).waitFor();
}

const sitemap = async () => (await fetch(`${demo.base}/sitemap.xml`)).text();

describe("the blog (SPEC §2 /BlogsManagement, /blogs, /blog/:slug)", () => {
  it("a seoSpecialist writes a post in Arabic with a heading and a picture, publishes it, and readers find it; unpublished, it is not found", async () => {
    const staff = await seoSpecialist(await demo.newPage());
    await staff.getByTestId("blog-create").click();
    const drawer = staff.getByTestId("blog-drawer");
    await settled(drawer);

    // Saving an empty form says what is missing, on each field.
    await staff.getByTestId("blog-save").click();
    await drawer.getByText("هذا الحقل مطلوب").first().waitFor();

    await staff.getByTestId("blog-title").fill(POST.title);
    await staff.getByTestId("blog-page-title").fill(POST.pageTitle);
    await staff.getByTestId("blog-url").fill(POST.url);
    await staff.getByTestId("blog-meta-description").fill(POST.description);
    await staff.getByTestId("blog-cover-input").setInputFiles(picture("غلاف.png"));
    await staff.getByTestId("blog-cover-preview").waitFor();

    const editor = staff.getByTestId("blog-editor");
    await editor.click();
    await staff.getByTestId("blog-editor-h2").click();
    await staff.keyboard.type(POST.heading);
    await staff.keyboard.press("Enter");
    await staff.keyboard.type(POST.paragraph);
    await staff.getByTestId("blog-editor-image-input").setInputFiles(picture("جدول-التذكير.png"));
    await editor.locator("img").waitFor();
    expect(await editor.locator("h2").textContent()).toBe(POST.heading);
    expect(await editor.locator("p").first().getAttribute("dir")).toBe("auto");
    const height = await editor.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(200);
    await screenshot(staff, "blogs-form-ar", { fullPage: false });

    await staff.getByTestId("blog-save").click();
    await drawer.waitFor({ state: "detached" });
    const row = staff.getByTestId("table-row").filter({ hasText: POST.title });
    await row.waitFor();
    expect(await row.getByTestId("blog-active-dot").getAttribute("data-active")).toBe("false");
    expect(await row.getByTestId("blog-link").getAttribute("href")).toBe(`/blog/${POST.url}`);

    // New posts are inactive: readers do not see it yet.
    const reader = await demo.newPage();
    expect((await reader.goto(`${demo.base}/blog/${POST.url}`))?.status()).toBe(404);
    await reader.getByTestId("not-found").waitFor();

    await changeStatus(staff);
    await row.locator('[data-testid="blog-active-dot"][data-active="true"]').waitFor();
    await screenshot(staff, "blogs-management-ar");
    await inLanguage(staff, "en");
    await staff.getByText("Create Blog").waitFor();
    await screenshot(staff, "blogs-management-en");

    // Search engines read the post's page title and description in the HTML the server sends, and find it in the sitemap.
    const served = await (await fetch(`${demo.base}/blog/${POST.url}`)).text();
    expect(served).toContain(`<title>${POST.pageTitle}</title>`);
    expect(served).toContain(`<meta name="description" content="${POST.description}"`);
    expect(served).toContain(POST.heading);
    expect(await sitemap()).toContain(`/blog/${POST.url}</loc>`);

    await reader.goto(`${demo.base}/blogs`);
    const card = reader.getByTestId("blog-card").filter({ hasText: POST.title });
    await card.waitFor();
    expect(await card.textContent()).toContain(POST.description);
    await card.locator("img").evaluate((image: HTMLImageElement) => image.decode());
    await screenshot(reader, "blogs-ar");
    await card.getByRole("link", { name: POST.title }).click();
    await reader.waitForURL(new RegExp(`/blog/${POST.url}$`));
    const body = reader.getByTestId("blog-post-body");
    await body.waitFor();
    expect(await reader.getByTestId("blog-post-title").textContent()).toBe(POST.title);
    expect(await body.locator("h2").textContent()).toBe(POST.heading);
    expect(await body.locator("img").getAttribute("src")).toMatch(/^\/api\/blog-images\/[0-9a-f-]{36}$/);
    await body.locator("img").evaluate((image: HTMLImageElement) => image.decode());
    expect(await reader.title()).toBe(POST.pageTitle);
    await screenshot(reader, "blog-post-ar");
    await inLanguage(reader, "en");
    await screenshot(reader, "blog-post-en");
    // A public page's language is in its address (English: ?lang=en), as the server renders it.
    await reader.goto(`${demo.base}/blogs?lang=en`);
    await reader.getByTestId("blog-card").first().waitFor();
    await screenshot(reader, "blogs-en");

    const phone = await demo.newPage(PHONE);
    await phone.goto(`${demo.base}/blog/${POST.url}`);
    await phone.getByTestId("blog-post-body").locator("img").waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, "blog-post-phone-ar");
    await phone.goto(`${demo.base}/blogs`);
    await phone.getByTestId("blog-card").first().waitFor();
    await screenshot(phone, "blogs-phone-ar");

    await changeStatus(staff);
    await row.locator('[data-testid="blog-active-dot"][data-active="false"]').waitFor();
    expect((await reader.goto(`${demo.base}/blog/${POST.url}?lang=en`))?.status()).toBe(404);
    await reader.getByTestId("not-found").waitFor();
    expect(await sitemap()).not.toContain(`/blog/${POST.url}<`);
    await screenshot(reader, "blog-not-found-en");
    await reader.goto(`${demo.base}/blogs`);
    await reader.getByTestId("page-title").waitFor();
    expect(await reader.getByTestId("blog-card").count()).toBe(0);

    for (const page of [staff, reader, phone]) await page.context().close();
  }, 120_000);

  it("shows the management table and form on a phone, in Arabic", async () => {
    const staff = await seoSpecialist(await demo.newPage(PHONE));
    await staff.getByTestId("table-card").first().waitFor();
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    await screenshot(staff, "blogs-management-phone-ar");
    await staff.getByTestId("table-card").first().click();
    await settled(staff.getByTestId("blog-drawer"));
    await staff.getByTestId("blog-editor").waitFor();
    await screenshot(staff, "blogs-form-phone-ar", { fullPage: false });
    await staff.context().close();
  }, 60_000);
});

import { SAMPLE_FILES, TEST_AUTH } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const units: Record<string, string> = {};

beforeAll(async () => {
  const { owner } = demo.services.database;
  const user = await owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone).executeTakeFirstOrThrow();
  for (const title of ["شقة 101", "شقة 102"]) {
    const unit = await owner
      .selectFrom("real_estates")
      .select("id")
      .where("org_id", "=", user.org_id!)
      .where("title", "=", title)
      .executeTakeFirstOrThrow();
    units[title] = unit.id;
  }
});

/** The elements of `testId` on screen: a table renders its rows twice, as table rows and as phone cards, one hidden. */
const shown = (scope: Page | ReturnType<Page["getByTestId"]>, testId: string) => scope.getByTestId(testId).filter({ visible: true });

/** What a signed link answers when the browser fetches it. */
const fetched = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href);
    return { status: response.status, type: response.headers.get("content-type"), size: (await response.arrayBuffer()).byteLength };
  }, url);

/** Uploads a PDF and a picture from the unit's Documents tab, through the preview of the chosen files. */
async function uploadToUnit(page: Page, lang: "ar" | "en", names: { pdf: string; png: string }) {
  const panel = page.getByTestId("documents-panel");
  await panel.waitFor();
  await page.getByTestId("upload-input").setInputFiles([
    { name: names.pdf, mimeType: "application/pdf", buffer: SAMPLE_FILES.pdf },
    { name: names.png, mimeType: "image/png", buffer: SAMPLE_FILES.png },
  ]);
  const dialog = page.getByTestId("upload-dialog");
  await dialog.waitFor();
  await settled(dialog);
  expect(await dialog.getByTestId("upload-file").count()).toBe(2);
  await screenshot(page, `documents-upload-preview-${lang}`, { fullPage: false });
  await page.getByTestId("upload-send").click();
  await dialog.waitFor({ state: "hidden" });
  await expect.poll(() => shown(panel, "document-row").count()).toBe(2);
}

describe("documents in the browser", () => {
  it("uploads a PDF and a photo to a unit in Arabic, opens both through their links, previews the photo and finds them in the archive", async () => {
    const page = await demo.signedIn("ar", `/Properties/${units["شقة 102"]}?tab=documents`);
    await uploadToUnit(page, "ar", { pdf: "عقد الإيجار.pdf", png: "صورة الواجهة.png" });
    const panel = page.getByTestId("documents-panel");
    expect(await page.getByTestId("documents-usage").textContent()).toContain("2 من 5");

    const links = await shown(panel, "document-open").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    const answers = await Promise.all(links.map((link) => fetched(page, link)));
    expect(answers.map((answer) => answer.type).sort()).toEqual(["application/pdf", "image/png"]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.map((answer) => answer.size).sort((x, y) => x - y)).toEqual([SAMPLE_FILES.png.length, SAMPLE_FILES.pdf.length]);

    await shown(panel, "document-preview").first().click();
    const preview = page.getByTestId("document-preview-dialog");
    await preview.waitFor();
    await settled(preview);
    await screenshot(page, "documents-preview-ar", { fullPage: false });
    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "hidden" });
    await screenshot(page, "documents-unit-ar");

    // The PDF is drawn in the page (pdf.js), not left to a plug-in the page's policy and phones refuse.
    await shown(panel, "document-pdf-preview").click();
    const pdf = page.getByTestId("pdf-dialog");
    await pdf.locator("[data-testid=pdf-page][data-drawn]").first().waitFor();
    await settled(pdf);
    await screenshot(page, "documents-pdf-preview-ar", { fullPage: false });
    await page.keyboard.press("Escape");
    await pdf.waitFor({ state: "hidden" });

    await page.goto(`${demo.base}/archive`);
    const archive = page.getByTestId("archive-table");
    await expect.poll(() => shown(archive, "document-row").count()).toBe(2);
    expect(await archive.textContent()).toContain("عقد الإيجار.pdf");
    expect(await page.getByTestId("archive-chip-image").textContent()).toContain("1");
    await page.getByTestId("archive-chip-pdf").click();
    await expect.poll(() => shown(archive, "document-row").count()).toBe(1);
    await screenshot(page, "documents-archive-ar");
  });

  it("uploads in English, deletes a file after confirming, and fits a phone without sideways scrolling", async () => {
    const page = await demo.signedIn("en", `/Properties/${units["شقة 101"]}?tab=documents`);
    await uploadToUnit(page, "en", { pdf: "lease.pdf", png: "meter.png" });
    const panel = page.getByTestId("documents-panel");
    const [link] = await shown(panel, "document-open").evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect((await fetched(page, link!)).status).toBe(200);
    await screenshot(page, "documents-unit-en");

    await shown(panel, "document-delete").first().click();
    const confirm = page.getByTestId("document-delete-dialog");
    await confirm.waitFor();
    await page.getByTestId("document-delete-dialog-confirm").click();
    await expect.poll(() => shown(panel, "document-row").count()).toBe(1);

    await page.goto(`${demo.base}/archive`);
    await expect.poll(() => shown(page.getByTestId("archive-table"), "document-row").count()).toBe(3);
    await screenshot(page, "documents-archive-en");

    for (const [lang, path] of [
      ["ar", "/archive"],
      ["ar", `/Properties/${units["شقة 102"]}?tab=documents`],
      ["en", "/archive"],
    ] as const) {
      const phone = await demo.signedIn(lang, path, { width: 390, height: 844 });
      await shown(phone, "document-row").first().waitFor();
      await screenshot(phone, `documents-phone-${lang}-${path.startsWith("/archive") ? "archive" : "unit"}`);
      expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    }
  });
});

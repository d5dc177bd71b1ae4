import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sendAddUserCode, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const WIDTHS = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;

/** How many lines a piece of text takes on screen: its text boxes grouped by how far down they start. */
const linesOf = (target: Locator) =>
  target.evaluate((element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    // Arabic and Latin glyphs on one line start a few pixels apart; a new line starts a line-height lower.
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
  });

/**
 * Where the phone inside a text stands on screen: its first and last characters on one line (no "+966" left alone
 * at a line's end), the first to the left of the last (read left to right, not reordered by the Arabic around it).
 */
const phoneLayout = (target: Locator) =>
  target.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const found = /\+966 [\d*]+/.exec(node.textContent ?? "");
      if (!found) continue;
      const box = (at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect();
      };
      const [first, last] = [box(found.index), box(found.index + found[0].length - 1)];
      return { oneLine: Math.abs(first.top - last.top) < 8, leftToRight: first.left < last.left };
    }
    return null;
  });

/** The demo's compound (packages/api/src/seed/demo-portfolio.ts), 1850.00 m² as stored. */
async function compoundId(): Promise<string> {
  const compound = await owner
    .selectFrom("real_estates")
    .select("id")
    .where("title", "=", "مجمع الياسمين السكني")
    .executeTakeFirstOrThrow();
  return compound.id;
}

async function openPage(lang: "ar" | "en", path: string, viewport: { width: number; height: number }): Promise<Page> {
  return demo.signedIn(lang, path, viewport);
}

describe("numbers, phones and plurals read as a Saudi user expects", () => {
  it("agrees the units the add-units dialog will add with their number, in Arabic and English", async () => {
    const expected = {
      ar: [
        [2, 3, "ستُضاف 6 وحدات مرقّمة من 101 إلى 203."],
        [1, 1, "ستُضاف وحدة واحدة رقمها 101."],
        [1, 2, "ستُضاف وحدتان مرقّمتان من 101 إلى 102."],
        [3, 4, "ستُضاف 12 وحدة مرقّمة من 101 إلى 304."],
      ],
      en: [
        [2, 3, "6 units will be added, numbered 101 to 203."],
        [1, 1, "1 unit will be added, numbered 101."],
      ],
    } as const;
    for (const lang of ["ar", "en"] as const) {
      for (const [width, viewport] of WIDTHS) {
        const page = await openPage(lang, `/Properties/${await compoundId()}?addUnits=1`, viewport);
        const dialog = page.getByTestId("add-units-dialog");
        await dialog.waitFor();
        await settled(dialog);
        for (const [floors, perFloor, text] of expected[lang]) {
          await page.getByTestId("units-floors").fill(String(floors));
          await page.getByTestId("units-units_per_floor").fill(String(perFloor));
          await expect.poll(() => page.getByTestId("add-units-preview").textContent()).toBe(text);
        }
        await page.getByTestId("units-floors").fill("2");
        await page.getByTestId("units-units_per_floor").fill("3");
        await screenshot(page, `polish-add-units-${width}-${lang}`, { fullPage: false });
        await page.close();
      }
    }
  });

  it("shows a compound's area in grouped square metres without needless decimals", async () => {
    for (const lang of ["ar", "en"] as const) {
      for (const [width, viewport] of WIDTHS) {
        const page = await openPage(lang, `/Properties/${await compoundId()}`, viewport);
        const estate = page.getByTestId("estate-page");
        await expect.poll(() => estate.textContent()).toContain(lang === "ar" ? "1,850 م²" : "1,850 m²");
        expect(await estate.textContent()).not.toContain("1850.00");
        await screenshot(page, `polish-compound-${width}-${lang}`);
        await page.getByTestId("estate-tab-details").click();
        await expect.poll(() => page.getByTestId("estate-details").textContent()).toContain(lang === "ar" ? "1,850 م²" : "1,850 m²");
        await page.close();
      }
    }
  });

  it("keeps a masked phone on one left-to-right line in the add-user and new-mobile code steps, at 390 px in Arabic", async () => {
    for (const [lang, viewport] of [
      ["ar", PHONE],
      ["en", PHONE],
      ["ar", DESKTOP],
    ] as const) {
      const page = await openPage(lang, "/MainManagement?tab=Users", viewport);
      const dialog = await sendAddUserCode(page, "0557711002");
      const sent = page.getByTestId("add-user-code-sent");
      await sent.waitFor();
      await settled(dialog);
      expect(await sent.textContent()).toMatch(/\+966 55\*+02/);
      expect(await phoneLayout(sent), `add user ${lang} ${viewport.width}`).toEqual({ oneLine: true, leftToRight: true });
      await screenshot(page, `polish-add-user-code-${viewport.width}-${lang}`, { fullPage: false });
      await page.close();
    }
    for (const [lang, viewport] of [
      ["ar", PHONE],
      ["en", PHONE],
    ] as const) {
      const page = await openPage(lang, "/profile", viewport);
      await page.getByTestId("profile-phone-change").click();
      const dialog = page.getByTestId("profile-phone-dialog");
      await settled(dialog);
      await page.getByTestId("profile-phone-new").fill("0551234567");
      await page.getByTestId("profile-phone-dialog-confirm").click();
      const sent = page.getByTestId("profile-phone-code-sent");
      await sent.waitFor();
      await settled(dialog);
      // Wherever the sentence's lines break, from the narrowest phone up: a phone is never split.
      for (let width = 320; width <= 430; width += 2) {
        await page.setViewportSize({ width, height: viewport.height });
        expect(await phoneLayout(sent), `new mobile ${lang} ${width}`).toEqual({ oneLine: true, leftToRight: true });
      }
      await page.setViewportSize(viewport);
      await screenshot(page, `polish-new-mobile-code-${viewport.width}-${lang}`, { fullPage: false });
      await page.close();
    }
  });

  it("keeps the contract page's tabs on one line each at 390 px, with no sideways scroll of the page", async () => {
    const contract = await owner
      .selectFrom("contracts")
      .select("id")
      .where("cancelled_on", "is", null)
      .orderBy("contract_start", "desc")
      .executeTakeFirstOrThrow();
    for (const lang of ["ar", "en"] as const) {
      for (const [width, viewport] of WIDTHS) {
        const page = await openPage(lang, `/contracts/${contract.id}`, viewport);
        await page.getByTestId("schedule").waitFor();
        for (const tab of ["schedule", "terms", "documents", "history"]) {
          expect(await linesOf(page.getByTestId(`contract-tab-${tab}`)), `${lang} ${width} ${tab}`).toBe(1);
        }
        if (width === "phone") expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `polish-contract-${width}-${lang}`);
        await page.close();
      }
    }
  });

  it("offers the Free plan without a trial and without a storage line its document limit contradicts", async () => {
    for (const lang of ["ar", "en"] as const) {
      for (const [width, viewport] of WIDTHS) {
        const page = await demo.newPage(viewport);
        // A public page's language is its address's (the server renders it): Arabic at /pricing, English with ?lang=en.
        await page.goto(`${demo.base}/pricing${lang === "en" ? "?lang=en" : ""}`);
        const free = page.getByTestId("plan-free");
        await free.waitFor();
        expect(await page.locator("html").getAttribute("lang")).toBe(lang);
        const text = await free.textContent();
        expect(text).toContain(lang === "ar" ? "ابدأ مجانًا" : "Start for free");
        expect(text).not.toMatch(lang === "ar" ? /التجربة|جيجابايت/ : /trial|GB/);
        expect(await page.getByTestId("plan-basic").textContent()).toContain(lang === "ar" ? "15 جيجابايت" : "15 GB");
        await screenshot(page, `polish-pricing-${width}-${lang}`);
        await page.close();
      }
    }
  });
});

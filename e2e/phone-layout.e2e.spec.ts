import { TEST_AUTH } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, moveWithin, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const FLOATING = ["floating-action", "chat-button", "scroll-button"];

/** The member pages a landlord opens on a phone; the unit and contract of the demo's first lease. */
const pages: Record<string, string> = {
  dashboard: "/dashboard",
  properties: "/properties",
  contacts: "/contacts",
  contracts: "/contracts",
  payments: "/payments",
  invoices: "/invoices",
  archive: "/archive",
  tasks: "/tasks",
};

beforeAll(async () => {
  const { owner } = demo.services.database;
  const user = await owner.selectFrom("users").select("org_id").where("phone", "=", TEST_AUTH.demo.phone).executeTakeFirstOrThrow();
  const lease = await owner
    .selectFrom("contracts as c")
    .innerJoin("real_estates as r", "r.id", "c.real_estate_id")
    .select(["c.id as contractId", "r.id as unitId"])
    .where("c.org_id", "=", user.org_id!)
    .where("r.title", "=", "شقة 101")
    .executeTakeFirstOrThrow();
  pages.unit = `/Properties/${lease.unitId}`;
  pages.contract = `/contracts/${lease.contractId}`;
});

/** Opens a page as the app's own links do, at its top, and waits until it has drawn its data. */
async function openPage(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await moveWithin(page, path);
  await page.locator("main").getByText(/./).first().waitFor();
}

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * What a phone user would find wrong on screen: floating controls (and toasts) lying over each other, a control in
 * the page that a floating one covers, and a chip cut off by its scrolling row with no fade telling that it scrolls.
 * The dock at the bottom is opaque like the top bar: what lies behind it is off screen, not covered.
 */
const faults = (page: Page) =>
  page.evaluate((floatingIds) => {
    const boxOf = (element: Element): Box => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const overlap = (a: Box, b: Box) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 4 && box.height > 4 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    // A control floats when it or its frame (the dock) is fixed to the screen.
    const fixed = (element: Element) => {
      for (let each: Element | null = element; each; each = each.parentElement)
        if (getComputedStyle(each).position === "fixed") return true;
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}[${element.getAttribute("data-testid") ?? element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30)}]`;

    const floating = floatingIds.flatMap((id) =>
      [...document.querySelectorAll(`[data-testid="${id}"]`)].flatMap((element) =>
        // The floating action is a frame around the page's button: the button is what floats.
        (id === "floating-action" ? [...element.children] : [element]).filter((each) => fixed(each) && shown(each)),
      ),
    );
    // Toasts and the payments' selection bar come and go over the page, never over a floating control.
    const toasts = [...document.querySelectorAll('[data-testid^="toast-"], [data-testid="payments-action-bar"]')].filter(shown);
    const found: string[] = [];
    const layered = [...floating, ...toasts];
    layered.forEach((a, i) =>
      layered.slice(i + 1).forEach((b) => {
        if (overlap(boxOf(a), boxOf(b))) found.push(`${describe(a)} overlaps ${describe(b)}`);
      }),
    );

    const dock = document.querySelector('[data-testid="floating-dock"]');
    const visibleBottom = dock && shown(dock) ? dock.getBoundingClientRect().top : window.innerHeight;
    const isFloating = (element: Element | null) => Boolean(element && floating.some((each) => each.contains(element)));
    const controls = document.querySelectorAll(
      'main button, main a[href], main [role="tab"], main [data-part="item"], main select, main input:not([type="hidden"])',
    );
    for (const control of controls) {
      if (!shown(control) || isFloating(control)) continue;
      const box = control.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (x < 0 || x > window.innerWidth || y < 0 || y > visibleBottom) continue;
      const hit = document.elementFromPoint(x, y);
      if (isFloating(hit)) found.push(`${describe(control)} is covered by ${describe(hit!)}`);
    }

    // A chip is cut where a row that scrolls sideways ends; that edge must fade (a mask on the row).
    const chips = document.querySelectorAll('main [role="tab"], main [aria-pressed], main [data-scope="segment-group"][data-part="item"]');
    for (const chip of chips) {
      if (!shown(chip)) continue;
      const box = chip.getBoundingClientRect();
      let row = chip.parentElement;
      while (row && row !== document.body && getComputedStyle(row).overflowX === "visible") row = row.parentElement;
      const edges = row && row !== document.body ? row.getBoundingClientRect() : { left: 0, right: window.innerWidth };
      const cut = [box.left < edges.left - 1 && "left", box.right > edges.right + 1 && "right"].filter(Boolean) as string[];
      for (const edge of cut) {
        const cued = row && getComputedStyle(row).maskImage.includes("gradient") && row.hasAttribute(`data-fades-${edge}`);
        if (!cued) found.push(`${describe(chip)} is cut at the ${edge} with no cue`);
      }
    }
    return found;
  }, FLOATING);

describe("the member pages on a phone (SCREENS 'Small screens')", () => {
  for (const lang of ["ar", "en"] as const) {
    it(`keep floating controls, toasts, chips and content out of each other's way, in ${lang}`, async () => {
      const page = await demo.signedIn(lang, undefined, PHONE);
      for (const [name, path] of Object.entries(pages)) {
        await openPage(page, path);
        expect(await faults(page), `${name} at rest`).toEqual([]);
        expect(await sidewaysOverflow(page), `${name}: no sideways scroll`).toBeLessThanOrEqual(0);
        await screenshot(page, `phone-layout-${name}-${lang}`, { fullPage: false });
        // The last card scrolls clear of the floating controls.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(100);
        expect(await faults(page), `${name} scrolled to the end`).toEqual([]);
        if (name === "unit") await screenshot(page, `phone-layout-${name}-end-${lang}`, { fullPage: false });
      }
      // A save's toast shows where no floating control is.
      await page.goto(`${demo.base}/properties`);
      await page.getByTestId("estate-bookmark").filter({ visible: true }).first().click();
      await settled(page.getByTestId("toast-success"));
      await screenshot(page, `phone-layout-toast-${lang}`, { fullPage: false });
      expect(await faults(page), "with a toast").toEqual([]);
      // So does the bar of the payments chosen to mark paid together.
      await page.goto(`${demo.base}/payments?view=pending`);
      await page.getByTestId("payment-select").filter({ visible: true }).first().click();
      await settled(page.getByTestId("payments-action-bar"));
      expect(await faults(page), "with payments chosen").toEqual([]);
      await screenshot(page, `phone-layout-payments-chosen-${lang}`, { fullPage: false });
      await page.context().close();
    });
  }

  for (const lang of ["ar", "en"] as const) {
    it(`move each list's filters into a drawer that counts the active ones, in ${lang}`, async () => {
      const page = await demo.signedIn(lang, undefined, PHONE);
      for (const name of ["properties", "payments", "tasks", "invoices"]) {
        await page.goto(`${demo.base}${pages[name]}`);
        await page.getByTestId("filters-open").click();
        const drawer = page.getByTestId("filters-drawer");
        await settled(drawer);
        await screenshot(page, `phone-layout-filters-${name}-${lang}`, { fullPage: false });
        if (name === "properties") {
          await drawer.getByTestId("estate-kind-filter").selectOption("unit");
          await page.waitForURL(/kind=unit/);
        }
        await page.keyboard.press("Escape");
        await drawer.waitFor({ state: "detached" });
      }
      await page.goto(`${demo.base}/properties?kind=unit&city=riyadh`);
      expect(await page.getByTestId("filters-active").textContent()).toBe("2");
      await page.context().close();
    });
  }

  it("offer one Add income / expense on a unit without payments, at both widths", async () => {
    const { owner } = demo.services.database;
    const unit = await owner.selectFrom("real_estates").select("id").where("title", "=", "شقة 102").executeTakeFirstOrThrow();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await demo.signedIn("en", `/Properties/${unit.id}?tab=payments`, viewport);
      await page.getByText("No payments yet").waitFor();
      const adds = page.getByRole("button", { name: "Add income / expense" }).filter({ visible: true });
      expect(await adds.count(), `${viewport.width} px`).toBe(1);
      await page.context().close();
    }
  });

  it("leave the desktop as it was: floating controls apart, no sideways scroll", async () => {
    for (const lang of ["ar", "en"] as const) {
      const page = await demo.signedIn(lang, undefined, DESKTOP);
      for (const [name, path] of Object.entries(pages)) {
        await openPage(page, path);
        expect(await sidewaysOverflow(page), `${name}: no sideways scroll`).toBeLessThanOrEqual(0);
        await screenshot(page, `phone-layout-desktop-${name}-${lang}`, { fullPage: false });
      }
      await page.context().close();
    }
  });
});

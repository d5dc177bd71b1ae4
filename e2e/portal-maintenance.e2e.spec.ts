import { pngImage } from "@amlak/api/testing";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";
import { portalSignIn } from "./portal-browser.ts";

const demo = new DemoInBrowser();
const PHONE = { width: 390, height: 844 };
// A tenant of the demo portfolio (seed/demo-portfolio.ts) with a running lease.
const TENANT = "508445566";
const DESCRIPTION = "تسريب مياه تحت مغسلة المطبخ";

const signInToPortal = portalSignIn(demo);
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
/** The maintenance section as the phone shows it, scrolled to it. */
async function shootSection(page: Page, name: string) {
  await page.getByTestId("portal-maintenance").scrollIntoViewIfNeeded();
  await screenshot(page, name, { fullPage: false });
}
const statusOf = (page: Page) => page.getByTestId("maintenance-request").first().getAttribute("data-status");

describe("maintenance requests in the browser", () => {
  it("lets a tenant file one with a photo in Arabic, the landlord see and complete it, and the tenant see it completed in English", async () => {
    const tenant = await demo.newPage(PHONE);
    await signInToPortal(tenant, "tenant", TENANT, "ar");
    await tenant.getByTestId("maintenance-new").click();
    await tenant.getByTestId("maintenance-category").selectOption("plumbing");
    await tenant.getByTestId("maintenance-description").fill(DESCRIPTION);
    await tenant.getByTestId("maintenance-photos").setInputFiles([{ name: "sink.png", mimeType: "image/png", buffer: pngImage(64, 48) }]);
    await tenant.getByTestId("maintenance-previews").locator("img").waitFor();
    expect(await sidewaysOverflow(tenant)).toBeLessThanOrEqual(0);
    await shootSection(tenant, "portal-maintenance-form-ar-phone");
    await tenant.getByTestId("maintenance-send").click();
    await poll(() => statusOf(tenant)).toBe("pending");
    expect(await tenant.getByTestId("maintenance-request").first().textContent()).toContain(DESCRIPTION);
    await shootSection(tenant, "portal-maintenance-ar-phone");

    const landlord = await demo.signedIn("ar", "/tasks");
    const row = landlord.getByTestId("tasks-table").getByTestId("table-row").filter({ hasText: "سباكة" });
    await row.waitFor();
    await row.getByTestId("task-open").click();
    const drawer = landlord.getByTestId("task-drawer");
    await drawer.getByTestId("task-requested-by").waitFor();
    expect(await landlord.getByTestId("task-description").inputValue()).toBe(DESCRIPTION);
    await poll(() => drawer.locator("[data-testid=document-row]:visible", { hasText: "sink.png" }).count()).toBe(1);
    await settled(drawer);
    await screenshot(landlord, "task-drawer-maintenance-request-ar", { fullPage: false });
    await landlord.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    await row.getByTestId("task-menu").click();
    await landlord.getByTestId("task-action-complete").click();
    await poll(() => row.getByTestId("task-state").textContent()).toBe("منجزة");

    await tenant.getByTestId("lang-switch").click();
    await tenant.reload();
    await poll(() => statusOf(tenant)).toBe("completed");
    expect(await tenant.getByTestId("maintenance-status").first().textContent()).toBe("Completed");
    await shootSection(tenant, "portal-maintenance-en-phone");
    await tenant.setViewportSize({ width: 1366, height: 900 });
    await screenshot(tenant, "portal-maintenance-en");
  });
});

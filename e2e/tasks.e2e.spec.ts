import type { Page } from "playwright-core";
import { SAMPLE_FILES } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();

async function tasksPage(lang: "ar" | "en", path = "/tasks", width = 1366): Promise<Page> {
  const page = await demo.signedIn(lang, path, { width, height: 900 });
  await page.getByTestId("task-add").waitFor();
  return page;
}

const chip = (page: Page, label: string) => page.getByTestId("task-chips").locator("button", { hasText: label });
const rowOf = (page: Page, title: string) => page.getByTestId("tasks-table").getByTestId("table-row").filter({ hasText: title });
const eventOf = (page: Page, title: string) => page.getByTestId("calendar-task").filter({ hasText: title });

describe("tasks in the browser", () => {
  it("adds a task in Arabic, finds it under today, completes it, and sees it on the month and week calendars", async () => {
    const page = await tasksPage("ar");
    // The demo account's tasks: one late, one today, one upcoming, one completed.
    await rowOf(page, "إصلاح تسريب المياه").waitFor();
    expect(await rowOf(page, "إصلاح تسريب المياه").getByTestId("task-state").textContent()).toBe("متأخرة");

    await page.getByTestId("task-add").click();
    const drawer = page.getByTestId("task-drawer");
    await drawer.waitFor();
    await page.getByTestId("task-type").selectOption("maintenance");
    await page.getByTestId("task-title").fill("تغيير فلتر المكيف");
    await page.getByTestId("task-cost").fill("٣٥٠");
    await settled(drawer);
    await screenshot(page, "task-drawer-ar", { fullPage: false });
    await page.getByTestId("task-save").click();
    await drawer.waitFor({ state: "detached" });

    await chip(page, "اليوم").click();
    await rowOf(page, "تغيير فلتر المكيف").waitFor();
    const row = rowOf(page, "تغيير فلتر المكيف");
    expect(await row.getByTestId("task-state").textContent()).toBe("اليوم");
    expect(await row.textContent()).toContain("350.00");
    // The chip's list replaces the one before it once it answers: the late task goes then.
    await expect.poll(() => rowOf(page, "إصلاح تسريب المياه").count()).toBe(0);
    await screenshot(page, "tasks-list-ar");

    await row.getByTestId("task-menu").click();
    await page.getByTestId("task-action-complete").click();
    await expect.poll(() => rowOf(page, "تغيير فلتر المكيف").count()).toBe(0);
    await chip(page, "منجزة").click();
    await expect.poll(() => rowOf(page, "تغيير فلتر المكيف").getByTestId("task-state").textContent()).toBe("منجزة");

    await page.getByTestId("tasks-view").locator("label", { hasText: "تقويم" }).click();
    await page.waitForURL(/view=calendar/);
    await eventOf(page, "تغيير فلتر المكيف").waitFor();
    expect(await page.locator(".fc").getAttribute("class")).toContain("fc-direction-rtl");
    await screenshot(page, "tasks-calendar-month-ar");
    await page.getByTestId("calendar-mode").locator("label", { hasText: "أسبوع" }).click();
    await page.waitForURL(/calendar=week/);
    await page.locator(".fc-timeGridWeek-view").waitFor();
    await eventOf(page, "تغيير فلتر المكيف").waitFor();
    await screenshot(page, "tasks-calendar-week-ar");
  });

  it("adds a task in English from a day of the calendar, then records its cost as an expense, linked both ways", async () => {
    const page = await tasksPage("en", "/tasks?view=calendar");
    // The day's number, clear of the tasks already on it.
    await page.locator(".fc-daygrid-day.fc-day-today .fc-daygrid-day-top").click();
    const drawer = page.getByTestId("task-drawer");
    await drawer.waitFor();
    expect(await drawer.getByRole("heading").first().textContent()).toBe("Add task");
    await page.getByTestId("task-title").fill("Replace the lobby door lock");
    await page.getByTestId("task-cost").fill("275.50");
    await page.getByTestId("task-all-day").click();
    await page.getByTestId("task-start-time").fill("09:30");
    await page.getByTestId("task-end-time").fill("08:00");
    await page.getByTestId("task-save").click();
    await expect.poll(() => drawer.textContent()).toContain("End date must be greater than start date");
    await page.getByTestId("task-end-time").fill("11:00");
    await page.getByTestId("task-save").click();
    await drawer.waitFor({ state: "detached" });
    await eventOf(page, "Replace the lobby door lock").waitFor();
    expect(await eventOf(page, "Replace the lobby door lock").textContent()).toContain("9:30");
    await screenshot(page, "tasks-calendar-month-en");

    await page.getByTestId("tasks-view").locator("label", { hasText: "List" }).click();
    const row = rowOf(page, "Replace the lobby door lock");
    await row.waitFor();
    await screenshot(page, "tasks-list-en");
    await row.getByTestId("task-menu").click();
    await page.getByTestId("task-action-expense").click();
    const dialog = page.getByTestId("task-expense-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("275.50");
    await page.getByTestId("task-expense-method").selectOption("bankTransfer");
    await page.getByTestId("task-expense-dialog-confirm").click();
    await dialog.waitFor({ state: "detached" });

    await row.getByTestId("task-open").click();
    await page.getByTestId("task-expense").waitFor();
    await settled(page.getByTestId("task-drawer"));
    await screenshot(page, "task-drawer-expense-en", { fullPage: false });
    // The supplier's invoice, attached to the task.
    const documents = page.getByTestId("task-drawer").getByTestId("documents-panel");
    await documents.waitFor();
    await page
      .getByTestId("upload-input")
      .setInputFiles([{ name: "lock-invoice.pdf", mimeType: "application/pdf", buffer: SAMPLE_FILES.pdf }]);
    const upload = page.getByTestId("upload-dialog");
    await upload.waitFor();
    await page.getByTestId("upload-send").click();
    await upload.waitFor({ state: "hidden" });
    await expect.poll(() => documents.locator("[data-testid=document-row]:visible", { hasText: "lock-invoice.pdf" }).count()).toBe(1);
    await screenshot(page, "task-drawer-documents-en", { fullPage: false });
    await page.getByTestId("task-expense").getByRole("link").click();
    await page.waitForURL(/\/payments/);
    const link = page.locator("[data-testid=payment-task]:visible", { hasText: "Replace the lobby door lock" });
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/tasks\?task=/);
    await page.getByTestId("task-drawer").waitFor();
    expect(await page.getByTestId("task-title").inputValue()).toBe("Replace the lobby door lock");
  });

  it("fits the list on a phone, as cards, in Arabic and English", async () => {
    for (const lang of ["ar", "en"] as const) {
      const page = await tasksPage(lang, "/tasks", 390);
      await page.getByTestId("table-card").first().waitFor();
      await screenshot(page, `tasks-phone-${lang}`);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    }
    const calendar = await tasksPage("ar", "/tasks?view=calendar", 390);
    await calendar.getByTestId("calendar-task").first().waitFor();
    await screenshot(calendar, "tasks-calendar-phone-ar");
    expect(await sidewaysOverflow(calendar)).toBeLessThanOrEqual(0);
  });

  it("marks Riyadh's today on the calendar, whatever the browser's clock zone", async () => {
    // A zone whose day differs from Riyadh's at this hour: 12 hours behind UTC before noon UTC, 14 ahead after.
    const hour = new Date().getUTCHours();
    const timezoneId = hour >= 10 && hour < 21 ? "Etc/GMT-14" : "Etc/GMT+12";
    const page = await demo.signedIn("en", "/tasks?view=calendar", undefined, { timezoneId });
    const riyadh = riyadhToday(new Date());
    expect(await page.evaluate(() => new Date().toLocaleDateString("en-CA")), "the browser's own day").not.toBe(riyadh);
    await page.locator(".fc-day-today").first().waitFor();
    expect(await page.locator(".fc-day-today").first().getAttribute("data-date")).toBe(riyadh);
    await page.context().close();
  });
});

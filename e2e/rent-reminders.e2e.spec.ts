import { demoCaller } from "@amlak/api/testing";
import { queueRentReminder } from "@amlak/db";
import { addDays, formatDate, riyadhToday } from "@amlak/domain";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const today = riyadhToday(new Date());
let rent: { id: string; due_date: string; unit: string };

/** The demo's next unpaid rent, told 14 days before it (and the SMS delivered), then 7 days before it (still queued). */
beforeAll(async () => {
  const { orgId } = await demoCaller(demo.services);
  rent = await owner
    .selectFrom("payments as p")
    .innerJoin("real_estates as unit", "unit.id", "p.real_estate_id")
    .select(["p.id", "p.due_date", "unit.title as unit"])
    .where("p.org_id", "=", orgId)
    .where("p.payment_type", "=", "rent")
    .where("p.status", "=", "pending")
    .where("p.due_date", ">", addDays(today, 7))
    .orderBy("p.due_date")
    .limit(1)
    .executeTakeFirstOrThrow();
  for (const kind of ["before_14", "before_7"] as const) {
    await owner.transaction().execute((trx) =>
      queueRentReminder(
        trx,
        {
          paymentId: rent.id,
          kind,
          queuedAt: new Date(`${addDays(rent.due_date, kind === "before_14" ? -14 : -7)}T09:00:00+03:00`),
        },
        { recipient: "551234567", body: "-", purpose: `rent.${kind}`, orgId },
      ),
    );
  }
  await owner
    .updateTable("messages")
    .set({ status: "sent", sent_at: new Date() })
    .where("org_id", "=", orgId)
    .where("purpose", "=", "rent.before_14")
    .execute();
});

async function reminders(lang: "ar" | "en", width = 1366): Promise<Page> {
  const search = `from=${rent.due_date}&to=${rent.due_date}&searchText=${encodeURIComponent(rent.unit)}`;
  const page = await demo.signedIn(lang, `/payments?${search}`, { width, height: width > 500 ? 900 : 844 });
  const row = page
    .getByTestId("payments-table")
    .locator('[data-testid="table-row"], [data-testid="table-card"]')
    .filter({ visible: true })
    .filter({ hasText: lang === "ar" ? "الإيجار" : "Rent" })
    .first();
  await row.getByTestId("payment-menu").click();
  await page.getByTestId("payment-action-history").click();
  const drawer = page.getByTestId("payment-history");
  await drawer.getByTestId("payment-reminders").waitFor();
  await settled(drawer);
  return page;
}

describe("rent reminders in the browser", () => {
  it("shows a rent payment's reminders with their delivery status in its History, in Arabic and English, on a phone too", async () => {
    const page = await reminders("ar");
    const shown = page.getByTestId("payment-reminder");
    expect(await shown.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-kind")))).toEqual(["before_14", "before_7"]);
    expect(await shown.first().textContent()).toContain("قبل 14 يومًا");
    expect(await shown.first().textContent()).toContain("أُرسلت");
    expect(await shown.first().textContent()).toContain(formatDate(addDays(rent.due_date, -14), { dateType: "md", lang: "ar" }));
    // The demo account has no account owner to send as: no reminder will go for it.
    expect(await page.getByTestId("payment-next-reminder").count()).toBe(0);
    await screenshot(page, "rent-reminders-history-ar", { fullPage: false });

    const english = await reminders("en");
    expect(await english.getByTestId("payment-reminders").textContent()).toContain("7 days before");
    expect(await english.getByTestId("payment-reminders").textContent()).toContain("Queued");
    await screenshot(english, "rent-reminders-history-en", { fullPage: false });

    const phone = await reminders("ar", 390);
    await screenshot(phone, "rent-reminders-history-phone-ar", { fullPage: false });
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  });

  it("switches the due-date and overdue reminders in General Settings, beside the SMS reminder", async () => {
    const { orgId } = await demoCaller(demo.services);
    for (const lang of ["ar", "en"] as const) {
      const page = await demo.signedIn(lang, "/MainManagement?tab=GeneralSettings");
      await page.getByTestId("general-settings-form").waitFor();
      await page.getByTestId("general-settings-edit").click();
      await page.getByTestId("general-remind-when-overdue").click();
      await page.getByTestId("general-settings-save").click();
      await page.getByTestId("general-settings-edit").waitFor();
      const stored = await owner
        .selectFrom("organizations")
        .select(["remind_on_due_date", "remind_when_overdue"])
        .where("id", "=", orgId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ remind_on_due_date: true, remind_when_overdue: lang === "en" });
      await screenshot(page, `rent-reminders-settings-${lang}`);
    }
    const phone = await demo.signedIn("ar", "/MainManagement?tab=GeneralSettings", { width: 390, height: 844 });
    await phone.getByTestId("general-settings-form").waitFor();
    await screenshot(phone, "rent-reminders-settings-phone-ar");
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  });
});

import { menuFor } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { callerFor, pngImage, staffCaller } from "@amlak/api/testing";
import axe from "axe-core";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, moveWithin, quietAfter, settled } from "./browser.ts";

const demo = new DemoInBrowser();

/** The signed-in screens, each as a user first sees it: the client's side menu. */
const SCREENS = menuFor("client").filter((entry) => !entry.hidden);

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** axe-core's serious and critical findings on the page as it is now (SCREENS: none allowed). */
async function seriousViolations(page: Page): Promise<string[]> {
  // Colours measured mid-transition (a drawer's backdrop fading in over a button) are no one's reading colours: on a
  // loaded machine axe caught light text on the brand colour at 4.41:1 on the payments page with its drawer opening. Check the page at rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity) // a spinner never ends
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, which the page's Content Security Policy (no inline script) does not govern;
  // once for each document, which a move inside the app keeps.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const inPage = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await inPage.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${violation.help} — ${node.target.join(" ")}: ${node.failureSummary}`,
      ),
    );
}

/** Screens with a drawer, dialog or step open, each opened by its own control. */
const OPENED: { path: string; open?: string; shows: string }[] = [
  { path: "/contacts?contact=new", shows: "contact-drawer" },
  { path: "/tasks?task=new", shows: "task-drawer" },
  { path: "/payments", open: "payment-add", shows: "payment-create-drawer" },
  { path: "/contracts/new", shows: "contract-wizard" },
  { path: "/reports?report=INCOME_REPORT_DETAILS", open: "report-search", shows: "report-results" },
];

const SYSTEM_PHONE = "559600001";

/** What the staff screens list: a post, a visitor's message and a client's survey answer. */
beforeAll(async () => {
  const system = callerFor(demo.services, await staffCaller(demo.services, "system", `0${SYSTEM_PHONE}`));
  const [cover] = (
    await system.blogs.uploadImage({ type: "blog", count: 1, files: [{ name: "cover.png", bytes: new Uint8Array(pngImage(1200, 675)) }] })
  ).results;
  await system.blogs.create({
    title: "دليل عقد الإيجار",
    page_title: "دليل عقد الإيجار | أملاك",
    url: "lease-guide",
    meta_description: "كل ما يحتاجه المؤجر عن عقد الإيجار الموحد",
    image_key_object: cover!.key_object,
    content: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "ما يجب أن يعرفه المؤجر." }] }] },
  });
  await callerFor(demo.services, null).publicContact.send({
    source: "contactForm",
    name: "منيرة العتيبي",
    phone: "0551110022",
    subject: "إدارة مجمع سكني",
    message: "أدير مجمعًا من 40 وحدة، هل يناسبني أملاك؟",
  });
  const { api } = await demo.signUp("561230001", "Secret@123");
  const lookups = await api.lookups.byGroup({ group: "UserProfileSurveyLookups" });
  const first = (type: string) => lookups.find((lookup) => lookup.type === type)!.id;
  await api.profileSurvey.submit({
    user_type_id: first("user_type"),
    realestates_range_id: first("realestates_range"),
    registration_source_id: first("registration_source"),
    amlak_contact_type_id: first("contact_type"),
    usage_reason: "إدارة عقارات العائلة",
  });
});

/** The system user's screens (SPEC §2 staff routes), each waited for by what it shows, then opened where it opens. */
const STAFF: { path: string; shows: string; open?: string; opens?: string }[] = [
  { path: "/dashboard", shows: "staff-signups-30-value" },
  { path: "/operationalDashboard", shows: "staff-signups-30-value" },
  { path: "/BlogsManagement", shows: "table-row", open: "blog-create", opens: "blog-editor" },
  { path: "/supportInbox", shows: "table-row", open: "table-row", opens: "support-message-drawer" },
  { path: "/AdminReports?tab=UserProfileReport", shows: "table-row", open: "survey-details", opens: "survey-details-dialog" },
];

const PUBLIC = [
  "/landing",
  "/pricing",
  "/about",
  "/contact",
  "/blogs",
  "/RealStatePublic",
  "/RealStatePublic?tab=TermsAndConditions",
  "/login",
  "/login?section=register",
  "/forget-password",
];

describe("accessibility (SCREENS: axe-core finds no serious violation)", () => {
  for (const lang of ["ar", "en"] as const) {
    it(`every signed-in screen in ${lang}`, async () => {
      const page = await demo.signedIn(lang);
      const found: string[] = [];
      // From screen to screen inside the app, as its side menu moves.
      for (const { path, titleKey } of SCREENS) {
        await moveWithin(page, path);
        await page
          .getByTestId("page-title")
          .filter({ hasText: translate(lang, titleKey) })
          .waitFor();
        found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
      }
      expect(found).toEqual([]);
      await page.context().close();
    });
  }

  it("the drawers, the contract stepper and a report's results, in Arabic and at a phone's width in English", async () => {
    for (const [lang, viewport] of [
      ["ar", undefined],
      ["en", { width: 390, height: 844 }],
    ] as const) {
      const page = await demo.signedIn(lang, undefined, viewport);
      const found: string[] = [];
      for (const { path, open, shows } of OPENED) {
        await moveWithin(page, path);
        if (open) await quietAfter(page, () => page.getByTestId(open).first().click());
        await page.getByTestId(shows).first().waitFor();
        found.push(...(await seriousViolations(page)).map((line) => `${lang} ${path}: ${line}`));
      }
      expect(found).toEqual([]);
      await page.context().close();
    }
  });

  it("the pricing page as a signed-in client sees it, in both languages", async () => {
    const found: string[] = [];
    for (const lang of ["ar", "en"] as const) {
      const page = await demo.signedIn(lang, "/pricing");
      await page.locator('[data-testid$="-price"]').first().waitFor();
      await page.waitForLoadState("networkidle");
      found.push(...(await seriousViolations(page)).map((line) => `${lang} /pricing: ${line}`));
      await page.context().close();
    }
    expect(found).toEqual([]);
  });

  it("the staff screens as the system user sees them, with their drawers and popups open, in both languages", async () => {
    const found: string[] = [];
    for (const lang of ["ar", "en"] as const) {
      const page = await demo.signInAtLogin(SYSTEM_PHONE, "Staff@12345", await demo.newPage(), lang);
      for (const { path, shows, open, opens } of STAFF) {
        await moveWithin(page, path);
        await page.getByTestId(shows).first().waitFor();
        found.push(...(await seriousViolations(page)).map((line) => `${lang} ${path}: ${line}`));
        if (!open || !opens) continue;
        await quietAfter(page, () => page.getByTestId(open).first().click());
        await settled(page.getByTestId(opens));
        found.push(...(await seriousViolations(page)).map((line) => `${lang} ${path} ${opens}: ${line}`));
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  }, 120_000);

  it("the public pages, in both languages", async () => {
    const found: string[] = [];
    for (const lang of ["ar", "en"] as const) {
      const page = await demo.newPage();
      for (const path of PUBLIC) {
        await page.goto(`${demo.base}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
        await page.waitForLoadState("networkidle");
        found.push(...(await seriousViolations(page)).map((line) => `${lang} ${path}: ${line}`));
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  });
});

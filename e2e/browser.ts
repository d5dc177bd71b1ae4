import { seedDemoAccount } from "@amlak/api";
import { callerFor, lastOtp, testServices, TEST_AUTH } from "@amlak/api/testing";
import { freePort } from "@amlak/db";
import { buildApp } from "@amlak/server";
import { sandboxAt } from "@amlak/server/testing";
import { riyadhToday, type SiteSettings } from "@amlak/domain";
import { SESSION_STORAGE_KEYS, sessionStorageEntries } from "@amlak/schemas";
import type { FastifyInstance } from "fastify";
import type { Browser, BrowserContextOptions, Locator, Page, Request } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchChromium } from "./chromium.ts";

const ARTIFACTS = path.resolve("test-results/screenshots");

async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return launchChromium();
}

/**
 * With SCREENSHOTS=1, the whole page, or only the viewport where an open drawer or dialog must stay open (a full-page
 * shot resizes it). Off by default: each shot costs about half a second, some 2½ minutes of a run, and CI looks at none.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.SCREENSHOTS !== "1") return;
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

/** Waits until a drawer, dialog or popover has finished moving in, so a screenshot shows it as the user sees it. */
export const settled = (target: Locator) =>
  target.evaluate((element) =>
    // An animation cancelled by a re-render rejects `finished` with an AbortError: it has settled too.
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );

/** Settings → Users: opens the add-user dialog and sends the code to a new user's phone, operational (role 4) unless told. */
export async function sendAddUserCode(page: Page, phone: string, role = "4"): Promise<Locator> {
  await page.getByTestId("sub-user-add").click();
  const dialog = page.getByTestId("add-user-dialog");
  await settled(dialog);
  await page.getByTestId("add-user-role").selectOption(role);
  await page.getByTestId("add-user-name").fill("فهد الدوسري");
  await page.getByTestId("add-user-email").fill("fahad@example.sa");
  await page.getByTestId("add-user-phone").fill(phone);
  await page.getByTestId("add-user-send").click();
  return dialog;
}

/**
 * Moves to `path` inside the app, as its own links do (no reload: the app and what the page injected stay), and waits
 * until none of the page's requests has been in flight for a moment: the route's code and its data have come.
 */
export const moveWithin = (page: Page, path: string): Promise<void> =>
  // wouter follows history.pushState.
  quietAfter(page, () => page.evaluate((to) => history.pushState(null, "", to), path));

/** Does `act` (a click that opens a drawer), then waits until what it asked the server for has come. */
export async function quietAfter(page: Page, act: () => Promise<unknown>, quietMs = 250): Promise<void> {
  const quiet = networkQuiet(page, quietMs);
  await act();
  await quiet;
}

function networkQuiet(page: Page, quietMs: number): Promise<void> {
  return new Promise((resolve) => {
    const inFlight = new Set<Request>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, quietMs);
    };
    const started = (request: Request) => {
      inFlight.add(request);
      clearTimeout(timer);
    };
    const ended = (request: Request) => {
      inFlight.delete(request);
      arm();
    };
    function done() {
      page.off("request", started).off("requestfinished", ended).off("requestfailed", ended);
      resolve();
    }
    page.on("request", started).on("requestfinished", ended).on("requestfailed", ended);
    arm();
  });
}

/** Ticks or unticks a checkbox (its root carries the test id) to the state wanted, whatever it starts as. */
export async function setTicked(checkbox: Locator, ticked: boolean): Promise<void> {
  if ((await checkbox.locator("input").isChecked()) !== ticked) await checkbox.click();
}

/** How far the page scrolls sideways (SCREENS: none, at any width), once the fonts the page asked for have come. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth - window.innerWidth;
  });

/** The Umm al-Qura date of a Gregorian day, by the platform's own calendar (an oracle apart from the app's converter). */
export function hijriOf(iso: string): string {
  const parts = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
    timeZone: "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(`${iso}T00:00:00Z`));
  const part = (type: string) => parts.find((each) => each.type === type)?.value;
  return `${part("year")}/${part("month")}/${part("day")}`;
}

/**
 * The whole product for one spec file: the server with the built web app and the demo account on a free loopback
 * port, and Chromium; started before the file's tests and closed after them.
 */
export class DemoInBrowser {
  readonly services = testServices();
  base = "";
  private app?: FastifyInstance;
  private browser?: Browser;

  /**
   * `site`: the deployment's contact points, analytics and meeting booking; by default what `npm start` shows.
   * `reportsLagNoteSeconds`: reports read through a reports pool (as from REPORTS_DATABASE_URL) on this same
   * database, which is never behind; a negative threshold makes every report say how old its figures are.
   */
  constructor({ site, reportsLagNoteSeconds }: { site?: SiteSettings; reportsLagNoteSeconds?: number } = {}) {
    if (reportsLagNoteSeconds !== undefined) {
      this.services.database.reports = { db: this.services.database.app, lagNoteSeconds: reportsLagNoteSeconds };
    }
    beforeAll(async () => {
      await seedDemoAccount(this.services.database.owner, TEST_AUTH.demo, riyadhToday(new Date()));
      // The sandbox gateway is served at this server's own address, as `npm start` serves it.
      const port = await freePort();
      const publicUrl = `http://127.0.0.1:${port}`;
      const { settings, paymentGateway } = sandboxAt(publicUrl);
      this.app = await buildApp({
        services: { ...this.services, paymentGateway, publicUrl },
        sandboxGatewaySettings: settings,
        // A browser test clicks faster than a person: the limit stays on, ten times higher.
        webDist: path.resolve(process.env.WEB_DIST ?? "apps/web/dist"),
        requestsPerMinute: 6000,
        ...(site ? { site } : {}),
      });
      this.base = await this.app.listen({ host: "127.0.0.1", port });
      this.browser = await launchBrowser();
    });
    afterAll(async () => {
      await this.browser?.close();
      await this.app?.close();
    });
  }

  /**
   * The demo account signed in, in `lang`, in a browser context of its own. Without `path`, through /mockLogin as a
   * visitor does, on the dashboard with its first-visit tour. With `path`, straight there: the session is made through
   * the API and put in the context's storage, as the app keeps it, sparing each test a dashboard it does not look at.
   */
  async signedIn(
    lang: "ar" | "en",
    path?: string,
    viewport = { width: 1366, height: 900 },
    context: BrowserContextOptions = {},
  ): Promise<Page> {
    if (!path) {
      const page = await this.newPage(viewport, context);
      await page.goto(`${this.base}/mockLogin?lang=${lang}`);
      await page.waitForURL(/\/dashboard$/);
      await page.getByTestId("tour").waitFor();
      return page;
    }
    const session = await callerFor(this.services, null).auth.demoLogin({});
    const stored = { ...session, user: JSON.stringify(session.user), lang, dateType: session.user.dateType };
    const localStorage = sessionStorageEntries(stored).flatMap(({ name, value }) => (value === null ? [] : [{ name, value }]));
    const page = await this.newPage(viewport, {
      ...context,
      storageState: { cookies: [], origins: [{ origin: this.base, localStorage }] },
    });
    await page.goto(`${this.base}${path}`);
    return page;
  }

  /** A client signed up through the API with `phone` (nine digits after the 0) and its code verified, and their API caller. */
  async signUp(phone: string, password: string) {
    const anonymous = callerFor(this.services, null);
    const { challenge } = await anonymous.auth.signup({
      name: "سلمان الغامدي",
      phone: `0${phone}`,
      email: `${phone}@example.sa`,
      password,
    });
    await anonymous.auth.verify({ challenge, otp: await lastOtp(this.services.database.owner, phone) });
    const user = await this.services.database.owner
      .selectFrom("users")
      .select(["id", "org_id", "session_version"])
      .where("phone", "=", phone)
      .executeTakeFirstOrThrow();
    const caller = { userId: user.id, orgId: user.org_id!, type: "client" as const, sessionVersion: user.session_version };
    const api = callerFor(this.services, caller);
    // The know-your-client survey would open over the page under test: this client has put it off for a few days.
    await api.prefs.actionReminder({ action: "showProfileSurvey" });
    return { api, caller };
  }

  /** A client signed up with `phone`, the first-visit tour already taken, and their API caller. */
  async newClient(phone: string, password: string) {
    const client = await this.signUp(phone, password);
    await client.api.prefs.setJourney({ journey: false });
    return client;
  }

  /** That client signed in through the login page, in `lang` when given, its code read from its phone, on the dashboard. */
  async signInAtLogin(phone: string, password: string, page: Page, lang?: "ar" | "en"): Promise<Page> {
    await page.goto(`${this.base}/login`);
    if (lang) {
      // The login page reads the stored language as it loads: store it, then load the page again.
      await page.evaluate(([key, chosen]) => localStorage.setItem(key, chosen), [SESSION_STORAGE_KEYS.lang, lang] as const);
      await page.reload();
    }
    await page.getByTestId("login-phone").fill(`0${phone}`);
    await page.getByTestId("login-password").fill(password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("otp-submit").waitFor();
    await page.getByTestId("otp-input").fill(await lastOtp(this.services.database.owner, phone));
    await page.getByTestId("otp-submit").click();
    await page.waitForURL(/\/dashboard/);
    return page;
  }

  /** A user just added by code (with no password of their own yet) sets one through "Forgot password", then signs in. */
  async signInAsNewUser(page: Page, phone: string): Promise<void> {
    const { owner } = this.services.database;
    await page.goto(`${this.base}/forget-password`);
    await page.getByTestId("reset-phone").fill(phone);
    await page.getByTestId("reset-send").click();
    await page.getByTestId("reset-password").waitFor();
    await page.getByTestId("otp-input").fill(await lastOtp(owner, phone));
    await page.getByTestId("reset-password").fill("Member@123");
    await page.getByTestId("reset-confirm").fill("Member@123");
    await page.getByTestId("reset-submit").click();
    await page.waitForURL(/\/login/);
    await page.getByTestId("login-phone").fill(phone);
    await page.getByTestId("login-password").fill("Member@123");
    await page.getByTestId("login-submit").click();
    await page.getByTestId("otp-submit").waitFor();
    await page.getByTestId("otp-input").fill(await lastOtp(owner, phone));
    await page.getByTestId("otp-submit").click();
  }

  /**
   * A page in a browser context of its own (no shared session), at a desktop size unless told. It asks for reduced
   * motion, as a user may: nothing slides or fades, which spares the browser some 40% of its work and a click waiting
   * for a drawer to come to rest.
   */
  async newPage(viewport = { width: 1366, height: 900 }, context: BrowserContextOptions = {}): Promise<Page> {
    if (!this.browser) throw new Error("DemoInBrowser starts in beforeAll");
    return (await this.browser.newContext({ reducedMotion: "reduce", ...context, viewport })).newPage();
  }
}

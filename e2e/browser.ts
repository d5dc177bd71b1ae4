import { seedDemoAccount } from "@amlak/api";
import { testServices, TEST_AUTH } from "@amlak/api/testing";
import { buildApp } from "@amlak/server";
import type { FastifyInstance } from "fastify";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { mkdirSync } from "node:fs";
import path from "node:path";

const ARTIFACTS = path.resolve("test-results/screenshots");

/** Debian's Chromium (scripts/ensure-chromium.sh installs it); npm's browser downloads are not reachable here. */
async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}

/** The whole page, or only the viewport where an open drawer or dialog must stay open (a full-page shot resizes it). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
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

  constructor() {
    beforeAll(async () => {
      await seedDemoAccount(this.services.database.owner, TEST_AUTH.demo, new Date().toISOString().slice(0, 10));
      this.app = await buildApp({ services: this.services, webDist: path.resolve(process.env.WEB_DIST ?? "apps/web/dist") });
      this.base = await this.app.listen({ host: "127.0.0.1", port: 0 });
      this.browser = await launchBrowser();
    });
    afterAll(async () => {
      await this.browser?.close();
      await this.app?.close();
    });
  }

  /** A page in a browser context of its own (no shared session), at a desktop size unless told. */
  async newPage(viewport = { width: 1366, height: 900 }): Promise<Page> {
    if (!this.browser) throw new Error("DemoInBrowser starts in beforeAll");
    return (await this.browser.newContext({ viewport })).newPage();
  }
}

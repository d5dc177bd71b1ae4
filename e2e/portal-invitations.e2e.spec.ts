import { callerFor, demoCaller, SAMPLE_FILES } from "@amlak/api/testing";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, sidewaysOverflow } from "./browser.ts";
import { portalSignIn } from "./portal-browser.ts";

const demo = new DemoInBrowser();
const { owner } = demo.services.database;
const signInToPortal = portalSignIn(demo);
const PHONE = { width: 390, height: 844 };
// Demo tenant 1 (seed/demo-portfolio.ts), who rents شقة 101 of the demo account.
const TENANT = "507334455";
const LEASE = "عقد الإيجار الموقع.pdf";

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
/** The elements of `testId` on screen: a table renders its rows twice, as table rows and as phone cards, one hidden. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });
const invitationStatus = (page: Page) => page.getByTestId("portal-access").getByTestId("message-status").getAttribute("data-status");

let tenantId = "";
let contractId = "";

beforeAll(async () => {
  const caller = await demoCaller(demo.services);
  const lease = await owner
    .selectFrom("contracts as c")
    .innerJoin("contacts as t", "t.id", "c.tenant_id")
    .select(["c.id", "t.id as tenant_id"])
    .where("c.org_id", "=", caller.orgId)
    .where("t.phone", "=", TENANT)
    .executeTakeFirstOrThrow();
  tenantId = lease.tenant_id;
  contractId = lease.id;
  await callerFor(demo.services, caller).documents.upload({
    type: "CONTRACT",
    id: contractId,
    count: 1,
    files: [{ name: LEASE, bytes: SAMPLE_FILES.pdf }],
  } as never);
});

describe("portal invitations and shared documents in the browser", () => {
  it("lets the landlord invite a tenant in Arabic, see the invitation delivered, and share a contract's document", async () => {
    const page = await demo.signedIn("ar", `/contacts/${tenantId}`);
    const access = page.getByTestId("portal-access");
    await poll(() => access.textContent()).toContain("لم تُرسل دعوة");
    await page.getByTestId("portal-invite").click();
    await poll(() => invitationStatus(page)).toBe("queued");
    expect(await page.getByTestId("portal-invite").textContent()).toContain("إعادة الدعوة");

    // The delivery worker hands it to the SMS provider.
    await owner.updateTable("messages").set({ status: "sent", sent_at: new Date() }).where("purpose", "=", "portal.invitation").execute();
    await page.reload();
    await poll(() => invitationStatus(page)).toBe("sent");
    expect(await page.getByTestId("portal-access-signed-in").textContent()).toBe("لم يدخل بعد");
    await screenshot(page, "portal-access-ar");

    await page.goto(`${demo.base}/contracts/${contractId}?tab=documents`);
    const share = shown(page, "document-share");
    await poll(() => share.getAttribute("data-shared")).toBe("no");
    await share.click();
    await poll(() => share.getAttribute("data-shared")).toBe("yes");
    expect(await shown(page, "document-row").textContent()).toContain("مشارك في البوابة");
    await screenshot(page, "portal-share-document-ar");

    const phone = await demo.signedIn("ar", `/contacts/${tenantId}`, PHONE);
    await poll(() => invitationStatus(phone)).toBe("sent");
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, "portal-access-ar-phone");
  });

  it("lets the tenant sign in in English and download it, and then shows the landlord that they signed in", async () => {
    const page = await demo.newPage();
    await signInToPortal(page, "tenant", TENANT, "en");
    const documents = page.getByTestId("portal-documents");
    await poll(() => shown(page, "portal-document-download").count()).toBe(1);
    expect(await documents.textContent()).toContain(LEASE);
    await screenshot(page, "portal-documents-en");
    const [download] = await Promise.all([page.waitForEvent("download"), shown(page, "portal-document-download").click()]);
    expect(Buffer.compare(await readFile((await download.path())!), Buffer.from(SAMPLE_FILES.pdf))).toBe(0);

    await page.setViewportSize(PHONE);
    await shown(page, "portal-document-download").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "portal-documents-en-phone");

    const landlord = await demo.signedIn("en", `/contacts/${tenantId}`);
    await poll(() => landlord.getByTestId("portal-access").getAttribute("data-signed-in")).toBe("yes");
    expect(await landlord.getByTestId("portal-access-signed-in").textContent()).toContain("Last signed in on");
    await screenshot(landlord, "portal-access-en");
  });
});

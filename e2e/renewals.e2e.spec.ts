import { riyadhToday } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const owner = () => demo.services.database.owner;

/** Demo leases that can be renewed (signed, not cancelled, not renewed, nothing after them on their unit), latest end first. */
function renewableLeases() {
  return owner()
    .selectFrom("contracts as c")
    .innerJoin("real_estates as r", "r.id", "c.real_estate_id")
    .innerJoin("contacts as t", "t.id", "c.tenant_id")
    .select(["c.id", "c.contract_end as end", "r.title as unit", "t.name as tenant"])
    .where("c.cancelled_on", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("contracts as later")
            .select("later.id")
            .where((eb) =>
              eb.or([eb("later.renewed_from", "=", eb.ref("c.id")), eb("later.contract_start", ">", eb.ref("c.contract_end"))]),
            )
            .whereRef("later.real_estate_id", "=", "c.real_estate_id"),
        ),
      ),
    )
    .orderBy("c.contract_end", "desc")
    .orderBy("c.id");
}
type Lease = Awaited<ReturnType<ReturnType<typeof renewableLeases>["execute"]>>[number];

describe("renewing leases from the contracts list", () => {
  for (const [lang, width] of [
    ["ar", 390],
    ["en", 1366],
  ] as const) {
    it(`renews three leases at once with a 5% increase, in ${lang}`, async () => {
      const leases = await renewableLeases().limit(3).execute();
      expect(leases).toHaveLength(3);
      const page = await demo.signedIn(lang, "/contracts?sort=end&direction=desc", { width, height: 900 });
      await page.getByTestId("contracts-table").waitFor();
      await screenshot(page, `renewals-list-${lang}`, { fullPage: false });
      const selectLabel = (lease: Lease) =>
        translate(lang, "renewals.select.one", { unit: lease.unit, tenant: lease.tenant, end: lease.end.replaceAll("-", "/") });
      for (const lease of leases) {
        await page.locator(`label[data-testid="contract-select"]:visible:has(input[aria-label="${selectLabel(lease)}"])`).click();
      }
      await page.getByTestId("contracts-action-bar").waitFor();
      await page.getByTestId("contracts-renew-selected").click();
      const drawer = page.getByTestId("renew-drawer");
      await settled(drawer);
      await drawer.getByTestId("renew-increase-kind").getByText(translate(lang, "renewals.increase.percent"), { exact: true }).click();
      await page.getByTestId("renew-increase").fill("5");
      await expect.poll(() => drawer.getByTestId("renew-preview-rent").count()).toBe(3);
      await screenshot(page, `renewals-drawer-${lang}`, { fullPage: false });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByTestId("renew-submit").click();
      await drawer.waitFor({ state: "detached" });
      // Each renewed lease is marked Renewed, linking to its renewal, and offers no tick to renew it again.
      await page.getByTestId("contract-chip-renewed").click();
      await page.waitForURL(/[?&]status=renewed/);
      const renewedCount = await owner()
        .selectFrom("contracts")
        .select(({ fn }) => fn.countAll<string>().as("n"))
        .where("renewed_from", "is not", null)
        .executeTakeFirstOrThrow();
      await expect.poll(() => page.locator('[data-testid="contract-renewed"]:visible').count()).toBe(Number(renewedCount.n));
      for (const lease of leases) expect(await page.locator(`input[aria-label="${selectLabel(lease)}"]`).count()).toBe(0);
      await screenshot(page, `renewals-renewed-chip-${lang}`, { fullPage: false });

      const renewed = await owner()
        .selectFrom("contracts")
        .select(["renewed_from", "contract_start"])
        .where(
          "renewed_from",
          "in",
          leases.map((lease) => lease.id),
        )
        .execute();
      expect(renewed).toHaveLength(3);

      // The new contract's page links back to the lease it renewed.
      const first = leases[0]!;
      const next = await owner().selectFrom("contracts").select("id").where("renewed_from", "=", first.id).executeTakeFirstOrThrow();
      await page.goto(`${demo.base}/contracts/${next.id}`);
      await page.getByTestId("contract-renewedFrom").waitFor();
      expect(await page.getByTestId("contract-renewedFrom").textContent()).toContain(translate(lang, "renewals.renewedFrom"));
      await screenshot(page, `renewals-contract-${lang}`, { fullPage: false });
      if (lang === "en") {
        // One lease renews from its own page too, on the same terms; then it links to the contract that renewed it.
        await page.getByTestId("contract-renew").click();
        await settled(page.getByTestId("renew-drawer"));
        await page.getByTestId("renew-submit").click();
        await page.getByTestId("contract-renewedBy").waitFor();
        expect(await page.getByTestId("contract-renew").count()).toBe(0);
        await screenshot(page, `renewals-renewed-by-${lang}`, { fullPage: false });
      }

      // A lease running today renews from its unit's page, in the same drawer, here charging the additional commission
      // again; then its card says Renewed and links to the new contract.
      const today = riyadhToday(new Date());
      const current = await renewableLeases()
        .select("c.real_estate_id as unitId")
        .where("c.contract_start", "<=", today)
        .where("c.contract_end", ">=", today)
        .executeTakeFirstOrThrow();
      await page.goto(`${demo.base}/Properties/${current.unitId}`);
      const card = page.getByTestId("estate-current-lease");
      await card.getByTestId("estate-lease-renew").click();
      await settled(drawer);
      await drawer.getByTestId("renew-charge-commission").click();
      await screenshot(page, `renewals-unit-drawer-${lang}`, { fullPage: false });
      await page.getByTestId("renew-submit").click();
      await drawer.waitFor({ state: "detached" });
      await card.getByTestId("contract-renewed").click();
      const fromUnit = await owner().selectFrom("contracts").select("id").where("renewed_from", "=", current.id).executeTakeFirstOrThrow();
      await page.waitForURL(new RegExp(`/contracts/${fromUnit.id}$`));
      await page.getByTestId("contract-renewedFrom").waitFor();
      await page.close();
    });
  }
});

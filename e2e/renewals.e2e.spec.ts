import { translate } from "@amlak/i18n";
import { describe, expect, it } from "vitest";
import { DemoInBrowser, screenshot, settled, sidewaysOverflow } from "./browser.ts";

const demo = new DemoInBrowser();
const owner = () => demo.services.database.owner;

/** The three latest-ending demo leases that can be renewed: signed, not cancelled, not renewed, nothing after them on their unit. */
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
    .orderBy("c.id")
    .limit(3)
    .execute();
}

describe("renewing leases from the contracts list", () => {
  for (const [lang, width] of [
    ["ar", 390],
    ["en", 1366],
  ] as const) {
    it(`renews three leases at once with a 5% increase, in ${lang}`, async () => {
      const leases = await renewableLeases();
      expect(leases).toHaveLength(3);
      const page = await demo.signedIn(lang, "/contracts?sort=end&direction=desc", { width, height: 900 });
      await page.getByTestId("contracts-table").waitFor();
      await screenshot(page, `renewals-list-${lang}`, { fullPage: false });
      for (const lease of leases) {
        const label = translate(lang, "renewals.select.one", {
          unit: lease.unit,
          tenant: lease.tenant,
          end: lease.end.replaceAll("-", "/"),
        });
        await page.locator(`label[data-testid="contract-select"]:visible:has(input[aria-label="${label}"])`).click();
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
      if (lang === "ar") {
        // A lease already renewed is refused by name, in the drawer, and nothing is renewed.
        const again = leases[0]!;
        const label = translate(lang, "renewals.select.one", {
          unit: again.unit,
          tenant: again.tenant,
          end: again.end.replaceAll("-", "/"),
        });
        await page.locator(`label[data-testid="contract-select"]:visible:has(input[aria-label="${label}"])`).click();
        await page.getByTestId("contracts-renew-selected").click();
        await settled(drawer);
        await page.getByTestId("renew-submit").click();
        await page.getByTestId("renew-error").waitFor();
        expect(await page.getByTestId("renew-error").textContent()).toBe(
          translate(lang, "contract.alreadyRenewed", { unit: again.unit, tenant: again.tenant }),
        );
        await screenshot(page, `renewals-refused-${lang}`, { fullPage: false });
        await page.keyboard.press("Escape");
        await drawer.waitFor({ state: "detached" });
      }

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
      await page.close();
    });
  }
});

import { addDays, riyadhToday } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, pngImage, refusalOf, SAMPLE_FILES, testServices } from "../testing/harness.ts";

/**
 * White-label (issue #19): the logo, brand colour and organization code are saved only on a package that grants each
 * (asked of the organization's authorization, so staff may grant them to any package), always read, and in effect
 * only while granted; the logo is checked by its content.
 */
const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());

type Org = Caller & { orgId: string };
let phones = 0;

async function organizationOn(packageCode: string): Promise<Org> {
  const org: Org = { ...(await demoOrganization(services, `5677000${String(++phones).padStart(2, "0")}`)), type: "client" };
  await owner
    .insertInto("subscriptions")
    .values({ org_id: org.orgId, package_code: packageCode, status: "activated", start_date: today, end_date: addDays(today, 30) })
    .execute();
  return org;
}

/** Uploads a file for the organization itself, as the settings screen does (POST /api/upload?type=ORGANIZATION). */
async function upload(org: Org, name: string, bytes: Buffer) {
  const { results } = await callerFor(services, org).documents.upload({
    type: "ORGANIZATION",
    count: 1,
    files: [{ name, bytes }],
  } as never);
  return results[0]!.id;
}

const CHOICES = { theme_color: "#1D4ED8", code: "acme01" };

describe("branding on a package that grants it", () => {
  it("saves the logo, colour and code, answers them to every member, and the documents print the code and logo", async () => {
    const org = await organizationOn("business");
    const api = callerFor(services, org);
    const logo = pngImage(40, 20);
    const saved = await api.branding.save({ ...CHOICES, logo_document_id: await upload(org, "logo.png", logo) });
    expect(saved).toMatchObject({ theme_color: "#1d4ed8", code: "ACME01", granted: { logo: true, theme: true, code: true } });
    expect(saved.logo?.url).toMatch(/^\/api\/files\//);
    expect(await api.branding.get()).toMatchObject({ theme_color: "#1d4ed8", code: "ACME01" });
    const printed = await api.branding.printed();
    expect(printed.code).toBe("ACME01");
    expect(Buffer.from(printed.logo!, "base64").equals(logo)).toBe(true);
  });

  it("keeps what a save leaves out and removes what it sets to null", async () => {
    const org = await organizationOn("business");
    const api = callerFor(services, org);
    await api.branding.save({ ...CHOICES, logo_document_id: await upload(org, "logo.png", pngImage(8, 8)) });
    expect(await api.branding.save({ code: "B2" })).toMatchObject({
      theme_color: "#1d4ed8",
      code: "B2",
      logo: { url: expect.any(String) },
    });
    expect(await api.branding.save({ logo_document_id: null, theme_color: null, code: null })).toMatchObject({
      logo: null,
      theme_color: null,
      code: null,
    });
    expect(await api.branding.printed()).toEqual({ code: null, logo: null });
  });

  it("follows the organization's authorization: a package staff grant a permission to lets that choice be saved", async () => {
    const org = await organizationOn("gold");
    const api = callerFor(services, org);
    expect((await refusalOf(api.branding.save({ theme_color: "#1d4ed8" })))?.body.code).toBe("subscription.notAllowed");
    // Every permission has its row on every package, switched off where the package lacks it (as /AdminConfiguration saves).
    const theme = () => owner.updateTable("package_permissions").where("package_code", "=", "gold").where("code", "=", "THEME");
    await theme().set({ active: true }).execute();
    try {
      expect(await api.branding.save({ theme_color: "#1d4ed8" })).toMatchObject({
        theme_color: "#1d4ed8",
        granted: { logo: false, theme: true, code: false },
      });
      expect((await refusalOf(api.branding.save({ code: "GOLD" })))?.body.code).toBe("subscription.notAllowed");
    } finally {
      await theme().set({ active: false }).execute();
    }
  });
});

describe("branding on a package that does not grant it", () => {
  it.each(["en", "ar"] as const)(
    "refuses each save 403 with the SPEC §8 message (%s), and still lets a choice be removed",
    async (lang: Lang) => {
      const org = await organizationOn("platinum");
      const api = callerFor(services, org, lang);
      const logo = await upload(org, "logo.png", pngImage(4, 4));
      for (const input of [{ logo_document_id: logo }, { theme_color: "#1d4ed8" }, { code: "ACME" }]) {
        expect(await refusalOf(api.branding.save(input), lang), JSON.stringify(input)).toMatchObject({
          status: 403,
          body: {
            code: "subscription.notAllowed",
            message: lang === "en" ? "Not Allowed in Current Subscription Package" : translate("ar", "subscription.notAllowed"),
          },
        });
      }
      expect(await api.branding.save({ logo_document_id: null, theme_color: null, code: null })).toMatchObject({
        granted: { logo: false, theme: false, code: false },
      });
    },
  );

  it("keeps the choices after a fall back to Free, where the documents stop printing them, until it upgrades again", async () => {
    const org = await organizationOn("business");
    const api = callerFor(services, org);
    await api.branding.save({ ...CHOICES, logo_document_id: await upload(org, "logo.png", pngImage(8, 8)) });
    await owner
      .updateTable("subscriptions")
      .set({ end_date: addDays(today, -1) })
      .where("org_id", "=", org.orgId)
      .execute();
    expect(await api.branding.get()).toMatchObject({
      theme_color: "#1d4ed8",
      code: "ACME01",
      logo: { url: expect.any(String) },
      granted: { logo: false, theme: false, code: false },
    });
    expect(await api.branding.printed()).toEqual({ code: null, logo: null });
    await owner
      .updateTable("subscriptions")
      .set({ end_date: addDays(today, 30) })
      .where("org_id", "=", org.orgId)
      .execute();
    expect((await api.branding.printed()).code).toBe("ACME01");
  });
});

describe("what a branding save accepts", () => {
  it("checks the logo by its content: a PDF, a GIF or an image the PDF writer cannot draw is refused, as is a large one", async () => {
    const org = await organizationOn("business");
    const api = callerFor(services, org);
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    const cases: [string, Buffer, string][] = [
      ["vat.pdf", SAMPLE_FILES.pdf, "branding.logoNotImage"],
      ["logo.gif", gif, "branding.logoNotImage"],
      // Its header reads as a PNG, but its rows name no PNG filter: pdfkit would throw while drawing an invoice.
      ["damaged.png", pngImage(4, 4, 9), "branding.logoNotImage"],
      ["wide.png", pngImage(2049, 1), "branding.logoTooLarge"],
      ["heavy.png", Buffer.concat([pngImage(1, 1), Buffer.alloc(600 * 1024)]), "branding.logoTooLarge"],
    ];
    const answers = [];
    for (const [name, bytes] of cases) {
      const refusal = await refusalOf(api.branding.save({ logo_document_id: await upload(org, name, bytes) }));
      answers.push(`${name} ${refusal?.status} ${refusal?.body.code}`);
    }
    expect(answers).toEqual(cases.map(([name, , code]) => `${name} ${code === "branding.logoTooLarge" ? 413 : 400} ${code}`));
    expect((await api.branding.get()).logo).toBeNull();
  });

  it("takes only the organization's own papers: another organization's image, or one of its archive files, is not found", async () => {
    const org = await organizationOn("business");
    const other = await organizationOn("business");
    const api = callerFor(services, org);
    const archived = await callerFor(services, org).documents.upload({
      type: "ARCHIVE",
      count: 1,
      files: [{ name: "logo.png", bytes: pngImage(4, 4) }],
    } as never);
    for (const id of [await upload(other, "logo.png", pngImage(4, 4)), archived.results[0]!.id, crypto.randomUUID()]) {
      expect(await refusalOf(api.branding.save({ logo_document_id: id }))).toMatchObject({
        status: 400,
        body: { code: "validation.failed", fieldErrors: { logo_document_id: expect.any(String) } },
      });
    }
  });

  it("refuses a colour white text cannot be read on, and a code that is not letters and digits", async () => {
    const api = callerFor(services, await organizationOn("business"));
    const fieldErrors = async (input: object) => (await refusalOf(api.branding.save(input as never)))?.body.fieldErrors;
    expect(await fieldErrors({ theme_color: "#67bca9" })).toEqual({ theme_color: translate("en", "theme.lowContrast") });
    expect(await fieldErrors({ theme_color: "red" })).toEqual({ theme_color: translate("en", "field.invalid") });
    expect(await fieldErrors({ code: "AC ME" })).toEqual({ code: translate("en", "organizationCode.format") });
    expect(await fieldErrors({ code: "ABCDEFGHIJK" })).toEqual({ code: translate("en", "organizationCode.format") });
  });
});

import { withOrg, withPortal } from "@amlak/db";
import type { Lang } from "@amlak/i18n";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { PortalCaller } from "./auth/portal-token.ts";
import type { Caller } from "./context.ts";
import {
  callerFor,
  contactIdOf,
  demoOrganization,
  portalApi as portalApiOf,
  portalSignIn,
  refusalOf,
  SAMPLE_FILES,
  testServices,
} from "./testing/harness.ts";

const services = testServices();
const { app, owner } = services.database;

// Demo contacts (seed/demo-portfolio.ts), in every demo organization: lessor 1 owns the compound where tenants 1 and 2
// rent, lessor 2 the villa; tenant 1 rents from both landlords.
const TENANT_1 = "507334455";
const TENANT_2 = "508445566";
const LESSOR_1 = "505112233";
const LESSOR_2 = "506223344";
const VENDOR = "554990011";

let orgA: Caller & { orgId: string };
let orgB: Caller & { orgId: string };

const portalApi = (portal: PortalCaller | null, lang: Lang = "en") => portalApiOf(services, portal, lang);

const contactId = (orgId: string, phone: string) => contactIdOf(owner, orgId, phone);

const invitationsTo = (contact: string) =>
  owner
    .selectFrom("messages")
    .select(["id", "recipient", "channel", "lang", "purpose", "body", "template"])
    .where("contact_id", "=", contact)
    .where("purpose", "=", "portal.invitation")
    .orderBy("created_at")
    .execute();

const signIn = (phone: string, role: PortalCaller["role"]) => portalSignIn(services, phone, role);

beforeAll(async () => {
  orgA = await demoOrganization(services, "566700011");
  orgB = await demoOrganization(services, "566700012");
});

describe("portal invitations", () => {
  it("texts a tenant the tenant portal's link in their language, on WhatsApp when they prefer it", async () => {
    const tenant = await contactId(orgA.orgId, TENANT_1);
    await owner.updateTable("contacts").set({ lang: "en", preferred_channel: "whatsapp" }).where("id", "=", tenant).execute();
    await callerFor(services, orgA).contacts.invitePortal({ id: tenant });

    const [message, ...more] = await invitationsTo(tenant);
    expect(more).toEqual([]);
    const link = `${services.publicUrl}/tenant/login`;
    expect(message).toMatchObject({
      recipient: TENANT_1,
      channel: "whatsapp",
      lang: "en",
      template: { name: "portal_invitation", params: [expect.any(String), link] },
    });
    expect(message!.body).toContain(link);
    expect(message!.body).toMatch(/tenant portal/);
  });

  it("texts a lessor the owner portal's link in Arabic by SMS, e-mail being no way to sign in by phone", async () => {
    const lessor = await contactId(orgA.orgId, LESSOR_1);
    await owner
      .updateTable("contacts")
      .set({ lang: "ar", preferred_channel: "email", email: "owner@example.sa" })
      .where("id", "=", lessor)
      .execute();
    await callerFor(services, orgA, "en").contacts.invitePortal({ id: lessor });

    const [message] = await invitationsTo(lessor);
    expect(message).toMatchObject({ recipient: LESSOR_1, channel: "sms", lang: "ar", template: null });
    expect(message!.body).toContain(`${services.publicUrl}/owner/login`);
    expect(message!.body).toMatch(/بوابة المالك/);
  });

  it("refuses contacts that have no portal, or no phone, and a fourth invitation in a day", async () => {
    const api = callerFor(services, orgA);
    const vendor = await contactId(orgA.orgId, VENDOR);
    expect(await refusalOf(api.contacts.invitePortal({ id: vendor }))).toMatchObject({
      status: 409,
      body: { code: "portal.invitationNotPortalContact" },
    });

    const tenant = await contactId(orgA.orgId, TENANT_2);
    await owner.updateTable("contacts").set({ phone: null }).where("id", "=", tenant).execute();
    expect(await refusalOf(api.contacts.invitePortal({ id: tenant }))).toMatchObject({
      status: 409,
      body: { code: "portal.invitationNeedsPhone" },
    });
    await owner.updateTable("contacts").set({ phone: TENANT_2 }).where("id", "=", tenant).execute();

    for (let sent = 0; sent < 3; sent++) await api.contacts.invitePortal({ id: tenant });
    const limit = await refusalOf(api.contacts.invitePortal({ id: tenant }), "ar");
    expect(limit).toMatchObject({ status: 429, body: { code: "portal.invitationLimit" } });
    expect(await invitationsTo(tenant)).toHaveLength(3);
    expect(await owner.selectFrom("portal_invitations").select("id").where("contact_id", "=", tenant).execute()).toHaveLength(3);
  });

  it("shows the landlord the last invitation, its delivery, and when the contact last signed in, their own contacts' only", async () => {
    const api = callerFor(services, orgB);
    const tenant = await contactId(orgB.orgId, TENANT_1);
    expect(await api.contacts.portalAccess({ id: tenant })).toEqual({ invitation: null, last_signed_in_at: null });

    const invited = await api.contacts.invitePortal({ id: tenant });
    expect(invited.invitation).toMatchObject({ channel: "sms", status: "queued", failure: null, invited_by: expect.any(String) });
    expect(invited.last_signed_in_at).toBeNull();

    const [message] = await invitationsTo(tenant);
    await owner.updateTable("messages").set({ status: "failed", last_error: "number unreachable" }).where("id", "=", message!.id).execute();
    expect((await api.contacts.portalAccess({ id: tenant })).invitation).toMatchObject({ status: "failed", failure: "number unreachable" });

    // Tenant 1 rents from both landlords: signing in stamps their contact in each, and each landlord reads only its own.
    await signIn(TENANT_1, "tenant");
    const access = await api.contacts.portalAccess({ id: tenant });
    expect(access.last_signed_in_at).toBeInstanceOf(Date);
    expect(
      (await callerFor(services, orgA).contacts.portalAccess({ id: await contactId(orgA.orgId, TENANT_1) })).last_signed_in_at,
    ).toBeInstanceOf(Date);
    const seenByA = await withOrg(app, orgA.orgId, (trx) => trx.selectFrom("portal_sign_ins").select("org_id").execute());
    expect(new Set(seenByA.map((row) => row.org_id))).toEqual(new Set([orgA.orgId]));
    // The lessor of the same organization has not signed in.
    expect((await api.contacts.portalAccess({ id: await contactId(orgB.orgId, LESSOR_1) })).last_signed_in_at).toBeNull();
  });
});

describe("documents shared with the portal", () => {
  const upload = async (type: "CONTRACT" | "REALESTATE" | "ARCHIVE", id: string | undefined, name: string) => {
    const { results } = await callerFor(services, orgA).documents.upload({
      type,
      ...(id ? { id } : {}),
      count: 1,
      files: [{ name, bytes: SAMPLE_FILES.pdf }],
    } as never);
    return results[0]!.id;
  };
  const contractOf = async (phone: string) =>
    await owner
      .selectFrom("contracts as c")
      .innerJoin("contacts as t", "t.id", "c.tenant_id")
      .select(["c.id", "c.real_estate_id"])
      .where("c.org_id", "=", orgA.orgId)
      .where("t.phone", "=", phone)
      .executeTakeFirstOrThrow();
  const titled = async (title: string) =>
    (
      await owner
        .selectFrom("real_estates")
        .select("id")
        .where("org_id", "=", orgA.orgId)
        .where("title", "=", title)
        .executeTakeFirstOrThrow()
    ).id;

  const documentsOf = async (phone: string, role: PortalCaller["role"]) =>
    (await portalApi({ phone, role }).portal.documents({ org_id: orgA.orgId })).map((document) => document.name).sort();

  /** Every document row the portal role reads with no filter at all: row-level security alone decides. */
  const unfiltered = async (phone: string, type: "tenant" | "lessor") =>
    withPortal(app, { orgId: orgA.orgId, contactIds: [await contactId(orgA.orgId, phone)] }, async (trx) =>
      (await sql<{ name: string }>`select name from documents`.execute(trx)).rows.map((row) => row.name).sort(),
    ).then((names) => ({ type, names }));

  it("lists to each tenant and owner only what was shared on their contracts and real estates, enforced by row-level security", async () => {
    const first = await contractOf(TENANT_1);
    const second = await contractOf(TENANT_2);
    const villa = await titled("فيلا حي الملقا");
    const ids = {
      lease1: await upload("CONTRACT", first.id, "lease-1.pdf"),
      unshared1: await upload("CONTRACT", first.id, "internal-1.pdf"),
      unit1: await upload("REALESTATE", first.real_estate_id, "unit-1.pdf"),
      lease2: await upload("CONTRACT", second.id, "lease-2.pdf"),
      villa: await upload("REALESTATE", villa, "villa.pdf"),
      archive: await upload("ARCHIVE", undefined, "archive.pdf"),
    };
    const api = callerFor(services, orgA);
    for (const id of [ids.lease1, ids.unit1, ids.lease2, ids.villa]) await api.documents.share({ id, shared_with_portal: true });
    expect(await refusalOf(api.documents.share({ id: ids.archive, shared_with_portal: true }))).toMatchObject({
      status: 409,
      body: { code: "document.notShareable" },
    });
    expect((await api.documents.list({ contract_id: first.id })).rows.map((row) => [row.name, row.shared_with_portal]).sort()).toEqual([
      ["internal-1.pdf", false],
      ["lease-1.pdf", true],
    ]);

    expect(await documentsOf(TENANT_1, "tenant")).toEqual(["lease-1.pdf", "unit-1.pdf"]);
    expect(await documentsOf(TENANT_2, "tenant")).toEqual(["lease-2.pdf"]);
    expect(await documentsOf(LESSOR_1, "owner")).toEqual(["lease-1.pdf", "lease-2.pdf", "unit-1.pdf"]);
    expect(await documentsOf(LESSOR_2, "owner")).toEqual(["villa.pdf"]);
    expect(await unfiltered(TENANT_1, "tenant")).toEqual({ type: "tenant", names: ["lease-1.pdf", "unit-1.pdf"] });
    expect(await unfiltered(LESSOR_2, "lessor")).toEqual({ type: "lessor", names: ["villa.pdf"] });

    // Tenant 1 rents from the other landlord too, who shared nothing.
    expect(await portalApi({ phone: TENANT_1, role: "tenant" }).portal.documents({ org_id: orgB.orgId })).toEqual([]);

    await api.documents.share({ id: ids.unit1, shared_with_portal: false });
    expect(await documentsOf(TENANT_1, "tenant")).toEqual(["lease-1.pdf"]);
  });
});

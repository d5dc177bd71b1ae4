import { countActiveSubUsers, countDocumentsOn, withOrg, type DocumentShelf } from "@amlak/db";
import { addDays, FALLBACK_PACKAGE, PACKAGES, PERMISSION_ENTITIES, riyadhToday } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import { openLinkedFile } from "./documents/stored-file.ts";
import { callerFor, demoOrganization, lastOtp, pngImage, refusalOf, SAMPLE_FILES, testServices } from "./testing/harness.ts";

/**
 * The package matrix on the server (issue #19): every permission the packages list has a probe calling the procedure
 * it guards, and on every package each probe is let through exactly when the package grants it, and otherwise refused
 * 403 with the SPEC §8 message. Limits are also hit by parallel creates, and an organization whose trial ended unpaid
 * stands on the Free package.
 */
const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());

type Org = Caller & { orgId: string };
type Api = ReturnType<typeof callerFor>;

/** What each probe acts on, made fresh for every package while the organization is on Business. */
interface Fixtures {
  unit: string;
  unitForDocuments: string;
  vacantUnit: string;
  tenant: string;
  contract: string;
  task: string;
  taskForDocuments: string;
  agent: string;
  document: string;
  /** An image uploaded for the organization itself, not yet its logo. */
  logo: string;
  subUser: string;
}

let phones = 0;
const nextPhone = () => `0569${String(++phones).padStart(6, "0")}`;
const pdf = () => [{ name: "lease.pdf", bytes: SAMPLE_FILES.pdf }];

/** Puts the organization on `code`: a new activated subscription, as a payment would (the owner's connection). */
async function onPackage(org: Org, code: string) {
  await owner
    .insertInto("subscriptions")
    .values({ org_id: org.orgId, package_code: code, status: "activated", start_date: today, end_date: addDays(today, 30) })
    .execute();
}

/** A unit of the demo portfolio's first lessor: a lease needs its lessor. */
async function newUnit(api: Api, name: string) {
  const [lessor] = await api.contacts.find({ type: "lessor" });
  return (await api.realEstates.create({ kind: "unit", name, lessor_id: lessor!.id } as never)).id;
}
const newTask = async (api: Api, title: string) =>
  (await api.tasks.create({ type: "reminder", title, all_day: true, start_date: today, end_date: today })).id;

async function addSubUser(api: Api) {
  const phone = nextPhone();
  const { challenge } = await api.users.sendOtp({ role_type_id: 1, name: `user ${phone}`, email: `${phone}@example.sa`, phone });
  return api.users.create({ challenge, code: await lastOtp(owner, phone.slice(1)) });
}

async function makeFixtures(api: Api): Promise<Fixtures> {
  const tenant = (await api.contacts.create({ type: "tenant", name: `tenant ${nextPhone()}` } as never)).id;
  const signed = await api.contracts.create({
    real_estate_id: await newUnit(api, "leased"),
    tenant_id: tenant,
    contract_start: today,
    contract_end: addDays(addDays(today, 365), -1),
    price: "12000",
    contract_interval: 12,
  } as never);
  const [document] = (await api.documents.upload({ type: "ORGANIZATION", count: 1, files: pdf() } as never)).results;
  const png = [{ name: "logo.png", bytes: pngImage(4, 4) }];
  const [logo] = (await api.documents.upload({ type: "ORGANIZATION", count: 1, files: png } as never)).results;
  // Inactive, so it takes no place under the sub-user limit.
  const subUser = await addSubUser(api);
  await api.users.setActive({ id: subUser.id, active: false });
  return {
    unit: await newUnit(api, "to delete"),
    unitForDocuments: await newUnit(api, "documents"),
    vacantUnit: await newUnit(api, "vacant"),
    tenant,
    contract: signed.id,
    task: await newTask(api, "to delete"),
    taskForDocuments: await newTask(api, "documents"),
    agent: (await api.contacts.create({ type: "agent", name: `agent ${nextPhone()}` } as never)).id,
    document: document!.id,
    logo: logo!.id,
    subUser: subUser.id,
  };
}

const shelfCount = (org: Org, shelf: DocumentShelf) => withOrg(services.database.app, org.orgId, (trx) => countDocumentsOn(trx, shelf));

interface ActionProbe {
  kind: "action";
  call: (api: Api, fixtures: Fixtures) => Promise<unknown>;
}

/** A numerical permission: how many there are now, and one create that counts against it. */
interface LimitProbe {
  kind: "limit";
  used: (org: Org, fixtures: Fixtures) => Promise<number>;
  call: (api: Api, fixtures: Fixtures) => Promise<unknown>;
}

const report =
  (name: string, result_type = "RAW") =>
  (api: Api) =>
    api.reports.run({ report: name as never, filters: { payment_status: "All" } as never, result_type: result_type as never });

const uploadTo = (request: object) => (api: Api) => api.documents.upload({ count: 1, files: pdf(), ...request } as never);

/** One probe per permission the packages list, keyed ENTITY.CODE: the procedure that permission guards. */
const PROBES: Record<string, ActionProbe | LimitProbe> = {
  "SUB_USERS.MANAGE_ENTITY": { kind: "action", call: (api) => api.users.list() },
  "SUB_USERS.DELETE_ENTITY": { kind: "action", call: (api, fx) => api.users.delete({ id: fx.subUser }) },
  "SUB_USERS.CREATE_LIMIT": { kind: "limit", used: (org) => countActiveSubUsers(owner, org.orgId), call: addSubUser },
  ...Object.fromEntries(
    [
      "INCOME_REPORT",
      "INCOME_REPORT_DETAILS",
      "PAYMENTS_LESSOR_REPORT",
      "TAX_INVOICE_REPORT",
      "COMMISSION_PAYMENTS_REPORT",
      "PROFIT_REPORT",
      "CONTRACTS_REPORT",
      "ACTIVE_CONTRACTS_REPORT",
      "INVESTMENT_REPORT",
    ].map((name) => [`REPORTS.${name}`, { kind: "action", call: report(name) } as const]),
  ),
  "REPORTS.EXPORT_EXCEL": { kind: "action", call: (api) => api.realEstates.export({}) },
  "REPORTS.EXPORT_PDF": { kind: "action", call: report("ACTIVE_CONTRACTS_REPORT", "PDF") },
  "DOCUMENTS.MANAGE_ENTITY": { kind: "action", call: uploadTo({ type: "ORGANIZATION" }) },
  "DOCUMENTS.DELETE_ENTITY": { kind: "action", call: (api, fx) => api.documents.delete({ id: fx.document }) },
  "DOCUMENTS.PERSONAL_DOCUMENTS_LIMIT": {
    kind: "limit",
    used: (org) => shelfCount(org, { attachedTo: "archive", personalOf: org.userId }),
    call: uploadTo({ type: "ARCHIVE", is_personal: true }),
  },
  "DOCUMENTS.SHARED_DOCUMENTS_LIMIT": {
    kind: "limit",
    used: (org) => shelfCount(org, { attachedTo: "archive", personalOf: null }),
    call: uploadTo({ type: "ARCHIVE" }),
  },
  "DOCUMENTS.REALESTATE_DOCUMENTS_LIMIT": {
    kind: "limit",
    used: (org, fx) => shelfCount(org, { attachedTo: "real_estate", recordId: fx.unitForDocuments }),
    call: (api, fx) => uploadTo({ type: "REALESTATE", id: fx.unitForDocuments })(api),
  },
  "DOCUMENTS.TASK_DOCUMENTS_LIMIT": {
    kind: "limit",
    used: (org, fx) => shelfCount(org, { attachedTo: "task", recordId: fx.taskForDocuments }),
    call: (api, fx) => uploadTo({ type: "TASK", id: fx.taskForDocuments })(api),
  },
  "CONTRACTS.MANAGE_ENTITY": {
    kind: "action",
    call: (api, fx) =>
      api.contracts.create({
        real_estate_id: fx.vacantUnit,
        tenant_id: fx.tenant,
        contract_start: today,
        contract_end: addDays(addDays(today, 365), -1),
        price: "12000",
        contract_interval: 12,
      } as never),
  },
  "CONTRACTS.DELETE_ENTITY": { kind: "action", call: (api, fx) => api.contracts.cancel({ id: fx.contract }) },
  "CONTRACTS.CREATE_QUOTATION": {
    kind: "action",
    call: (api, fx) =>
      api.quotations.create({
        real_estate_id: fx.vacantUnit,
        contract_start: today,
        contract_end: addDays(addDays(today, 365), -1),
        price: "12000",
        contract_interval: 12,
        prospect_name: "prospect",
      } as never),
  },
  "CONTRACTS.GENERATE_RENT_TAX_INVOICE": {
    kind: "action",
    call: (api) =>
      api.organization.saveGeneralSettings({ preferences: { show_realestate_vacancy_cost: false, auto_generate_rent_tax_invoice: true } }),
  },
  "REALESTATES.MANAGE_ENTITY": { kind: "action", call: (api) => newUnit(api, "probe") },
  "REALESTATES.DELETE_ENTITY": { kind: "action", call: (api, fx) => api.realEstates.delete({ id: fx.unit }) },
  "REALESTATES.BOOKMARK": { kind: "action", call: (api, fx) => api.realEstates.bookmark({ id: fx.unit, bookmarked: true }) },
  "REALESTATES.VIEW_BOOKMARKED": { kind: "action", call: (api) => api.realEstates.list({ bookmarked: true }) },
  "REALESTATES.REALESTATE_VACANCY_COST": {
    kind: "action",
    call: (api) =>
      api.organization.saveGeneralSettings({ preferences: { show_realestate_vacancy_cost: true, auto_generate_rent_tax_invoice: false } }),
  },
  "TASKS.MANAGE_ENTITY": { kind: "action", call: (api) => newTask(api, "probe") },
  "TASKS.DELETE_ENTITY": { kind: "action", call: (api, fx) => api.tasks.delete({ id: fx.task }) },
  "AGENTS.MANAGE_ENTITY": { kind: "action", call: (api) => api.contacts.create({ type: "agent", name: "probe agent" } as never) },
  "AGENTS.DELETE_ENTITY": { kind: "action", call: (api, fx) => api.contacts.delete({ id: fx.agent }) },
  "ORGANIZATION_PREFERENCES.LOGO": { kind: "action", call: (api, fx) => api.branding.save({ logo_document_id: fx.logo }) },
  "ORGANIZATION_PREFERENCES.THEME": { kind: "action", call: (api) => api.branding.save({ theme_color: "#1d4ed8" }) },
  "ORGANIZATION_PREFERENCES.ORGANIZATION_CODE": { kind: "action", call: (api) => api.branding.save({ code: "PROBE" }) },
};

/** Permissions the packages list whose feature is not built yet: nothing on the server to guard. */
const NOT_BUILT: Record<string, string> = {
  "REALESTATES.ASSIGN_USER": "assigning a real estate to a user is not built",
};

interface StoredPermission {
  package_code: string;
  entity: string;
  code: string;
  is_numerical: boolean;
  value: number | null;
}

let stored: StoredPermission[];
let org: Org;

beforeAll(async () => {
  stored = await owner
    .selectFrom("package_permissions")
    .select(["package_code", "entity", "code", "is_numerical", "value"])
    .where("active", "=", true)
    .execute();
  org = { ...(await demoOrganization(services, "569900001")), type: "client" };
});

/** Every permission the packages list, from the database and from the seed, in entity order. */
function listedPermissions(): string[] {
  const keys = new Set([
    ...stored.map((row) => `${row.entity}.${row.code}`),
    ...PACKAGES.flatMap((pkg) =>
      pkg.permissions.flatMap((permission) => [
        ...permission.actions.map((code) => `${permission.entity}.${code}`),
        ...permission.limits.map((limit) => `${permission.entity}.${limit.code}`),
      ]),
    ),
  ]);
  const rank = (key: string) => PERMISSION_ENTITIES.indexOf(key.split(".")[0] as never);
  return [...keys].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const grantOf = (packageCode: string, key: string) =>
  stored.find((row) => row.package_code === packageCode && `${row.entity}.${row.code}` === key);

/** SPEC §6: the refusal a package should give, or null when it lets the call through. */
async function expectedRefusal(packageCode: string, key: string, probe: ActionProbe | LimitProbe, fixtures: Fixtures) {
  const grant = grantOf(packageCode, key);
  if (probe.kind === "action") return grant && !grant.is_numerical ? null : "subscription.notAllowed";
  const limit = grant?.value ?? 0;
  if (limit <= 0) return "subscription.notAllowed";
  return (await probe.used(org, fixtures)) >= limit ? "subscription.limitReached" : null;
}

const SPEC_MESSAGES: Record<string, string> = {
  "subscription.notAllowed": "Not Allowed in Current Subscription Package",
  "subscription.limitReached": "You reached subscription limit",
};

describe("the package matrix on the server", () => {
  it("has a probe for every permission the packages list, so a new permission cannot go unchecked", () => {
    const listed = listedPermissions();
    expect(listed.length).toBeGreaterThan(30);
    expect(listed.filter((key) => !PROBES[key] && !NOT_BUILT[key])).toEqual([]);
    expect(Object.keys(PROBES).filter((key) => !listed.includes(key))).toEqual([]);
    expect(Object.keys(NOT_BUILT).filter((key) => PROBES[key])).toEqual([]);
  });

  it.each(PACKAGES.map((pkg, index) => [pkg.code, index % 2 === 0 ? "en" : "ar"] as const))(
    "on %s, lets through exactly what the package grants and refuses the rest 403 with the SPEC message (%s)",
    async (packageCode, lang: Lang) => {
      const api = callerFor(services, org, lang);
      await onPackage(org, "business");
      const fixtures = await makeFixtures(api);
      await onPackage(org, packageCode);
      expect((await api.session.authorization()).subscription.effectivePackage?.code).toBe(packageCode);
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const key of listedPermissions().filter((each) => PROBES[each])) {
        const probe = PROBES[key]!;
        const refusal = await expectedRefusal(packageCode, key, probe, fixtures);
        expected.push(`${key} ${refusal ?? "allowed"}`);
        const answer = await refusalOf(probe.call(api, fixtures), lang);
        outcomes.push(`${key} ${answer ? answer.body.code : "allowed"}`);
        if (answer && refusal) {
          expect(answer.status, key).toBe(403);
          expect(answer.body.message, key).toBe(lang === "en" ? SPEC_MESSAGES[refusal] : translate("ar", refusal));
        }
      }
      expect(outcomes).toEqual(expected);
    },
  );
});

describe("each permission on its own", () => {
  it("refuses every probe once staff switch its permission off on the organization's package", async () => {
    const api = callerFor(services, org);
    await onPackage(org, "business");
    const fixtures = await makeFixtures(api);
    const refusals: string[] = [];
    for (const [key, probe] of Object.entries(PROBES)) {
      const [entity, code] = key.split(".") as [string, string];
      const row = owner
        .updateTable("package_permissions")
        .where("package_code", "=", "business")
        .where("entity", "=", entity)
        .where("code", "=", code);
      await (probe.kind === "limit" ? row.set({ value: 0 }) : row.set({ active: false })).execute();
      try {
        refusals.push(`${key} ${(await refusalOf(probe.call(api, fixtures)))?.body.code ?? "allowed"}`);
      } finally {
        await (probe.kind === "limit" ? row.set({ value: grantOf("business", key)!.value }) : row.set({ active: true })).execute();
      }
    }
    expect(refusals).toEqual(Object.keys(PROBES).map((key) => `${key} subscription.notAllowed`));
  });
});

describe("limits under parallel creates", () => {
  const limitKeys = Object.entries(PROBES).filter((entry): entry is [string, LimitProbe] => entry[1].kind === "limit");

  it.each(limitKeys.map(([key]) => key))("lets exactly the allowed number of parallel creates through: %s", async (key) => {
    const probe = PROBES[key] as LimitProbe;
    const parallelOrg: Org = { ...(await demoOrganization(services, nextPhone().slice(1))), type: "client" };
    const api = callerFor(services, parallelOrg);
    await onPackage(parallelOrg, "business");
    const fixtures = await makeFixtures(api);
    // The cheapest package that allows some: its limit is small enough to fill in one burst.
    const pkg = PACKAGES.find((each) => (grantOf(each.code, key)?.value ?? 0) > (0 as number))!;
    const limit = grantOf(pkg.code, key)!.value!;
    await onPackage(parallelOrg, pkg.code);
    const before = await probe.used(parallelOrg, fixtures);
    const room = Math.max(0, limit - before);
    expect(room).toBeGreaterThan(0);
    const answers = await Promise.all(Array.from({ length: room + 3 }, () => refusalOf(probe.call(api, fixtures))));
    expect(answers.filter((answer) => answer === null)).toHaveLength(room);
    expect(new Set(answers.filter((answer) => answer !== null).map((answer) => answer!.body.code))).toEqual(
      new Set(["subscription.limitReached"]),
    );
    expect(await probe.used(parallelOrg, fixtures)).toBe(limit);
  });
});

describe("a trial that ended unpaid", () => {
  it("falls back to Free: one status everywhere, every record readable and exportable, only what Free allows created", async () => {
    const lapsed: Org = { ...(await demoOrganization(services, "569900002")), type: "client" };
    const api = callerFor(services, lapsed);
    const shared = async () => (await api.documents.upload({ type: "ARCHIVE", count: 1, files: pdf() } as never)).results[0]!;
    const kept = [await shared(), await shared(), await shared(), await shared()];
    await owner
      .updateTable("subscriptions")
      .set({ trial: true, start_date: addDays(today, -20), end_date: addDays(today, -6), status: "expired" })
      .where("org_id", "=", lapsed.orgId)
      .execute();

    const authorization = await api.session.authorization();
    expect(authorization.subscription).toMatchObject({
      active: false,
      paid: false,
      effectivePackage: { code: FALLBACK_PACKAGE, name: "Free" },
    });
    expect(authorization.subscription.latestUserSubscription).toMatchObject({ status: "expired", trial: true });
    const freeKeys = stored.filter((row) => row.package_code === FALLBACK_PACKAGE).map((row) => `${row.entity}.${row.code}`);
    expect(
      authorization.permissions.flatMap((permission) => [
        ...permission.actions.map((code) => `${permission.entity}.${code}`),
        ...permission.limits.map((limit) => `${permission.entity}.${limit.code}`),
      ]),
    ).toEqual(expect.arrayContaining(freeKeys));

    // Reading and exporting: the records, their files, the Excel export, the report Free keeps.
    expect((await api.realEstates.list({})).total).toBeGreaterThan(0);
    expect((await api.realEstates.export({})).total).toBeGreaterThan(0);
    expect((await api.contacts.export({})).total).toBeGreaterThan(0);
    await expect(report("ACTIVE_CONTRACTS_REPORT")(api)).resolves.toMatchObject({ report: "ACTIVE_CONTRACTS_REPORT" });
    const link = new URL(kept[0]!.url, "http://localhost");
    const opened = await openLinkedFile(services, kept[0]!.id, Object.fromEntries(link.searchParams));
    expect(opened.size).toBe(SAMPLE_FILES.pdf.byteLength);

    // Creating: what Free grants goes on, what it does not is refused, and what is over its limits is read-only.
    await expect(newUnit(api, "after the trial")).resolves.toBeTypeOf("string");
    for (const refused of [
      () => report("PROFIT_REPORT")(api),
      () => report("ACTIVE_CONTRACTS_REPORT", "PDF")(api),
      () => api.users.sendOtp({ role_type_id: 1, name: "late", email: "late@example.sa", phone: nextPhone() }),
    ])
      expect((await refusalOf(refused()))?.body.code).toBe("subscription.notAllowed");
    expect((await refusalOf(shared()))?.body).toMatchObject({
      code: "subscription.limitReached",
      message: "You reached subscription limit",
    });
    expect((await api.documents.list({})).total).toBe(kept.length);
  });
});

describe("sub-users beyond the package's seats", () => {
  /** A sub-user of the organization, signed in (their own id, type and session). */
  async function signedIn(id: string): Promise<Api> {
    const user = await owner
      .selectFrom("users")
      .select(["id", "org_id", "type", "session_version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return callerFor(services, { userId: user.id, orgId: user.org_id!, type: user.type as never, sessionVersion: user.session_version });
  }

  it("keep reading and exporting, while only the oldest within the limit change anything; on Free none do", async () => {
    const team: Org = { ...(await demoOrganization(services, nextPhone().slice(1))), type: "client" };
    const api = callerFor(services, team);
    await onPackage(team, "business");
    const first = await signedIn((await addSubUser(api)).id);
    const second = await signedIn((await addSubUser(api)).id);
    const inactive = {
      status: 403,
      body: { code: "subscription.accountInactive", message: "Your account is inactive, please upgrade your subscription" },
    };
    const changes = (member: Api) => [
      () => newTask(member, "seat"),
      () => member.contacts.create({ type: "tenant", name: "seat tenant" } as never),
      () => member.documents.upload({ type: "ARCHIVE", count: 1, files: pdf() } as never),
    ];

    await onPackage(team, "basic");
    for (const change of changes(first)) expect(await refusalOf(change())).toBeNull();
    for (const change of changes(second)) expect(await refusalOf(change())).toMatchObject(inactive);

    await owner.updateTable("subscriptions").set({ status: "expired" }).where("org_id", "=", team.orgId).execute();
    for (const member of [first, second]) {
      for (const change of changes(member)) expect(await refusalOf(change())).toMatchObject(inactive);
      expect((await member.realEstates.list({})).total).toBeGreaterThan(0);
      expect((await member.contacts.export({})).total).toBeGreaterThan(0);
    }
    // The owner is no sub-user: Free lets them on.
    expect(await refusalOf(newTask(api, "owner"))).toBeNull();
  });
});

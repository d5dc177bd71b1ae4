import { beforeAll, describe, expect, it } from "vitest";
import { saveStaffUser } from "../auth/staff-accounts.ts";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let subscriber: Caller & { orgId: string };
let system: Caller;
let customerService: Caller;

async function staff(type: "system" | "customerService", phone: string): Promise<Caller> {
  const userId = await saveStaffUser(owner, { type, name: `staff ${phone}`, phone, password: "Staff@12345" });
  const { session_version } = await owner.selectFrom("users").select("session_version").where("id", "=", userId).executeTakeFirstOrThrow();
  return { userId, orgId: null, type, sessionVersion: session_version };
}

const permissionsOf = async (code: string) =>
  (await callerFor(services, system).adminConfig.packages()).find((pkg) => pkg.main_subscription_id === code)!.entities;

const permissionOf = async (code: string, entity: string, permissionId: string) => {
  const found = (await permissionsOf(code))
    .find((group) => group.name === entity)
    ?.permissions.find((p) => p.permissionId === permissionId);
  if (!found) throw new Error(`${code} has no ${entity}.${permissionId}`);
  return { entity, id: found.id, permission_id: permissionId, active: found.active, value: found.value };
};

const grants = async (caller: Caller, entity: string, action: string) =>
  (await callerFor(services, caller).session.authorization()).permissions.some(
    (permission) => permission.entity === entity && (permission.actions as string[]).includes(action),
  );

beforeAll(async () => {
  subscriber = await demoOrganization(services, "557900001");
  await owner.updateTable("subscriptions").set({ package_code: "gold" }).where("org_id", "=", subscriber.orgId).execute();
  system = await staff("system", "0557900101");
  customerService = await staff("customerService", "0557900102");
});

describe("the packages' permissions under /AdminConfiguration", () => {
  it("lists the six packages with their descriptions and every permission grouped by entity, in the caller's language", async () => {
    const english = await callerFor(services, system, "en").adminConfig.packages();
    expect(english.map((pkg) => [pkg.main_subscription_id, pkg.name])).toEqual([
      ["free", "Free"],
      ["basic", "Basic"],
      ["silver", "Silver"],
      ["gold", "Gold"],
      ["platinum", "Platinum"],
      ["business", "Business"],
    ]);
    const gold = english[3]!;
    expect(gold.description).toMatch(/^For property managers/);
    const reports = gold.entities.find((entity) => entity.name === "REPORTS")!;
    expect(reports.permissions).toContainEqual({
      id: expect.any(Number),
      permissionId: "EXPORT_EXCEL",
      name: "Export to Excel",
      active: true,
      is_numerical: false,
      value: null,
    });
    expect(reports.permissions).toContainEqual(
      expect.objectContaining({ permissionId: "PROFIT_REPORT", name: "Profit Report", active: false }),
    );
    const users = gold.entities.find((entity) => entity.name === "SUB_USERS")!;
    expect(users.permissions).toContainEqual(expect.objectContaining({ permissionId: "CREATE_LIMIT", is_numerical: true, value: 5 }));

    const arabic = await callerFor(services, system, "ar").adminConfig.packages();
    expect(arabic[3]).toMatchObject({ name: "الذهبية", description: expect.stringMatching(/^لمديري الأملاك/) });
    const names = arabic.flatMap((pkg) => pkg.entities.flatMap((entity) => entity.permissions.map((p) => p.name)));
    expect(names.filter((name) => /^[a-z]+\.|\.[A-Z_]+/.test(name))).toEqual([]);
  });

  it("is refused to members and to staff of other types", async () => {
    for (const caller of [subscriber, customerService]) {
      expect(await refusalOf(callerFor(services, caller).adminConfig.packages())).toMatchObject({
        status: 403,
        body: { code: "auth.roleForbidden" },
      });
      const save = callerFor(services, caller).adminConfig.savePackage({ mainSubscriptionId: "gold", permissions: [] });
      expect(await refusalOf(save)).toMatchObject({ status: 403, body: { code: "auth.roleForbidden" } });
    }
  });

  it("refuses invalid settings with the SPEC message in Arabic and English, changing nothing", async () => {
    const exportExcel = await permissionOf("gold", "REPORTS", "EXPORT_EXCEL");
    const subUsers = await permissionOf("gold", "SUB_USERS", "CREATE_LIMIT");
    const silverUsers = await permissionOf("silver", "SUB_USERS", "CREATE_LIMIT");
    const before = await permissionsOf("gold");
    const invalid = [
      [{ ...subUsers, value: -1 }],
      [{ ...subUsers, value: 2.5 }],
      [{ ...subUsers, value: null }],
      [silverUsers],
      [{ ...exportExcel, permission_id: "EXPORT_PDF" }],
      [
        { ...exportExcel, active: false },
        { ...subUsers, value: "many" },
      ],
    ];
    for (const permissions of invalid) {
      for (const [lang, message] of [
        ["en", "Permission settings is invalid"],
        ["ar", "إعدادات الصلاحيات غير صحيحة"],
      ] as const) {
        const save = callerFor(services, system, lang).adminConfig.savePackage({ mainSubscriptionId: "gold", permissions });
        expect(await refusalOf(save, lang), JSON.stringify(permissions)).toMatchObject({
          status: 400,
          body: { code: "subscription.settingsInvalid", message },
        });
      }
    }
    expect(await permissionsOf("gold")).toEqual(before);
    expect(await grants(subscriber, "REPORTS", "EXPORT_EXCEL")).toBe(true);
  });

  it("applies a save to the package's subscribers from their next request", async () => {
    const exportExcel = await permissionOf("gold", "REPORTS", "EXPORT_EXCEL");
    const profit = await permissionOf("gold", "REPORTS", "PROFIT_REPORT");
    const subUsers = await permissionOf("gold", "SUB_USERS", "CREATE_LIMIT");
    expect([await grants(subscriber, "REPORTS", "EXPORT_EXCEL"), await grants(subscriber, "REPORTS", "PROFIT_REPORT")]).toEqual([
      true,
      false,
    ]);

    const saved = await callerFor(services, system).adminConfig.savePackage({
      mainSubscriptionId: "gold",
      permissions: [
        { ...exportExcel, active: false },
        { ...profit, active: true },
        { ...subUsers, value: 7 },
      ],
    });
    const reports = saved.entities.find((entity) => entity.name === "REPORTS")!.permissions;
    expect(reports.find((p) => p.permissionId === "EXPORT_EXCEL")).toMatchObject({ active: false });

    const authorization = await callerFor(services, subscriber).session.authorization();
    const granted = (entity: string) => authorization.permissions.find((permission) => permission.entity === entity);
    expect(granted("REPORTS")?.actions).not.toContain("EXPORT_EXCEL");
    expect(granted("REPORTS")?.actions).toContain("PROFIT_REPORT");
    expect(granted("SUB_USERS")?.limits).toContainEqual({ code: "CREATE_LIMIT", limit: 7 });
    // Another package keeps its own settings.
    expect((await permissionOf("platinum", "REPORTS", "EXPORT_EXCEL")).active).toBe(true);
  });

  it("answers Not Found for a package that does not exist", async () => {
    const save = callerFor(services, system).adminConfig.savePackage({ mainSubscriptionId: "diamond", permissions: [] });
    expect(await refusalOf(save)).toMatchObject({ status: 404, body: { code: "notFound" } });
  });
});

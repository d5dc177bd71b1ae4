import { saveStaffUser, seedDemoAccount } from "@amlak/api";
import { demoCaller, testServices, tokenFor } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

const services = testServices();
const { owner } = services.database;
let app: FastifyInstance;
let staffToken: string;
let memberToken: string;

const PERMISSIONS = "/api/admin/config/subscriptions-permissions";

const send = (method: "GET" | "PUT", url: string, token: string, { payload, lang = "en" }: { payload?: unknown; lang?: string } = {}) =>
  app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": lang,
      ...(payload ? { "content-type": "application/json" } : {}),
    },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

interface PackageConfig {
  main_subscription_id: string;
  entities: { name: string; permissions: { id: number; permissionId: string; active: boolean; value: number | null }[] }[];
}

async function goldPermission(entity: string, permissionId: string) {
  const packages = (await send("GET", PERMISSIONS, staffToken)).json() as PackageConfig[];
  const gold = packages.find((pkg) => pkg.main_subscription_id === "gold")!;
  const found = gold.entities.find((group) => group.name === entity)!.permissions.find((p) => p.permissionId === permissionId)!;
  return { entity, id: found.id, permission_id: permissionId, active: found.active, value: found.value };
}

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "558100001", password: "Secret@123", email: "558100001@example.sa" }, riyadhToday(new Date()));
  const member = await demoCaller(services, "558100001");
  await owner.updateTable("subscriptions").set({ package_code: "gold" }).where("org_id", "=", member.orgId).execute();
  memberToken = await tokenFor(member);
  const staffId = await saveStaffUser(owner, { type: "system", name: "مشرف النظام", phone: "0558100101", password: "Staff@12345" });
  const { session_version } = await owner.selectFrom("users").select("session_version").where("id", "=", staffId).executeTakeFirstOrThrow();
  staffToken = await tokenFor({ userId: staffId, orgId: null, type: "system", sessionVersion: session_version });
  app = await buildApp({ services });
});
afterAll(() => app.close());

describe("GET and PUT /api/admin/config/subscriptions-permissions (SPEC §7)", () => {
  it("lists each package as SPEC §3 Subscription permission config", async () => {
    const response = await send("GET", PERMISSIONS, staffToken, { lang: "ar" });
    expect(response.statusCode).toBe(200);
    const packages = response.json() as PackageConfig[];
    expect(packages.map((pkg) => pkg.main_subscription_id)).toEqual(["free", "basic", "silver", "gold", "platinum", "business"]);
    expect(packages[3]).toMatchObject({
      main_subscription_id: "gold",
      name: "الذهبية",
      description: expect.any(String),
      entities: expect.arrayContaining([
        {
          name: "SUB_USERS",
          permissions: [
            expect.objectContaining({
              permissionId: "MANAGE_ENTITY",
              name: "الإضافة والتعديل",
              active: true,
              is_numerical: false,
              value: null,
            }),
            expect.objectContaining({ permissionId: "DELETE_ENTITY", active: true }),
            {
              id: expect.any(Number),
              permissionId: "CREATE_LIMIT",
              name: "الحد الأقصى للإضافة",
              active: true,
              is_numerical: true,
              value: 5,
            },
          ],
        },
      ]),
    });
  });

  it("is for staff only: a member's token is refused", async () => {
    expect((await send("GET", PERMISSIONS, memberToken)).json()).toEqual({
      code: "auth.roleForbidden",
      message: "Forbidden - role access",
    });
    const put = await send("PUT", `${PERMISSIONS}/gold`, memberToken, { payload: [await goldPermission("REPORTS", "EXPORT_EXCEL")] });
    expect(put.statusCode).toBe(403);
  });

  it("refuses invalid settings with the translated message and changes nothing", async () => {
    const subUsers = await goldPermission("SUB_USERS", "CREATE_LIMIT");
    const exportExcel = await goldPermission("REPORTS", "EXPORT_EXCEL");
    const before = (await send("GET", PERMISSIONS, staffToken)).json() as unknown;
    for (const [lang, message] of [
      ["en", "Permission settings is invalid"],
      ["ar", "إعدادات الصلاحيات غير صحيحة"],
    ]) {
      const response = await send("PUT", `${PERMISSIONS}/gold`, staffToken, {
        lang,
        payload: [
          { ...exportExcel, active: false },
          { ...subUsers, value: -3 },
        ],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "subscription.settingsInvalid", message });
    }
    const basicUsers = await send("PUT", `${PERMISSIONS}/basic`, staffToken, { payload: [{ ...subUsers, value: 9 }] });
    expect(basicUsers.json()).toMatchObject({ code: "subscription.settingsInvalid" });
    expect((await send("GET", PERMISSIONS, staffToken)).json()).toEqual(before);
  });

  it("removing REPORTS/EXPORT_EXCEL from Gold refuses a Gold organization's export on its next call", async () => {
    const exportList = () => send("GET", "/api/exports/real-estates", memberToken);
    expect((await exportList()).statusCode).toBe(200);

    const exportExcel = await goldPermission("REPORTS", "EXPORT_EXCEL");
    const saved = await send("PUT", `${PERMISSIONS}/gold`, staffToken, { payload: [{ ...exportExcel, active: false }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ main_subscription_id: "gold" });

    const refused = await exportList();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: "subscription.notAllowed", message: "Not Allowed in Current Subscription Package" });

    await send("PUT", `${PERMISSIONS}/gold`, staffToken, { payload: [{ ...exportExcel, active: true }] });
    expect((await exportList()).statusCode).toBe(200);
  });
});

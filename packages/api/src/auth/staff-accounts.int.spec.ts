import { describe, expect, it } from "vitest";
import { callerFor, demoOrganization, lastOtp, refusalOf, testServices, TEST_AUTH } from "../testing/harness.ts";
import { readAccessToken } from "./access-token.ts";
import { passwordMatches } from "./passwords.ts";
import { saveStaffUser } from "./staff-accounts.ts";

const services = testServices();
const { owner } = services.database;
const anonymous = () => callerFor(services, null);
const userById = (id: string) => owner.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("staff accounts (npm run staff:create)", () => {
  it("creates a staff user with no organization, then updates the same one by phone", async () => {
    const id = await saveStaffUser(owner, { type: "customerService", name: "Reem", phone: "0559100001", password: "Support@123" });
    expect(await userById(id)).toMatchObject({ org_id: null, type: "customerService", name: "Reem", phone: "559100001", active: true });

    const again = await saveStaffUser(owner, { type: "system", name: "Reem Alotaibi", phone: "+966559100001", password: "Changed@123" });
    expect(again).toBe(id);
    const updated = await userById(id);
    expect(updated).toMatchObject({ type: "system", name: "Reem Alotaibi" });
    expect(await passwordMatches(updated.password_hash, "Changed@123")).toBe(true);
  });

  it("refuses a member's phone rather than turning them into staff, and input that breaks the rules", async () => {
    await demoOrganization(services, "559100002");
    const taken = await refusalOf(saveStaffUser(owner, { type: "system", name: "X", phone: "0559100002", password: "Staff@12345" }));
    expect(taken?.body.code).toBe("auth.phoneTaken");
    const invalid = await refusalOf(saveStaffUser(owner, { type: "client", name: "", phone: "0412", password: "short" }));
    expect(Object.keys(invalid?.body.fieldErrors ?? {}).sort()).toEqual(["name", "password", "phone", "type"]);
  });

  it("signs staff in at /login with phone, password and the texted code: a token without organization, home on their first menu page", async () => {
    const id = await saveStaffUser(owner, { type: "seoSpecialist", name: "Omar", phone: "0559100003", password: "Blogs@12345" });
    const { challenge } = await anonymous().auth.login({ phone: "0559100003", password: "Blogs@12345" });
    const session = await anonymous().auth.verify({ challenge, otp: await lastOtp(owner, "559100003") });
    expect(session.user).toMatchObject({ id, type: "seoSpecialist", orgId: null, home: "/BlogsManagement" });
    const caller = await readAccessToken(TEST_AUTH, session.token, new Date());
    expect(caller).toEqual({ userId: id, orgId: null, type: "seoSpecialist", sessionVersion: 0 });

    expect(await callerFor(services, caller).session.me()).toMatchObject({ id, orgId: null, home: "/BlogsManagement" });
    expect(await callerFor(services, caller).prefs.get()).toMatchObject({ journey: true });
    expect(await callerFor(services, caller).session.authorization()).toEqual({
      subscription: { active: false, paid: false, effectivePackage: null, latestUserSubscription: null },
      permissions: [],
      neededActions: [],
    });
    const refreshed = await anonymous().auth.refresh({ refreshToken: session.refreshToken });
    expect(await readAccessToken(TEST_AUTH, refreshed.token, new Date())).toMatchObject({ userId: id, orgId: null });
  });

  it("gives a system user the staff dashboard as home", async () => {
    await saveStaffUser(owner, { type: "system", name: "Admin", phone: "0559100004", password: "Admin@12345" });
    const { challenge } = await anonymous().auth.login({ phone: "0559100004", password: "Admin@12345" });
    const session = await anonymous().auth.verify({ challenge, otp: await lastOtp(owner, "559100004") });
    expect(session.user).toMatchObject({ type: "system", orgId: null, home: "/dashboard" });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { readAccessToken } from "../auth/access-token.ts";
import type { Caller } from "../context.ts";
import { callerFor, demoOrganization, lastOtp, refusalOf, testServices, TEST_AUTH } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
const anonymous = callerFor(services, null);
let client: Caller & { orgId: string };
let other: Caller & { orgId: string };

const onPackage = (orgId: string, code: string) =>
  owner.updateTable("subscriptions").set({ package_code: code }).where("org_id", "=", orgId).execute();

/** Adds a user through both steps, reading the code from the new user's phone (the SMS outbox). */
async function addUser(org: Caller & { orgId: string }, user: { phone: string; name?: string; email?: string; role_type_id?: number }) {
  const api = callerFor(services, org);
  const details = { role_type_id: 1, name: `user ${user.phone}`, email: `${user.phone}@example.sa`, ...user };
  const { challenge } = await api.users.sendOtp(details);
  return api.users.create({ challenge, code: await lastOtp(owner, details.phone.slice(1)) });
}

/** The added user sets a password through "Forgot password" and signs in, as the invitation SMS tells them. */
async function signInAs(phone: string) {
  const reset = await anonymous.auth.forgotPassword({ phone });
  await anonymous.auth.resetPassword({ challenge: reset.challenge, otp: await lastOtp(owner, phone), password: "Member@123" });
  const { challenge } = await anonymous.auth.login({ phone, password: "Member@123" });
  const session = await anonymous.auth.verify({ challenge, otp: await lastOtp(owner, phone) });
  const caller = await readAccessToken(TEST_AUTH, session.token, new Date());
  return { session, api: callerFor(services, caller!) };
}

beforeAll(async () => {
  client = await demoOrganization(services, "557700001");
  other = await demoOrganization(services, "557700002");
});

describe("adding a user in two steps", () => {
  it("texts a code to the new user, creates them with the chosen role from it, and texts them how to sign in", async () => {
    const api = callerFor(services, client);
    expect(await api.users.list()).toEqual([]);
    const { challenge, phoneMasked } = await api.users.sendOtp({
      role_type_id: 4,
      name: " فهد الدوسري ",
      email: "fahad@example.sa",
      phone: "0557711001",
    });
    expect(phoneMasked).toBe("+966 55*****01");
    const created = await api.users.create({ challenge, code: await lastOtp(owner, "557711001") });
    expect(created).toMatchObject({
      name: "فهد الدوسري",
      phone: "557711001",
      email: "fahad@example.sa",
      type: "operational_subClient",
      role_type_id: 4,
      active: true,
    });
    const stored = await owner
      .selectFrom("users")
      .select(["org_id", "type", "password_hash"])
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ org_id: client.orgId, type: "operational_subClient" });
    expect(stored.password_hash).toMatch(/^\$argon2/);
    const invitation = await owner
      .selectFrom("messages")
      .select("body")
      .where("recipient", "=", "557711001")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(invitation.body).toContain("Forgot password");
    expect(invitation.body).toContain("+966 55 771 1001");
    expect((await api.users.list()).map((user) => user.id)).toEqual([created.id]);

    // The code works once; a wrong code is refused.
    expect((await refusalOf(api.users.create({ challenge, code: "000000" })))?.body.code).toBe("auth.challengeExpired");
    const second = await api.users.sendOtp({ role_type_id: 1, name: "ريم", email: "reem@example.sa", phone: "0557711002" });
    expect((await refusalOf(api.users.create({ challenge: second.challenge, code: "000000" })))?.body.code).toBe("auth.invalidOtp");
  });

  it("lists the five sub-user roles with fixed ids, named in the caller's language, the viewer apart from the read-only manager", async () => {
    expect(await callerFor(services, client, "en").users.roles()).toEqual([
      { id: 1, role_code: "subClient", name: "Manager" },
      { id: 2, role_code: "restricted_subClient", name: "Restricted manager (drafts only)" },
      { id: 3, role_code: "readonly_subClient", name: "Read-only manager (every screen, no changes)" },
      { id: 4, role_code: "operational_subClient", name: "Operations (tasks and payments)" },
      { id: 5, role_code: "viewer", name: "Viewer (dashboard only)" },
    ]);
    expect((await callerFor(services, client, "ar").users.roles())[0]).toEqual({ id: 1, role_code: "subClient", name: "مدير" });
  });

  it("refuses bad fields with translated messages in Arabic and English, and a phone or e-mail already used, texting nothing", async () => {
    const outbox = () =>
      owner
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
    const before = await outbox();
    const bad = { role_type_id: "x" as never, name: " ", email: "not-an-email", phone: "0612345678" };
    const en = await refusalOf(callerFor(services, client, "en").users.sendOtp(bad), "en");
    expect(en?.status).toBe(400);
    expect(Object.keys(en?.body.fieldErrors ?? {}).sort()).toEqual(["email", "name", "phone", "role_type_id"]);
    expect(en?.body.fieldErrors?.name).toBe("This field is required");
    const ar = await refusalOf(callerFor(services, client, "ar").users.sendOtp(bad), "ar");
    expect(ar?.body.fieldErrors?.name).toBe("هذا الحقل مطلوب");
    expect(
      (
        await refusalOf(
          callerFor(services, client).users.sendOtp({ ...bad, role_type_id: 9, name: "x", email: "x@example.sa", phone: "0557711009" }),
        )
      )?.body.fieldErrors,
    ).toEqual({
      role_type_id: "This field is invalid",
    });
    const taken = { role_type_id: 1, name: "x", email: "new@example.sa", phone: "0557700002" };
    expect((await refusalOf(callerFor(services, client).users.sendOtp(taken)))?.body.code).toBe("auth.phoneTaken");
    expect(
      (await refusalOf(callerFor(services, client).users.sendOtp({ ...taken, phone: "0557711008", email: "FAHAD@example.sa" })))?.body.code,
    ).toBe("auth.emailTaken");
    expect(await outbox()).toEqual(before);
  });
});

describe("who manages users", () => {
  it("is the owner on a package with users: sub-users and viewers are refused, the free package has no users", async () => {
    for (const type of ["subClient", "restricted_subClient", "readonly_subClient", "operational_subClient", "viewer"] as const) {
      const api = callerFor(services, { ...client, type });
      expect((await refusalOf(api.users.list()))?.status).toBe(403);
      expect(
        (await refusalOf(api.users.sendOtp({ role_type_id: 1, name: "x", email: "x1@example.sa", phone: "0557711011" })))?.status,
      ).toBe(403);
    }
    try {
      await onPackage(client.orgId, "free");
      const api = callerFor(services, client);
      const refusals = await Promise.all([
        refusalOf(api.users.list()),
        refusalOf(api.users.roles()),
        refusalOf(api.users.sendOtp({ role_type_id: 1, name: "x", email: "x2@example.sa", phone: "0557711012" })),
      ]);
      for (const refused of refusals)
        expect(refused).toMatchObject({ status: 403, body: { message: "Not Allowed in Current Subscription Package" } });
    } finally {
      await onPackage(client.orgId, "platinum");
    }
  });

  it("finds only the organization's own sub-users: another organization's user and the owner are not found", async () => {
    const theirs = await addUser(other, { phone: "0557722001" });
    const api = callerFor(services, client);
    for (const id of [theirs.id, client.userId]) {
      expect((await refusalOf(api.users.setActive({ id, active: false })))?.body.code).toBe("notFound");
      expect((await refusalOf(api.users.delete({ id })))?.body.code).toBe("notFound");
    }
    expect(await owner.selectFrom("users").select(["active", "deleted_at"]).where("id", "=", theirs.id).executeTakeFirstOrThrow()).toEqual({
      active: true,
      deleted_at: null,
    });
    expect((await api.users.list()).map((user) => user.id)).not.toContain(theirs.id);
  });

  it("adds the legacy way too: the phone alone at step 1, the user and the code at step 2", async () => {
    const api = callerFor(services, other);
    await api.users.sendOtp({ phone: "0557722002" });
    const created = await api.users.create({
      role_type_id: 3,
      name: "ماجد",
      email: "majed@example.sa",
      phone: "0557722002",
      code: await lastOtp(owner, "557722002"),
    });
    expect(created).toMatchObject({ type: "readonly_subClient", phone: "557722002" });
    expect((await refusalOf(api.users.create({ code: "123456" })))?.body.fieldErrors).toMatchObject({ phone: "This field is required" });
  });
});

describe("the package's user limit", () => {
  it("lets only limit-many of parallel creates at the limit through, counting active users", async () => {
    const org = await demoOrganization(services, "557700003");
    await onPackage(org.orgId, "silver"); // 3 users
    const api = callerFor(services, org);
    const phones = ["0557733001", "0557733002", "0557733003", "0557733004", "0557733005"];
    const steps = [];
    for (const phone of phones) {
      const { challenge } = await api.users.sendOtp({ role_type_id: 1, name: phone, email: `${phone}@example.sa`, phone });
      steps.push({ challenge, code: await lastOtp(owner, phone.slice(1)) });
    }
    const answers = await Promise.all(steps.map((step) => refusalOf(callerFor(services, org).users.create(step))));
    expect(answers.filter((answer) => answer === null)).toHaveLength(3);
    expect(answers.filter((answer) => answer?.body.code === "subscription.limitReached")).toHaveLength(2);
    const users = await api.users.list();
    expect(users).toHaveLength(3);

    // An inactive user frees a place; reactivating them needs one.
    await api.users.setActive({ id: users[0]!.id, active: false });
    const fourth = await addUser(org, { phone: "0557733006" });
    expect((await refusalOf(api.users.setActive({ id: users[0]!.id, active: true })))?.body.code).toBe("subscription.limitReached");
    await api.users.delete({ id: fourth.id });
    expect(await api.users.setActive({ id: users[0]!.id, active: true })).toMatchObject({ active: true });
  });
});

describe("ending a user's access", () => {
  it("deactivating signs them out at once: their next request is refused with 401 and their refresh token too", async () => {
    const member = await addUser(client, { phone: "0557744001", role_type_id: 1 });
    const { session, api } = await signInAs("557744001");
    expect(await api.session.me()).toMatchObject({ id: member.id, type: "subClient" });
    expect((await refusalOf(api.organization.get()))?.status).toBe(403);

    await callerFor(services, client).users.setActive({ id: member.id, active: false });
    expect((await refusalOf(api.session.me()))?.status).toBe(401);
    expect((await refusalOf(api.realEstates.list({})))?.status).toBe(401);
    expect((await refusalOf(anonymous.auth.refresh({ refreshToken: session.refreshToken })))?.status).toBe(401);
    expect((await callerFor(services, client).users.list()).find((user) => user.id === member.id)).toMatchObject({ active: false });
  });

  it("deleting frees their phone and e-mail for a new user, and ends their sessions", async () => {
    const member = await addUser(client, { phone: "0557744002", email: "leaving@example.sa" });
    const { api } = await signInAs("557744002");
    await callerFor(services, client).users.delete({ id: member.id });
    expect((await refusalOf(api.session.me()))?.status).toBe(401);
    expect((await callerFor(services, client).users.list()).map((user) => user.id)).not.toContain(member.id);
    const again = await addUser(client, { phone: "0557744002", email: "leaving@example.sa", role_type_id: 2 });
    expect(again).toMatchObject({ phone: "557744002", type: "restricted_subClient" });
    expect(again.id).not.toBe(member.id);
  });
});

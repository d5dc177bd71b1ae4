import { queueMessage } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
let other: Caller & { orgId: string };
let tenantId: string;

async function seeded(phone: string) {
  await seedDemoAccount(owner, { phone, password: "Secret@123", email: `${phone}@example.sa` }, riyadhToday(new Date()));
  return demoCaller(services, phone);
}

beforeAll(async () => {
  client = await seeded("569100001");
  other = await seeded("569100002");
  ({ id: tenantId } = await callerFor(services, client).contacts.create({ type: "tenant", name: "Sara Tenant", phone: "0551230001" }));
  const orgId = client.orgId;
  await queueMessage(owner, { orgId, recipient: "551230009", purpose: "otp.login", body: "code 111111" });
  await queueMessage(owner, { orgId, recipient: "551230002", purpose: "users.invitation", body: "welcome" });
  await queueMessage(owner, {
    orgId,
    recipient: "551230001",
    purpose: "rent.before_7",
    body: "rent",
    channel: "whatsapp",
    contactId: tenantId,
  });
  await queueMessage(owner, { orgId: other.orgId, recipient: "551230003", purpose: "users.invitation", body: "B's own" });
  await owner
    .updateTable("messages")
    .set({ status: "failed", attempts: 1, last_error: "WhatsApp 131026: Message undeliverable" })
    .where("purpose", "=", "rent.before_7")
    .execute();
});

describe("the organization's message log", () => {
  it("lists the organization's messages newest first, with the contact's name and a failure's reason, never a one-time code", async () => {
    const log = await callerFor(services, client).messages.list({});

    expect(log.total).toBe(2);
    expect(log.rows).toEqual([
      expect.objectContaining({
        recipient: "551230001",
        contact_name: "Sara Tenant",
        channel: "whatsapp",
        purpose: "rent.before_7",
        status: "failed",
        last_error: "WhatsApp 131026: Message undeliverable",
      }),
      expect.objectContaining({
        recipient: "551230002",
        contact_name: null,
        channel: "sms",
        purpose: "users.invitation",
        status: "queued",
      }),
    ]);
    expect(JSON.stringify(log)).not.toMatch(/otp|111111|B's own/);
  });

  it("filters by status and channel, and searches the recipient and the contact's name", async () => {
    const api = callerFor(services, client);
    const purposes = async (input: Parameters<typeof api.messages.list>[0]) =>
      (await api.messages.list(input)).rows.map((row) => row.purpose);

    expect(await purposes({ status: "failed" })).toEqual(["rent.before_7"]);
    expect(await purposes({ status: "queued", channel: "sms" })).toEqual(["users.invitation"]);
    expect(await purposes({ channel: "email" })).toEqual([]);
    expect(await purposes({ searchText: "sara" })).toEqual(["rent.before_7"]);
    expect(await purposes({ searchText: "1230002" })).toEqual(["users.invitation"]);
    expect(await purposes({ direction: "asc" })).toEqual(["users.invitation", "rent.before_7"]);
    expect((await refusalOf(api.messages.list({ status: "delivered" as never })))?.body.fieldErrors).toEqual({
      status: "This field is invalid",
    });
  });

  it("shows another organization only its own messages", async () => {
    const log = await callerFor(services, other).messages.list({});
    expect(log.rows.map((row) => row.recipient)).toEqual(["551230003"]);
  });

  it("is for the account owner, who sees settings: a sub-user is refused", async () => {
    const subUser = callerFor(services, { ...client, type: "subClient" });
    expect((await refusalOf(subUser.messages.list({})))?.status).toBe(403);
  });
});

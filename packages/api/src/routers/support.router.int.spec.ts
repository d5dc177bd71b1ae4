import { riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "569000001", password: "Secret@123", email: "569000001@example.sa" }, riyadhToday(new Date()));
  client = await demoCaller(services, "569000001");
});

describe("contact us", () => {
  it("keeps a message to support with the organization and the user who sent it, and lists it first", async () => {
    const api = callerFor(services, client);
    const { id } = await api.support.send({
      topic: "problem",
      subject: "  لا تظهر الفاتورة  ",
      message: "عند إصدار الفاتورة الضريبية لا يظهر الملف",
      page: "/invoices",
    });
    const stored = await owner.selectFrom("support_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      org_id: client.orgId,
      user_id: client.userId,
      topic: "problem",
      subject: "لا تظهر الفاتورة",
      page: "/invoices",
      status: "new",
    });
    const [latest] = await api.support.mine();
    expect(latest).toMatchObject({ id, subject: "لا تظهر الفاتورة", status: "new", sender: "حساب تجريبي" });
  });

  it("refuses an empty subject, a message over 1000 characters and an unknown topic, storing nothing", async () => {
    const api = callerFor(services, client);
    const before = await owner
      .selectFrom("support_messages")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const refused = await refusalOf(api.support.send({ topic: "other" as never, subject: " ", message: "x".repeat(1001) }), "ar");
    expect(refused?.status).toBe(400);
    expect(Object.keys(refused?.body.fieldErrors ?? {}).sort()).toEqual(["message", "subject", "topic"]);
    const after = await owner
      .selectFrom("support_messages")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("is for members whose menu has Contact us: every sub-user writes, the viewer does not", async () => {
    for (const type of ["subClient", "readonly_subClient", "operational_subClient"] as const) {
      const api = callerFor(services, { ...client, type });
      expect(await api.support.send({ topic: "question", subject: type, message: "?" })).toMatchObject({ id: expect.any(String) });
    }
    const viewer = callerFor(services, { ...client, type: "viewer" });
    expect((await refusalOf(viewer.support.send({ topic: "question", subject: "x", message: "y" })))?.status).toBe(403);
  });
});

import { riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, contextFor, demoCaller, refusalOf, staffCaller, testServices } from "../testing/harness.ts";
import { createCaller } from "../root.ts";

const services = testServices();
const { owner } = services.database;
let client: Caller & { orgId: string };
let customerService: Caller;

const visitor = (ip: string) => createCaller({ ...contextFor(services, null), ip });
const replies = () =>
  owner
    .selectFrom("messages")
    .select(["recipient", "channel", "body", "purpose"])
    .where("purpose", "=", "support.reply")
    .orderBy("id")
    .execute();

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "569100001", password: "Secret@123", email: "569100001@example.sa" }, riyadhToday(new Date()));
  client = await demoCaller(services, "569100001");
  customerService = await staffCaller(services, "customerService", "569100002");
});

describe("the support inbox", () => {
  it("gathers the in-app contact page, the public contact form and the Business sales form, filtered by source and status", async () => {
    await callerFor(services, client).support.send({ topic: "billing", subject: "الفاتورة", message: "أين فاتورة الاشتراك؟" });
    await visitor("10.0.0.1").publicContact.send({
      source: "contactForm",
      name: "نورة",
      phone: "0551234567",
      email: "",
      subject: "سؤال",
      message: "هل يدعم النظام المجمعات؟",
    });
    await visitor("10.0.0.1").publicContact.send({
      source: "salesRequest",
      name: "Fahad",
      email: "fahad@example.sa",
      organization: "Fahad Estates",
      subject: "Business package",
      message: "We manage 800 units",
    });

    const inbox = callerFor(services, customerService);
    const all = await inbox.supportInbox.list({});
    expect(all.map((row) => [row.source, row.status, row.sender_name])).toEqual([
      ["salesRequest", "new", "Fahad"],
      ["contactForm", "new", "نورة"],
      ["inApp", "new", "حساب تجريبي"],
    ]);
    expect(all[0]).toMatchObject({ sender_email: "fahad@example.sa", sender_phone: null, organization_name: "Fahad Estates" });
    expect(all[1]).toMatchObject({ sender_phone: "551234567", sender_email: null });
    expect(all[2]).toMatchObject({ topic: "billing", sender_phone: "569100001" });
    expect((await inbox.supportInbox.list({ source: "contactForm" })).map((row) => row.sender_name)).toEqual(["نورة"]);
    expect(await inbox.supportInbox.list({ status: "answered" })).toEqual([]);
    // A visitor's message belongs to no organization: the member's own list does not show it.
    expect((await callerFor(services, client).support.mine()).map((row) => row.subject)).toEqual(["الفاتورة"]);
  });

  it("queues exactly one reply through the outbox and marks the message answered; a missing address queues nothing", async () => {
    const inbox = callerFor(services, customerService, "ar");
    const [sales] = await inbox.supportInbox.list({ source: "salesRequest" });
    const before = await replies();

    const refused = await refusalOf(inbox.supportInbox.reply({ id: sales!.id, channel: "sms", body: "سنتصل بك" }));
    expect(refused).toMatchObject({ status: 409, body: { code: "support.noRecipient" } });
    expect(await replies()).toEqual(before);

    await inbox.supportInbox.reply({ id: sales!.id, channel: "email", body: "شكرًا لتواصلك، سنرسل لك العرض اليوم" });
    expect((await replies()).slice(before.length)).toEqual([
      { recipient: "fahad@example.sa", channel: "email", body: "شكرًا لتواصلك، سنرسل لك العرض اليوم", purpose: "support.reply" },
    ]);
    const answered = await inbox.supportInbox.get({ id: sales!.id });
    expect(answered).toMatchObject({ status: "answered", replies: [{ channel: "email", staff_name: "Staff 569100002" }] });

    await inbox.supportInbox.setStatus({ id: sales!.id, status: "closed" });
    expect((await inbox.supportInbox.get({ id: sales!.id })).status).toBe("closed");
  });

  it("thanks a bot that filled the hidden field and keeps nothing, and limits a visitor's messages per hour", async () => {
    const count = async () =>
      Number(
        (
          await owner
            .selectFrom("support_messages")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const form = { source: "contactForm" as const, name: "bot", email: "bot@example.com", subject: "offer", message: "cheap links" };
    expect(await visitor("10.0.0.2").publicContact.send({ ...form, website: "http://spam.example" })).toEqual({ ok: true });
    expect(await count()).toBe(before);

    for (let sent = 0; sent < 5; sent += 1) await visitor("10.0.0.3").publicContact.send(form);
    expect((await refusalOf(visitor("10.0.0.3").publicContact.send(form)))?.status).toBe(429);
    expect(await count()).toBe(before + 5);
  });

  it("refuses a form without a phone or an e-mail with a translated field error", async () => {
    const refused = await refusalOf(
      visitor("10.0.0.4").publicContact.send({ source: "contactForm", name: "x", subject: "y", message: "z" }),
      "ar",
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: { phone: "اترك رقم جوال أو بريدًا إلكترونيًا لنتمكن من الرد عليك" } },
    });
  });

  it("is for system and customerService: members and the SEO specialist are refused", async () => {
    const system = await staffCaller(services, "system", "569100003");
    expect(await callerFor(services, system).supportInbox.list({})).toEqual(
      await callerFor(services, customerService).supportInbox.list({}),
    );
    const seo = await staffCaller(services, "seoSpecialist", "569100004");
    for (const caller of [client, { ...client, type: "subClient" as const }, seo]) {
      expect((await refusalOf(callerFor(services, caller).supportInbox.list({})))?.status).toBe(403);
    }
  });
});

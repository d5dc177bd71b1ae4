import { riyadhToday } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
const PHONE = "566000061";
const today = riyadhToday(new Date());
let client: Caller & { orgId: string };
let tenantId = "";
let instalments: { id: string; price: string; vat: string }[] = [];

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: PHONE, password: "Secret@123", email: `${PHONE}@example.sa` }, today);
  client = await demoCaller(services, PHONE);
  const pending = await owner
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .select(["c.tenant_id", "p.id", "p.price", "p.vat"])
    .where("p.org_id", "=", client.orgId)
    .where("p.status", "=", "pending")
    .where("p.party", "=", "tenant")
    .where("p.payment_type", "=", "rent")
    .orderBy("p.due_date")
    .execute();
  tenantId = pending[0]!.tenant_id;
  instalments = pending.filter((row) => row.tenant_id === tenantId);
});

const gross = (row: { price: string; vat: string }) => (Number(row.price) + Number(row.vat)).toFixed(2);

describe("cheques", () => {
  it("registers a tenant's post-dated cheques, clears one into a voucher with its receipt, and bounces it back", async () => {
    const api = callerFor(services, client);
    const [first] = instalments;
    const { ids } = await api.cheques.register({
      tenant_id: tenantId,
      cheques: [
        { number: "000501", bank: "البنك الأهلي", amount: gross(first!), due_date: today, instalment_id: first!.id },
        { number: "000502", bank: "البنك الأهلي", amount: "1000", due_date: today },
      ],
    });
    expect(
      (await api.cheques.list({ tenant_id: tenantId })).filter((cheque) => ids.includes(cheque.id)).map((cheque) => cheque.status),
    ).toEqual(["held", "held"]);

    await api.cheques.deposit({ id: ids[0]! });
    const cleared = await api.cheques.clear({ id: ids[0]! });
    expect(cleared.receipt_id).toEqual(expect.any(String));
    expect((await owner.selectFrom("payments").select("status").where("id", "=", first!.id).executeTakeFirstOrThrow()).status).toBe("paid");

    await api.cheques.bounce({ id: ids[0]!, reason: "رصيد غير كافٍ" });
    expect((await owner.selectFrom("payments").select("status").where("id", "=", first!.id).executeTakeFirstOrThrow()).status).toBe(
      "pending",
    );
    const listed = (await api.cheques.list({ tenant_id: tenantId })).find((cheque) => cheque.id === ids[0]);
    expect(listed).toMatchObject({
      status: "bounced",
      bounceReason: "رصيد غير كافٍ",
      bouncedOn: today,
      collectionId: cleared.collection_id,
    });

    // The landlord has a task to follow it up; the demo account is texted nothing (its phone is public).
    const task = await owner
      .selectFrom("tasks")
      .select(["type", "title", "contact_id"])
      .where("org_id", "=", client.orgId)
      .where("title", "like", "%000501%")
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ type: "reminder", contact_id: tenantId });
    const notices = () =>
      owner
        .selectFrom("messages")
        .select(["recipient", "body"])
        .where("org_id", "=", client.orgId)
        .where("purpose", "=", "cheque.bounced")
        .execute();
    expect(await notices()).toEqual([]);

    // A real account's owner is texted.
    await owner.updateTable("users").set({ type: "client" }).where("id", "=", client.userId).execute();
    await callerFor(services, { ...client, type: "client" }).cheques.bounce({ id: ids[1]! });
    const [notice] = await notices();
    expect(notice).toMatchObject({ recipient: PHONE });
    expect(notice!.body).toContain("000502");
  });

  it("refuses a cheque without a number, with a bad amount or date, in the caller's language, and registers nothing", async () => {
    const api = callerFor(services, client);
    const before = await api.cheques.list({ tenant_id: tenantId });
    const refusal = await refusalOf(
      api.cheques.register({ tenant_id: tenantId, cheques: [{ number: "", amount: "-5", due_date: "2026-02-30" }] }),
    );
    expect(refusal?.body).toMatchObject({ code: "validation.failed" });
    expect(Object.keys((refusal?.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      "cheques.0.amount",
      "cheques.0.due_date",
      "cheques.0.number",
    ]);
    expect(await api.cheques.list({ tenant_id: tenantId })).toEqual(before);
    expect((await refusalOf(api.cheques.clear({ id: crypto.randomUUID() })))?.body).toMatchObject({ code: "cheque.notFound" });
  });
});

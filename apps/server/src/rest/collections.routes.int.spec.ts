import { demoCaller } from "@amlak/api/testing";
import { pdfText } from "@amlak/documents/testing";
import { formatMoney, money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567000031");
const owner = () => api.services.database.owner;

/** A tenant of the demo organization with pending rent, and that rent's instalments, oldest first. */
async function tenantWithPendingRent() {
  const { orgId } = await demoCaller(api.services, "567000031");
  const rows = await owner()
    .selectFrom("payments as p")
    .innerJoin("contracts as c", "c.id", "p.contract_id")
    .select(["c.tenant_id", "p.id", "p.price", "p.vat", "p.due_date"])
    .where("p.org_id", "=", orgId!)
    .where("p.status", "=", "pending")
    .where("p.party", "=", "tenant")
    .where("p.payment_type", "=", "rent")
    .orderBy("p.due_date")
    .execute();
  const tenantId = rows[0]!.tenant_id;
  return { orgId: orgId!, tenantId, rents: rows.filter((row) => row.tenant_id === tenantId) };
}
const gross = (row: { price: string; vat: string }) => Math.round((Number(row.price) + Number(row.vat)) * 100) / 100;
const status = async (id: string) =>
  (await owner().selectFrom("payments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

describe("POST /api/collections", () => {
  it("receives one amount as the user allocated it, keeps the rest as an advance, and the voucher undoes whole", async () => {
    const { tenantId, rents } = await tenantWithPendingRent();
    const first = rents[0]!;
    const body = {
      tenant_id: tenantId,
      amount: gross(first) + 100,
      paid_date: "2026-11-20",
      method: "cheque",
      reference: "شيك 000123 — مصرف الراجحي",
      allocations: [{ payment_id: first.id, amount: gross(first) }],
    };
    const answer = await api.send("POST", "/api/collections", body, { "api-version": "2" });
    expect(answer.statusCode).toBe(201);
    const voucher = answer.json() as { id: string; receipt_id: string; allocations: unknown[]; advance: number };
    expect(voucher).toEqual({
      id: expect.any(String),
      receipt_id: expect.any(String),
      allocations: [{ instalment_id: first.id, payment_id: first.id, amount: gross(first) }],
      advance: 100,
    });
    expect(await status(first.id)).toBe("paid");

    const receipt = (await api.send("GET", `/api/receipts/${voucher.receipt_id}`, undefined, { "accept-language": "en" })).json();
    expect(receipt).toMatchObject({
      collection_id: voucher.id,
      payment_id: null,
      amount: gross(first) + 100,
      method: "cheque",
      reference: body.reference,
      advance: 100,
      lines: [{ payment_id: first.id, amount: gross(first), due_date: first.due_date, category_name: "Rent" }],
    });
    const pdf = await api.send("GET", `/api/receipts/${voucher.receipt_id}/pdf?lang=en`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const printed = pdfText(pdf.rawPayload);
    for (const text of ["The instalments listed below", "Advance held on the tenant's account", "Total received", "000123"]) {
      expect(printed).toContain(text);
    }
    expect(printed).toContain(formatMoney(money(gross(first) + 100), "en").split(" ")[0]);

    const listed = async () =>
      (
        (await api.send("GET", `/api/collections?tenant_id=${tenantId}`, undefined, { "api-version": "2" })).json() as {
          rows: { id: string; status: string; amount: number; advance: number; paid_count: number; receipt_id: string }[];
        }
      ).rows.find((row) => row.id === voucher.id);
    expect(await listed()).toMatchObject({
      status: "received",
      amount: gross(first) + 100,
      advance: 100,
      paid_count: 1,
      receipt_id: voucher.receipt_id,
    });

    const undone = await api.send("POST", `/api/collections/${voucher.id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ id: voucher.id });
    expect(await status(first.id)).toBe("pending");
    expect((await listed())?.status).toBe("undone");
    const again = await api.send("POST", `/api/collections/${voucher.id}/undo`, undefined, { "accept-language": "ar" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "collection.alreadyUndone", message: "أُلغي سند التحصيل هذا مسبقًا" });
  });

  it("pays in part: the instalment's balance stays pending as its own payment", async () => {
    const { tenantId, rents } = await tenantWithPendingRent();
    const first = rents[0]!;
    const answer = await api.send("POST", "/api/collections", {
      tenant_id: tenantId,
      amount: 1000,
      paid_date: "2026-11-20",
      method: "bankTransfer",
      allocations: [{ payment_id: first.id, amount: 1000 }],
    });
    expect(answer.statusCode).toBe(201);
    const [allocation] = (answer.json() as { allocations: { payment_id: string; amount: number }[] }).allocations;
    expect(allocation!.payment_id).not.toBe(first.id);
    const parts = await owner()
      .selectFrom("payments")
      .select(["id", "status", "price", "vat"])
      .where("split_from", "=", first.id)
      .execute();
    expect(parts.map((part) => part.status).sort()).toEqual(["paid", "pending"]);
    expect(parts.reduce((sum, part) => sum + gross(part), 0)).toBeCloseTo(gross(first), 2);
  });

  it("refuses bad input field by field, in the caller's language, and records nothing", async () => {
    const { tenantId } = await tenantWithPendingRent();
    const events = async () =>
      (
        await owner()
          .selectFrom("ledger_events")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await events();
    const bad = { tenant_id: tenantId, amount: "abc", paid_date: "2026-02-30", method: "bitcoin" };
    const english = await api.send("POST", "/api/collections", bad);
    const arabic = await api.send("POST", "/api/collections", bad, { "accept-language": "ar" });
    expect(english.statusCode).toBe(400);
    const fields = english.json() as { code: string; fieldErrors: Record<string, string> };
    expect(fields.code).toBe("validation.failed");
    expect(Object.keys(fields.fieldErrors).sort()).toEqual(["amount", "method", "paid_date"]);
    expect((arabic.json() as { fieldErrors: Record<string, string> }).fieldErrors.method).not.toBe(fields.fieldErrors.method);

    const stranger = await api.send("POST", "/api/collections", {
      tenant_id: crypto.randomUUID(),
      amount: 10,
      paid_date: "2026-11-20",
      method: "cash",
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: "collection.tenantNotFound" });
    expect(await events()).toBe(before);
  });

  it("holds an amount whole as an advance, then pays what is due from it when asked", async () => {
    const { tenantId, rents } = await tenantWithPendingRent();
    const first = rents[0]!;
    const held = await api.send("POST", "/api/collections", {
      tenant_id: tenantId,
      amount: gross(first),
      paid_date: "2026-11-20",
      method: "cash",
      allocations: [],
    });
    expect(held.json() as { advance: number; allocations: unknown[] }).toMatchObject({ advance: gross(first), allocations: [] });
    expect(await status(first.id)).toBe("pending");

    const applied = await api.send("POST", "/api/collections/apply-advance", { tenant_id: tenantId, due_by: first.due_date });
    expect(applied.statusCode).toBe(200);
    const answer = applied.json() as { paid: { instalment_id: string; amount: number }[]; advance_held: number };
    expect(answer.paid).toEqual([expect.objectContaining({ instalment_id: first.id, amount: gross(first) })]);
    expect(await status(first.id)).toBe("paid");
  });

  it("registers, clears and bounces a tenant's cheques over REST", async () => {
    const { tenantId, rents } = await tenantWithPendingRent();
    const first = rents.at(-1)!;
    const registered = await api.send("POST", "/api/cheques", {
      tenant_id: tenantId,
      cheques: [{ number: "000311", bank: "بنك الرياض", amount: gross(first), due_date: first.due_date, instalment_id: first.id }],
    });
    expect(registered.statusCode).toBe(201);
    const [chequeId] = (registered.json() as { ids: string[] }).ids;
    const listed = (await api.send("GET", `/api/cheques?tenant_id=${tenantId}`)).json() as { id: string; status: string }[];
    expect(listed.find((cheque) => cheque.id === chequeId)?.status).toBe("held");

    const cleared = await api.send("POST", `/api/cheques/${chequeId}/clear`, {});
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ id: chequeId, collection_id: expect.any(String), receipt_id: expect.any(String) });
    expect(await status(first.id)).toBe("paid");
    const bounced = await api.send("POST", `/api/cheques/${chequeId}/bounce`, { reason: "توقيع غير مطابق" });
    expect(bounced.json()).toEqual({
      id: chequeId,
      collection_id: (cleared.json() as { collection_id: string }).collection_id,
      receipt_id: null,
    });
    expect(await status(first.id)).toBe("pending");

    const refused = await api.send("POST", "/api/cheques", { tenant_id: tenantId, cheques: [] }, { "accept-language": "ar" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "validation.failed" });
  });
});

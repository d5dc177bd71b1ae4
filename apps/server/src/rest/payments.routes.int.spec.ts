import { demoCaller, tokenFor } from "@amlak/api/testing";
import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567000001");
const get = (url: string) => api.send("GET", url);

describe("GET /api/payments", () => {
  it("answers a page of the filtered payments with amounts as numbers, and the next page", async () => {
    const paid = await get("/api/payments?status=paid&payment_type=rent&sort=amount&direction=desc");
    expect(paid.statusCode).toBe(200);
    const { rows, total } = paid.json() as { rows: { status: string; type: string; price: number }[]; total: number };
    expect(total).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === "paid" && row.type === "rent" && typeof row.price === "number")).toBe(true);
    const all = (await get("/api/payments")).json() as { rows: unknown[]; total: number };
    expect(all.rows).toHaveLength(10);
    const second = (await get("/api/payments?page=2")).json() as { rows: { id: string }[] };
    expect(second.rows.length).toBe(Math.min(10, all.total - 10));
  });

  it("refuses a malformed filter with the field named", async () => {
    const answer = await get("/api/payments?due_from=2026-13-40&lessor_id=x");
    expect(answer.statusCode).toBe(400);
    expect(Object.keys((answer.json() as { fieldErrors: object }).fieldErrors).sort()).toEqual(["due_from", "lessor_id"]);
  });
});

interface Row {
  id: string;
  type: string;
  status: string;
  dueDate: string;
  contractId: string | null;
}

describe("an operational sub-user on the commissions it does not see (SPEC §6)", () => {
  const asOperational = async (method: "GET" | "POST", url: string, payload?: object) => {
    const token = await tokenFor({ ...(await demoCaller(api.services, "567000001")), type: "operational_subClient" });
    return api.send(method, url, payload, { authorization: `Bearer ${token}` });
  };
  const rows = async (query: string) => ((await get(`/api/payments?${query}`)).json() as { rows: Row[] }).rows;
  const eventCount = () =>
    api.services.database.owner
      .selectFrom("ledger_events")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
  const unknown = "00000000-0000-4000-8000-000000000000";

  it("GET /api/payments/{id} answers a commission as a payment that does not exist", async () => {
    const [commission] = await rows("payment_type=commission");
    const answer = await asOperational("GET", `/api/payments/${commission!.id}`);
    const missing = await asOperational("GET", `/api/payments/${unknown}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual(missing.json());
    expect((await get(`/api/payments/${commission!.id}`)).statusCode).toBe(200);
  });

  it("POST /api/payments/{id}/undo leaves a paid commission paid, answered as a payment that does not exist", async () => {
    const [paid] = await rows("payment_type=commission&status=paid");
    const before = await eventCount();
    const answer = await asOperational("POST", `/api/payments/${paid!.id}/undo`, {});
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual((await asOperational("POST", `/api/payments/${unknown}/undo`, {})).json());
    expect(await eventCount()).toEqual(before);
    expect((await get(`/api/payments/${paid!.id}`)).json()).toMatchObject({ status: "paid" });
  });

  it("pays a rent whose commission is paid with it without naming that commission", async () => {
    const commissions = await rows("payment_type=commission&status=pending&sort=dueDate");
    const rents = await rows("payment_type=rent&status=pending&sort=dueDate");
    const rent = rents.find((r) => commissions.some((c) => c.contractId === r.contractId && c.dueDate === r.dueDate))!;
    const commission = commissions.find((c) => c.contractId === rent.contractId && c.dueDate === rent.dueDate)!;
    const paid = await asOperational("POST", `/api/payments/${rent.id}/pay`, { paid_date: rent.dueDate, payment_method: "cash" });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paymentId: rent.id, commissionPaymentId: null });
    expect(paid.body).not.toContain(commission.id);
    expect((await get(`/api/payments/${commission.id}`)).json()).toMatchObject({ status: "paid" });
  });
});

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

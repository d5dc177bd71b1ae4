import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567000002");
const get = (url: string) => api.send("GET", url);

interface ContractsPage {
  rows: { unit: string; status: string; yearlyRent: number; start: string; end: string }[];
  total: number;
  counts: Record<string, number>;
}

describe("GET /api/contracts", () => {
  it("answers a page of the contracts with yearly rents as numbers and each status chip's count", async () => {
    const answer = await get("/api/contracts?sort=yearlyRent&direction=desc");
    expect(answer.statusCode).toBe(200);
    const { rows, total, counts } = answer.json() as ContractsPage;
    expect(total).toBe(5);
    expect(rows.map((row) => row.yearlyRent)).toEqual([120000, 85000, 54000, 52000, 48000]);
    expect(counts).toEqual({ all: 5, active: 4, upcoming: 1, ended: 0, cancelled: 0, ending30Days: 0, ending3Months: 1, renewed: 0 });
  });

  it("filters by a status chip, and refuses a malformed filter with the field named", async () => {
    const ending = (await get("/api/contracts?status=ending3Months")).json() as ContractsPage;
    expect(ending.rows.map((row) => [row.unit, row.status])).toEqual([["شقة 301", "Contract_Ongoing"]]);
    const refused = await get("/api/contracts?status=soon&tenant_id=x");
    expect(refused.statusCode).toBe(400);
    expect(Object.keys((refused.json() as { fieldErrors: object }).fieldErrors).sort()).toEqual(["status", "tenant_id"]);
  });
});

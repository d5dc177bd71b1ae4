import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567300061");
const send = api.send.bind(api);

describe("the contracts, lessor payments and tax reports over REST (SPEC §7)", () => {
  it("answers each at its legacy path with rows and totals as numbers", async () => {
    const active = await send("GET", "/api/reports/contract/activeContracts?result_type=RAW");
    expect(active.statusCode).toBe(200);
    const { rows, totals } = active.json() as { rows: Record<string, unknown>[]; totals: Record<string, number> };
    expect(rows.length).toBeGreaterThan(0);
    expect(totals.price).toBe(rows.reduce((sum, row) => sum + Number(row.price), 0));
    expect(typeof rows[0]!.price).toBe("number");

    const vacant = await send("GET", "/api/reports/contract/contracts?result_type=RAW&contract_status=Contract_Vacant&lang=en");
    expect((vacant.json() as { rows: { contract_status: string }[] }).rows.every((row) => row.contract_status === "Vacant")).toBe(true);

    const paid = await send("GET", "/api/reports/payments/payments_Lessor?result_type=RAW&payment_status=paid&show_received_by=true");
    expect((paid.json() as { rows: { paid_at: string | null }[] }).rows.every((row) => row.paid_at !== null)).toBe(true);

    const tax = await send("GET", "/api/reports/tax/overall?result_type=RAW");
    expect(tax.json()).toEqual({ rows: [], totals: { total_price_without_vat: 0, vat_amount: 0, total_price: 0 } });
  });

  it("exports the contracts report as a workbook and refuses a bad status", async () => {
    const workbook = await send("GET", "/api/reports/contract/contracts?result_type=EXCEL");
    expect(workbook.statusCode).toBe(200);
    expect(workbook.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const refused = await send("GET", "/api/reports/contract/contracts?result_type=RAW&contract_status=Contract_Lost");
    expect(refused.statusCode).toBe(400);
  });
});

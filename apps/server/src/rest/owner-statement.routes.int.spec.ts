import { riyadhToday } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567300051");
const send = api.send.bind(api);
const today = riyadhToday(new Date());

async function firstLessor(): Promise<string> {
  const lessor = await api.services.database.owner
    .selectFrom("contacts as c")
    .innerJoin("users as u", "u.org_id", "c.org_id")
    .select("c.id")
    .where("u.phone", "=", "567300051")
    .where("c.type", "=", "lessor")
    .orderBy("c.phone")
    .executeTakeFirstOrThrow();
  return lessor.id;
}

describe("the owner statement over REST", () => {
  it("answers the figures as numbers with RAW and a PDF with result_type=PDF", async () => {
    const lessor = await firstLessor();
    const query = `lessor=${lessor}&start_date=2000-01-01&end_date=${today}`;
    const raw = await send("GET", `/api/reports/owner-statement?${query}&result_type=RAW`);
    expect(raw.statusCode).toBe(200);
    const figures = raw.json() as Record<string, unknown>;
    expect(figures).toMatchObject({ lessor: { id: lessor }, opening: 0, collected: expect.any(Number), closing: expect.any(Number) });
    expect(figures.closing).toBeCloseTo(Number(figures.collected) - Number(figures.commission) - Number(figures.expenses), 2);

    const pdf = await send("GET", `/api/reports/owner-statement?${query}&result_type=PDF`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses a missing lessor with a translated field error", async () => {
    const refused = await send("GET", `/api/reports/owner-statement?start_date=2026-01-01&end_date=${today}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "validation.failed", fieldErrors: { lessor: expect.any(String) } });
  });
});

import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import { scheduleInstalments } from "./schedule-instalments.ts";

const row = (id: string, instalmentId: string, status: string, total: string, paidDate: string | null = null) => ({
  id,
  instalmentId,
  dueDate: "2026-03-01",
  status,
  price: money(total),
  vat: money(0),
  total: money(total),
  paidDate,
});

describe("the schedule's instalments", () => {
  it("takes a part paid and the rest left as one instalment: its total, what is paid and the balance", () => {
    const [march, april] = scheduleInstalments([
      row("mar-rest", "mar", "pending", "500.00"),
      row("mar-rest-paid", "mar", "paid", "1500.00", "2026-03-02"),
      row("mar-paid", "mar", "paid", "1000.00", "2026-02-20"),
      row("apr", "apr", "canceled", "3000.00"),
    ]);
    expect(march).toMatchObject({ id: "mar", paidDate: "2026-03-02", partlyPaid: true });
    expect([march!.total, march!.paid, march!.balance].map(String)).toEqual(["3000", "2500", "500"]);
    expect(march!.parts.map((part) => part.id)).toEqual(["mar-paid", "mar-rest-paid", "mar-rest"]);
    expect([april!.total, april!.paid, april!.balance].map(String)).toEqual(["0", "0", "0"]);
    expect(april!.partlyPaid).toBe(false);
  });
});

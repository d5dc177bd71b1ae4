import { describe, expect, it } from "vitest";
import { daysSincePayment, refundWindowOpen } from "./refund-window.ts";

describe("the refund window (SPEC §9)", () => {
  // Paid at 23:30 on 1 December in Riyadh (20:30 UTC): the window counts Riyadh days, not UTC ones.
  const paidAt = new Date("2026-12-01T20:30:00Z");

  it("stays open through the 21st day after the payment", () => {
    expect(refundWindowOpen(paidAt, paidAt)).toBe(true);
    expect(refundWindowOpen(paidAt, new Date("2026-12-22T20:59:00Z"))).toBe(true);
  });

  it("closes on the 22nd day", () => {
    expect(refundWindowOpen(paidAt, new Date("2026-12-22T21:00:00Z"))).toBe(false);
    expect(refundWindowOpen(paidAt, new Date("2027-01-15T09:00:00Z"))).toBe(false);
  });

  it("counts the Riyadh days since the payment, 21 on the window's last day", () => {
    expect(daysSincePayment(paidAt, paidAt)).toBe(0);
    expect(daysSincePayment(paidAt, new Date("2026-12-01T21:00:00Z"))).toBe(1);
    expect(daysSincePayment(paidAt, new Date("2026-12-22T20:59:00Z"))).toBe(21);
  });
});

import { describe, expect, it } from "vitest";
import { riyadhToday } from "./riyadh-date.ts";

describe("riyadhToday", () => {
  it("turns the date at midnight Riyadh time (21:00 UTC), not at UTC midnight", () => {
    expect(riyadhToday(new Date("2026-11-22T20:59:59Z"))).toBe("2026-11-22");
    expect(riyadhToday(new Date("2026-11-22T21:00:00Z"))).toBe("2026-11-23");
  });
});

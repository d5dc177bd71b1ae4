import { describe, expect, it } from "vitest";
import { contractStatus } from "./status.ts";
import type { ContractDates } from "./status.ts";

const contract = (start: string, end: string, cancelled: string | null = null): ContractDates => ({
  start,
  end,
  cancelled,
});

describe("contractStatus", () => {
  const year2025 = contract("2025-01-01", "2025-12-31");

  it("is upcoming before the start", () => {
    expect(contractStatus(year2025, "2024-12-31")).toBe("Contract_Upcoming");
  });

  it("is ongoing from the start through the end day", () => {
    expect(contractStatus(year2025, "2025-01-01")).toBe("Contract_Ongoing");
    expect(contractStatus(year2025, "2025-12-31")).toBe("Contract_Ongoing");
  });

  it("is completed after the end day", () => {
    expect(contractStatus(year2025, "2026-01-01")).toBe("Contract_Completed");
  });

  it("is cancelled once cancelled, whatever the dates", () => {
    const cancelled = contract("2025-01-01", "2025-12-31", "2025-03-15");
    for (const today of ["2024-06-01", "2025-06-01", "2026-06-01"]) {
      expect(contractStatus(cancelled, today)).toBe("Contract_Cancelled");
    }
  });
});

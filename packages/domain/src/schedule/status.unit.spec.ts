import { describe, expect, it } from "vitest";
import { contractStatus, propertyStatus } from "./status.ts";
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

describe("propertyStatus", () => {
  const today = "2025-06-01";
  const completed = contract("2023-01-01", "2024-12-31");
  const ongoing = contract("2025-01-01", "2025-12-31");
  const upcoming = contract("2026-01-01", "2026-12-31");

  it("is rented while a contract is ongoing, even with one upcoming", () => {
    expect(propertyStatus([completed, upcoming, ongoing], today)).toEqual({
      status: "Rented",
    });
  });

  it("is reserved when the next contract has not started yet", () => {
    expect(propertyStatus([completed, upcoming], today)).toEqual({
      status: "Reserved",
    });
  });

  it("is vacant since the day after the latest contract ended", () => {
    const earlier = contract("2021-01-01", "2022-12-31");
    expect(propertyStatus([completed, earlier], today)).toEqual({
      status: "Vacant",
      vacantSince: "2025-01-01",
    });
  });

  it("counts a cancelled contract as ended on its cancellation day", () => {
    const cancelled = contract("2025-01-01", "2025-12-31", "2025-03-15");
    expect(propertyStatus([completed, cancelled], today)).toEqual({
      status: "Vacant",
      vacantSince: "2025-03-16",
    });
  });

  it("ignores a contract cancelled before it started", () => {
    const neverStarted = contract("2025-03-01", "2026-02-28", "2025-02-10");
    expect(propertyStatus([completed, neverStarted], today)).toEqual({
      status: "Vacant",
      vacantSince: "2025-01-01",
    });
  });

  it("is vacant with no known date when it has never been let", () => {
    expect(propertyStatus([], today)).toEqual({
      status: "Vacant",
      vacantSince: null,
    });
  });
});

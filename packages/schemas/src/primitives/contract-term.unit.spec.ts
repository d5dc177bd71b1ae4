import { describe, expect, it } from "vitest";
import { checkContractTerm } from "./contract-term.ts";

describe("checkContractTerm", () => {
  it("needs the end after the start", () => {
    expect(checkContractTerm("2026-01-01", "2026-01-02")).toEqual({ ok: true });
    expect(checkContractTerm("2026-01-01", "2026-01-01")).toEqual({ ok: false, code: "date.endBeforeStart" });
    expect(checkContractTerm("2026-01-01", "2025-12-31")).toEqual({ ok: false, code: "date.endBeforeStart" });
  });

  it("allows an end up to the 30th anniversary of the start, not a day later", () => {
    expect(checkContractTerm("2026-01-01", "2055-12-31")).toEqual({ ok: true });
    expect(checkContractTerm("2026-01-01", "2056-01-01")).toEqual({ ok: true });
    expect(checkContractTerm("2026-01-01", "2056-01-02")).toEqual({ ok: false, code: "date.contractTooLong" });
    expect(checkContractTerm("1900-01-01", "2100-12-31")).toEqual({ ok: false, code: "date.contractTooLong" });
  });

  it("takes 28 February as the anniversary of 29 February", () => {
    expect(checkContractTerm("2024-02-29", "2054-02-28")).toEqual({ ok: true });
    expect(checkContractTerm("2024-02-29", "2054-03-01")).toEqual({ ok: false, code: "date.contractTooLong" });
  });
});

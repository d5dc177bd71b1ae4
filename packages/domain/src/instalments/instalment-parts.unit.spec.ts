import { describe, expect, it } from "vitest";
import { instalmentOf } from "./instalment-parts.ts";

describe("the instalment of a payment", () => {
  const links = [
    { id: "jan", splitFrom: null, dueDate: "2026-01-01" },
    { id: "jan-paid", splitFrom: "jan", dueDate: "2026-01-01" },
    { id: "jan-rest", splitFrom: "jan", dueDate: "2026-01-01" },
    { id: "jan-rest-paid", splitFrom: "jan-rest", dueDate: "2026-01-01" },
    { id: "jan-moved", splitFrom: "jan", dueDate: "2026-02-15" },
    { id: "feb", splitFrom: null, dueDate: "2026-02-01" },
  ];
  const of = instalmentOf(links);

  it("follows a part back to the instalment it was cut from, through parts of parts on the same due day", () => {
    expect(["jan", "jan-paid", "jan-rest", "jan-rest-paid"].map(of)).toEqual(["jan", "jan", "jan", "jan"]);
  });

  it("makes a part moved to another due day, a payment never split or one unknown, an instalment of its own", () => {
    expect(["jan-moved", "feb", "elsewhere"].map(of)).toEqual(["jan-moved", "feb", "elsewhere"]);
  });
});

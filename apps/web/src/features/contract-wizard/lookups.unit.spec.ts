import { describe, expect, it } from "vitest";
import { unitOptions } from "./lookups.ts";

const estate = (
  id: string,
  title: string,
  kind: "compound" | "unit",
  status: "Rented" | "Vacant" | "Reserved" | null,
  parentId: string | null = null,
) => ({
  id,
  title,
  kind,
  status,
  parentId,
});

describe("unitOptions", () => {
  it("lists units only, vacant first, then reserved and rented, each with its compound", () => {
    const options = unitOptions([
      estate("c1", "مجمع الياسمين", "compound", null),
      estate("u1", "شقة 201", "unit", "Rented", "c1"),
      estate("u2", "شقة 102", "unit", "Vacant", "c1"),
      estate("u3", "فيلا الملقا", "unit", "Reserved"),
      estate("u4", "شقة 10", "unit", "Vacant", "c1"),
    ]);
    expect(options.map((option) => [option.id, option.status, option.compoundTitle])).toEqual([
      ["u4", "Vacant", "مجمع الياسمين"],
      ["u2", "Vacant", "مجمع الياسمين"],
      ["u3", "Reserved", null],
      ["u1", "Rented", "مجمع الياسمين"],
    ]);
  });
});

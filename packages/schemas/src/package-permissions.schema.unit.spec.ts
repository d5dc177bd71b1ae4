import { describe, expect, it } from "vitest";
import { packagePermissionSettingsSchema } from "./package-permissions.schema.ts";

const gold = packagePermissionSettingsSchema([
  { id: 7, entity: "REPORTS", code: "EXPORT_EXCEL", is_numerical: false },
  { id: 8, entity: "SUB_USERS", code: "CREATE_LIMIT", is_numerical: true },
]);
const exportExcel = { entity: "REPORTS", id: 7, permission_id: "EXPORT_EXCEL", active: false };
const subUsers = { entity: "SUB_USERS", id: 8, permission_id: "CREATE_LIMIT", active: true, value: 5 };

describe("a package's permission settings", () => {
  it("accept the package's own permissions, a limit as a whole number of 0 or more", () => {
    expect(gold.parse([exportExcel, subUsers])).toEqual([exportExcel, subUsers]);
    expect(gold.parse([{ ...subUsers, value: "0" }])).toEqual([{ ...subUsers, value: 0 }]);
  });

  it.each([
    ["a limit below 0", { ...subUsers, value: -1 }],
    ["a limit with a fraction", { ...subUsers, value: 2.5 }],
    ["a limit left out", { ...subUsers, value: null }],
    ["another package's permission", { ...exportExcel, id: 99 }],
    ["an id under another entity", { ...exportExcel, entity: "CONTRACTS" }],
    ["an id under another code", { ...exportExcel, permission_id: "EXPORT_PDF" }],
  ])("refuse %s", (_, setting) => {
    expect(gold.safeParse([setting]).success).toBe(false);
  });

  it("refuse the same permission twice", () => {
    expect(gold.safeParse([exportExcel, { ...exportExcel, active: true }]).success).toBe(false);
  });
});

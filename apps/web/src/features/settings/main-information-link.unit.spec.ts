import { describe, expect, it } from "vitest";
import { mainInformationLink, returnPathOf } from "./main-information-link.ts";

describe("the main information link and its way back", () => {
  it("comes back to the path it was given, query and all", () => {
    const link = mainInformationLink("/contracts/new?draft=5d8a");
    expect(link).toBe("/MainManagement?tab=MainInformation&return=%2Fcontracts%2Fnew%3Fdraft%3D5d8a");
    expect(returnPathOf(new URL(link, "https://amlak.test").searchParams)).toBe("/contracts/new?draft=5d8a");
  });

  it("goes back only to a path of this app, never to another site", () => {
    for (const foreign of ["https://evil.test/x", "//evil.test/x", "/\\evil.test", "javascript:alert(1)", ""]) {
      expect(returnPathOf(new URLSearchParams({ return: foreign }))).toBeNull();
    }
    expect(returnPathOf(new URLSearchParams())).toBeNull();
  });
});

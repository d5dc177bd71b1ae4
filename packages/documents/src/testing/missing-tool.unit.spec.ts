import { afterEach, describe, expect, it, vi } from "vitest";
import { isCi, skipWithoutTool } from "./missing-tool.ts";

describe("skipWithoutTool", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs the suite when the tool is there, in CI or not", () => {
    expect(skipWithoutTool("the PDF read-back", null, { CI: "true" })).toBe(false);
    expect(skipWithoutTool("the PDF read-back", null, {})).toBe(false);
  });

  it("fails the suite in CI when the tool is missing, saying which and why", () => {
    expect(() => skipWithoutTool("the PDF read-back", "pdftotext not found", { CI: "true" })).toThrow(
      "the PDF read-back cannot run: pdftotext not found. CI is set, so the suite fails instead of skipping.",
    );
  });

  it("skips outside CI and says why once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(skipWithoutTool("the PDF read-back", "pdftotext not found", { CI: "false" })).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith("Skipping the PDF read-back: pdftotext not found");
  });
});

describe("isCi", () => {
  it.each([
    [{ CI: "true" }, true],
    [{ CI: "1" }, true],
    [{ CI: "TRUE" }, true],
    [{ CI: "false" }, false],
    [{ CI: "0" }, false],
    [{ CI: "" }, false],
    [{}, false],
  ])("reads %o as %s", (env, ci) => {
    expect(isCi(env)).toBe(ci);
  });
});

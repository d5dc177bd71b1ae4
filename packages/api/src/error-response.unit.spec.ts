import { AppError, ERROR_STATUS, type ErrorCode } from "@amlak/domain";
import { catalogues } from "@amlak/i18n";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { describeError } from "./error-response.ts";

const codes = Object.keys(ERROR_STATUS) as ErrorCode[];

describe("the error table", () => {
  // A message about a count is written in its plural forms (code_one, code_other, …), every other one under the code.
  it.each(codes)("%s has an Arabic and an English message", (code) => {
    for (const catalogue of [catalogues.ar, catalogues.en])
      expect(Object.keys(catalogue)).toContainEqual(expect.stringMatching(new RegExp(`^${code.replaceAll(".", "\\.")}(_other)?$`)));
  });

  it("answers each code with its status from the table, also when tRPC wraps it", () => {
    for (const code of codes) {
      const wrapped = new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: new AppError(code) });
      expect(describeError(wrapped, "en", "r").status, code).toBe(ERROR_STATUS[code]);
    }
  });

  it("reads a missing unit as not found and a split that does not add up as bad input, not as conflicts", () => {
    expect(describeError(new AppError("contract.unitNotFound"), "en", "r").status).toBe(404);
    expect(describeError(new AppError("payment.splitMustSumToPrice", { sum: "1.00", price: "2.00" }), "en", "r").body).toEqual({
      code: "payment.splitMustSumToPrice",
      message: "The parts add up to 1.00 but the payment is 2.00",
    });
  });

  it("answers anything else as internal with the reference number and without its message", () => {
    const { status, body, unexpected } = describeError(new Error("relation secret_table does not exist"), "ar", "ref-1");
    expect({ status, unexpected, referenceNo: body.referenceNo, code: body.code }).toEqual({
      status: 500,
      unexpected: true,
      referenceNo: "ref-1",
      code: "internal",
    });
    expect(JSON.stringify(body)).not.toContain("secret_table");
  });
});

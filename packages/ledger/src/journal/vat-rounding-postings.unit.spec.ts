import { describe, expect, it } from "vitest";
import { vatRoundingPostings } from "./vat-rounding-postings.ts";

const fee = { totalWithoutVat: "0.03", vatRate: "0.15", vat: "0.00" };
const rent = { totalWithoutVat: "120.37", vatRate: "0.15", vat: "18.06" };
const sides = (postings: ReturnType<typeof vatRoundingPostings>) => postings.map((line) => `${line.account} ${line.debit} ${line.credit}`);

describe("vatRoundingPostings", () => {
  it("books the VAT the document states beyond its lines' as owed, the rounding difference the manager's", () => {
    expect(sides(vatRoundingPostings("invoice 1", { vatTotal: "0.01", lines: [fee, fee, fee] }))).toEqual([
      "vat_rounding 0.01 0.00",
      "vat_output 0.00 0.01",
    ]);
  });

  it("books it the other way when the lines' VAT is the more", () => {
    expect(sides(vatRoundingPostings("invoice 1", { vatTotal: "54.17", lines: [rent, rent, rent] }))).toEqual([
      "vat_rounding 0.00 0.01",
      "vat_output 0.01 0.00",
    ]);
  });

  it("books nothing when they agree", () => {
    expect(vatRoundingPostings("invoice 1", { vatTotal: "18.06", lines: [rent] })).toEqual([]);
  });
});

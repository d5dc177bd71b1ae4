import { describe, expect, it } from "vitest";
import { catalogues, translate } from "./index.ts";

describe("the catalogues", () => {
  it("have the same keys in Arabic and English, none empty", () => {
    // Arabic has more plural forms (zero, two, few, many) than English; compare the words, not the forms.
    const words = (lang: "ar" | "en") =>
      [...new Set(Object.keys(catalogues[lang]).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))].sort();
    expect(words("ar")).toEqual(words("en"));
    for (const lang of ["ar", "en"] as const) {
      for (const [key, text] of Object.entries(catalogues[lang])) expect(text.trim(), `${lang} ${key}`).not.toBe("");
    }
  });

  it("fill parameters and fall back to the key for an unknown one", () => {
    expect(translate("en", "payment.splitMustSumToPrice", { sum: "90.00", price: "100.00" })).toBe(
      "The parts add up to 90.00 but the payment is 100.00",
    );
    expect(translate("ar", "no.such.key")).toBe("no.such.key");
  });
});

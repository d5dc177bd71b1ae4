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

  it("pick the plural form a count takes, as i18next does, so an Arabic number phrase agrees with its number", () => {
    const maxLength = (count: number) => translate("ar", "field.maxLength", { count });
    expect([1, 2, 8, 50, 100, 1000].map(maxLength)).toEqual([
      "لا يمكن أن يتجاوز هذا الحقل حرفًا واحدًا",
      "لا يمكن أن يتجاوز هذا الحقل حرفين",
      "لا يمكن أن يتجاوز هذا الحقل 8 أحرف",
      "لا يمكن أن يتجاوز هذا الحقل 50 حرفًا",
      "لا يمكن أن يتجاوز هذا الحقل 100 حرف",
      "لا يمكن أن يتجاوز هذا الحقل 1000 حرف",
    ]);
    expect(translate("en", "field.maxLength", { count: 100 })).toBe("Field cannot exceed 100 characters");
    expect(translate("en", "field.maxLength", { count: 1 })).toBe("Field cannot exceed 1 character");
    expect(translate("en", "password.minLength", { count: 8 })).toBe("Min length is 8");
    expect(translate("ar", "password.minLength", { count: 8 })).toBe("يجب ألا تقل كلمة المرور عن 8 أحرف");
  });
});

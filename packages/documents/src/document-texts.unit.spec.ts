import { PAYMENT_METHODS } from "@amlak/schemas";
import { catalogues, LANGUAGES, translate } from "@amlak/i18n";
import { describe, expect, it } from "vitest";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();

describe("the document texts in @amlak/i18n", () => {
  it.each(LANGUAGES)("name every payment method a receipt can print in %s", (lang) => {
    for (const method of PAYMENT_METHODS) {
      expect(translate(lang, `document.paymentMethod.${method}`)).not.toBe(`document.paymentMethod.${method}`);
    }
  });

  it("carry the same placeholders in Arabic and English", () => {
    const keys = Object.keys(catalogues.en).filter((key) => key.startsWith("document."));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      const [ar = "", en = ""] = LANGUAGES.map((lang) => (catalogues[lang] as Record<string, string>)[key] ?? "");
      expect({ key, placeholders: placeholders(ar) }).toEqual({ key, placeholders: placeholders(en) });
    }
  });
});

import { describe, expect, it } from "vitest";
import { catalogues, translate } from "./index.ts";

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const FORMS = { ar: ["zero", "one", "two", "few", "many", "other"], en: ["one", "other"] } as const;

/** Every key a count meets a noun in: it interpolates {{count}} or has a plural form, in either language. */
const countedKeys = [
  ...new Set(
    (["ar", "en"] as const).flatMap((lang) =>
      Object.entries(catalogues[lang])
        .filter(([key, text]) => PLURAL_FORM.test(key) || text.includes("{{count}}"))
        .map(([key]) => key.replace(PLURAL_FORM, "")),
    ),
  ),
].sort();

describe("plural forms", () => {
  it("finds the counted keys", () => {
    expect(countedKeys).toEqual(expect.arrayContaining(["propertiesScreen.addUnitsPreview", "reportsScreen.count"]));
  });

  it.each(countedKeys)("%s has every form Arabic (six) and English (one, other) need", (key) => {
    for (const lang of ["ar", "en"] as const) {
      const missing = FORMS[lang].filter((form) => !(`${key}_${form}` in catalogues[lang]));
      expect(missing, `${lang} ${key}`).toEqual([]);
    }
  });

  it("agree Arabic nouns with their number: one, two, three to ten, eleven to ninety-nine, a hundred", () => {
    const adding = (count: number) => translate("ar", "propertiesScreen.addUnitsPreview", { count, first: "101", last: "110" });
    expect([0, 1, 2, 3, 6, 10, 11, 99, 100, 1.5].map(adding)).toEqual([
      "لن تُضاف أي وحدة.",
      "ستُضاف وحدة واحدة رقمها 101.",
      "ستُضاف وحدتان مرقّمتان من 101 إلى 110.",
      "ستُضاف 3 وحدات مرقّمة من 101 إلى 110.",
      "ستُضاف 6 وحدات مرقّمة من 101 إلى 110.",
      "ستُضاف 10 وحدات مرقّمة من 101 إلى 110.",
      "ستُضاف 11 وحدة مرقّمة من 101 إلى 110.",
      "ستُضاف 99 وحدة مرقّمة من 101 إلى 110.",
      "ستُضاف 100 وحدة مرقّمة من 101 إلى 110.",
      "ستُضاف 1.5 وحدة مرقّمة من 101 إلى 110.",
    ]);
    const rows = (count: number) => translate("ar", "reportsScreen.count", { count });
    expect([1, 2, 3, 11, 100].map(rows)).toEqual(["سطر واحد", "سطران", "3 أسطر", "11 سطرًا", "100 سطر"]);
    const left = (count: number) => translate("ar", "dashboardScreen.firstSteps.left", { count });
    expect([0, 1, 2, 3, 5, 11, 100].map(left)).toEqual([
      "لم تبقَ أي خطوة",
      "بقيت خطوة واحدة",
      "بقيت خطوتان",
      "بقيت 3 خطوات",
      "بقيت 5 خطوات",
      "بقيت 11 خطوة",
      "بقيت 100 خطوة",
    ]);
  });

  it("say one row, two rows in English, and use a zero text for 0 where there is one, as i18next does", () => {
    const adding = (count: number) => translate("en", "propertiesScreen.addUnitsPreview", { count, first: "101", last: "110" });
    expect([1, 2, 11].map(adding)).toEqual([
      "1 unit will be added, numbered 101.",
      "2 units will be added, numbered 101 to 110.",
      "11 units will be added, numbered 101 to 110.",
    ]);
    expect([0, 1, 100].map((count) => translate("en", "reportsScreen.count", { count }))).toEqual(["0 rows", "1 row", "100 rows"]);
    expect([1, 4].map((count) => translate("en", "dashboardScreen.firstSteps.left", { count }))).toEqual(["1 step left", "4 steps left"]);
    expect(translate("en", "archiveScreen.upload.tooMany", { count: 0 })).toBe("No more files fit in your package");
    expect(translate("ar", "archiveScreen.upload.tooMany", { count: 0 })).toBe("لا يتسع اشتراكك لملفات أخرى");
  });
});

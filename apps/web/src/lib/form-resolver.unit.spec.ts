import { catalogues } from "@amlak/i18n";
import { ZContactSaveSchema } from "@amlak/schemas";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { formResolver } from "./form-resolver.ts";

beforeAll(async () => {
  await i18next.init({
    resources: { ar: { translation: catalogues.ar }, en: { translation: catalogues.en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

async function errorsFor(lang: "ar" | "en", contact: { type: string; name: string; tag?: string }) {
  await i18next.changeLanguage(lang);
  const { errors } = await formResolver(ZContactSaveSchema)(contact, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe("formResolver", () => {
  it("names the length limit a field broke, in Arabic and English", async () => {
    const contact = { type: "tenant", name: "a".repeat(101), tag: "b".repeat(51) };
    expect(await errorsFor("en", contact)).toEqual({
      name: "Field cannot exceed 100 characters",
      tag: "Field cannot exceed 50 characters",
    });
    expect(await errorsFor("ar", contact)).toEqual({
      name: "لا يمكن أن يتجاوز هذا الحقل 100 حرف",
      tag: "لا يمكن أن يتجاوز هذا الحقل 50 حرفًا",
    });
  });

  it("says why a name with a bidi control is refused, and hands a valid form its parsed values", async () => {
    expect(await errorsFor("en", { type: "tenant", name: "\u202Eabc" })).toEqual({
      name: "This field contains hidden text-direction characters that are not allowed",
    });
    const { values } = await formResolver(ZContactSaveSchema)({ type: "Tenant", name: " سارة\u200Cالعتيبي " }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(values).toMatchObject({ type: "tenant", name: "سارة\u200Cالعتيبي" });
  });
});

import { SIGNED_IN_ROUTES } from "@amlak/domain";
import { shellTexts as arShell } from "@amlak/i18n/ar/shell";
import { shellTexts as enShell } from "@amlak/i18n/en/shell";
import { describe, expect, it } from "vitest";

// The shell renders before the screens' texts arrive (lib/i18n.ts): i18next would show a missing key as it is.
describe("the shell's texts", () => {
  it("hold every menu entry's title, description, search tip, tour step and next-page hint, in both languages", () => {
    const keys = SIGNED_IN_ROUTES.flatMap((entry) =>
      [entry.titleKey, entry.descriptionKey, entry.searchTipKey, entry.tourKey, entry.nextKey].filter((key) => key !== undefined),
    );
    expect(keys.length).toBeGreaterThan(20);
    for (const texts of [arShell, enShell]) expect(keys.filter((key) => !(key in texts))).toEqual([]);
  });
});

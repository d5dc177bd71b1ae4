import { z } from "zod";
import { plainText } from "./field.ts";
import { ZUuidSchema } from "./uuid.ts";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of white text on a #rrggbb background (1 to 21). */
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** WCAG AA for normal text: the shell writes white on the brand colour (buttons, the active menu item). */
const AA_CONTRAST = 4.5;

/** The brand colours offered in settings, Amlak's own green first; each keeps AA contrast with white text. */
export const BRAND_COLORS = ["#0d6b5e", "#0f766e", "#1d4ed8", "#1e3a8a", "#6d28d9", "#9d174d", "#b91c1c", "#92400e", "#334155"] as const;

export const ORGANIZATION_CODE_MAX = 10;

const ZBrandColorSchema = plainText()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: "field.invalid", abort: true })
  .refine((hex) => contrastWithWhite(hex) >= AA_CONTRAST, { error: "theme.lowContrast" });

/** Letters and digits only, kept in capitals: it is printed beside the organization's name. */
const ZOrganizationCodeSchema = plainText()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{1,${ORGANIZATION_CODE_MAX}}$`), { error: "organizationCode.format" });

/**
 * White-label settings (issue #19): the logo (an image the organization uploaded for itself, by its document id), the
 * brand colour and the organization code. A field left out keeps what is stored; null removes it.
 */
export const ZBrandingSaveSchema = z.object({
  logo_document_id: ZUuidSchema.nullable().optional(),
  theme_color: ZBrandColorSchema.nullable().optional(),
  code: ZOrganizationCodeSchema.nullable().optional(),
});

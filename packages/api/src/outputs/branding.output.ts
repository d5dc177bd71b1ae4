import { z } from "zod";

const ZGrantsOutput = z.object({ logo: z.boolean(), theme: z.boolean(), code: z.boolean() });

/**
 * The organization's white-label choices as stored (kept after a fall back to Free), and which of them its package
 * grants today: the shell and the documents use only those.
 */
export const ZBrandingOutput = z.object({
  /** The logo's document id and a short-lived link to the image. */
  logo: z.object({ id: z.string(), url: z.string() }).nullable(),
  theme_color: z.string().nullable(),
  code: z.string().nullable(),
  granted: ZGrantsOutput,
});

/** What the organization's documents print: the code and the logo (base64 PNG or JPEG) its package grants today. */
export const ZPrintedBrandingOutput = z.object({ code: z.string().nullable(), logo: z.string().nullable() });

import { z } from "zod";

/** The account owner switches automatic renewal with the default saved card on or off. */
export const ZAutomaticRenewalSchema = z.object({ on: z.boolean() });

import { z } from "zod";
import { ZDayOutput } from "./values.ts";

/** Each renewal: the new contract and the one it renews. */
export const ZRenewedContractsOutput = z.object({
  renewals: z.array(z.object({ contract_id: z.string(), renewed_from: z.string() })),
});

const ZRenewalLinkOutput = z.object({ id: z.string(), start: ZDayOutput, end: ZDayOutput }).nullable();

/** The contract this one renewed, and the one that renewed it. */
export const ZRenewalLinksOutput = z.object({ renewedFrom: ZRenewalLinkOutput, renewedBy: ZRenewalLinkOutput });

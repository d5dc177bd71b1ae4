import type { RouterOutputs } from "../../lib/trpc/router-types.ts";

export type Financial = RouterOutputs["dashboard"]["financial"];
export type Operational = RouterOutputs["dashboard"]["operational"];
export type IncomeDue = Financial["month"];

/** A share as a whole percent, 0 when there is nothing to share. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

import type { RouterOutputs } from "../../lib/trpc/router-types.ts";

/** A one-time code sent by SMS, awaiting entry. */
export type Challenge = RouterOutputs["auth"]["login"];

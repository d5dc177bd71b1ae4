import { trpc } from "../lib/trpc/client.ts";
import type { SessionUser } from "../lib/trpc/router-types.ts";

/** Kept fresh so subscription changes reach an open tab (SPEC §9: 10 s while developing, 15 min in production). */
const REFETCH_INTERVAL_MS = import.meta.env.DEV ? 10_000 : 900_000;

/** The subscription, permissions and needed actions of the user's organization; staff, who have none, skip it. */
export function useAuthorization(user: SessionUser) {
  return trpc.session.authorization.useQuery(undefined, {
    enabled: user.orgId !== null,
    refetchInterval: REFETCH_INTERVAL_MS,
    staleTime: 0,
  });
}

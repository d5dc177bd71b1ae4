import { useEffect } from "react";
import { onHostedDomain } from "../lib/company.ts";
import { sessionStore, useSession } from "../lib/session/session-store.ts";
import { trpc } from "../lib/trpc/client.ts";
import type { Authorization, SessionUser } from "../lib/trpc/router-types.ts";

/**
 * Kept fresh so a subscription or a package's permissions, changed by staff, reach an open tab (SPEC §9: every 10 s,
 * every 15 min on the main hosted domain).
 */
const REFETCH_INTERVAL_MS = onHostedDomain(location.hostname) ? 900_000 : 10_000;
const STORED_KEY = "authorization";

interface Stored {
  userId: string;
  lang: string;
  authorization: Authorization;
}

/**
 * The subscription, permissions and needed actions of the user's organization; staff, who have none, skip it. The
 * last one this browser was given lays a reloaded page out at once (SPEC's session state keeps it too), and the page's
 * own queries start with it instead of a round trip later; it is fetched again on every load all the same.
 */
export function useAuthorization(user: SessionUser) {
  const lang = useSession((session) => session.lang);
  const query = trpc.session.authorization.useQuery(undefined, {
    enabled: user.orgId !== null,
    refetchInterval: REFETCH_INTERVAL_MS,
    staleTime: 0,
    initialData: () => storedAuthorization(user.id, lang),
    initialDataUpdatedAt: 0,
  });
  const fetched = query.dataUpdatedAt > 0 ? query.data : undefined;
  useEffect(() => {
    if (fetched) localStorage.setItem(STORED_KEY, JSON.stringify({ userId: user.id, lang, authorization: fetched } satisfies Stored));
  }, [fetched, user.id, lang]);
  return query;
}

function storedAuthorization(userId: string, lang: string): Authorization | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORED_KEY) ?? "null") as Stored | null;
    return stored?.userId === userId && stored.lang === lang ? stored.authorization : undefined;
  } catch {
    return undefined;
  }
}

// Signed out: the organization's permissions do not outlive the session in this browser.
sessionStore.subscribe(() => {
  if (!sessionStore.get().user) localStorage.removeItem(STORED_KEY);
});

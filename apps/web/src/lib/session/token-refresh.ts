import { trpcClient } from "../trpc/client.ts";
import { hasUsableVersion, readClaims } from "./access-token.ts";
import { endSession } from "./end-session.ts";
import { sessionStore } from "./session-store.ts";

const REFRESH_BEFORE_EXPIRY_MS = 15_000;

/** Refreshes the access token 15 s before it expires, for as long as the returned stop function isn't called. */
export function keepTokenFresh(): () => void {
  let timer: number | undefined;
  let plannedFor: string | null = null;

  const plan = () => {
    const { token, user } = sessionStore.get();
    if (token === plannedFor) return;
    window.clearTimeout(timer);
    plannedFor = token;
    if (!token || !user) return;
    const claims = readClaims(token);
    if (!hasUsableVersion(claims)) return endSession();
    // A viewer's session is not kept alive (SPEC §6).
    if (user.type === "viewer" || claims?.exp === undefined) return;
    timer = window.setTimeout(() => void refresh(token), claims.exp * 1000 - REFRESH_BEFORE_EXPIRY_MS - Date.now());
  };

  const unsubscribe = sessionStore.subscribe(plan);
  plan();
  return () => {
    unsubscribe();
    window.clearTimeout(timer);
  };
}

async function refresh(expiring: string): Promise<void> {
  await withRefreshLock(async () => {
    // Refresh tokens rotate and a reused one revokes the session: skip if another tab already refreshed.
    sessionStore.sync();
    const { token, refreshToken } = sessionStore.get();
    if (token !== expiring || !refreshToken) return;
    try {
      sessionStore.setTokens(await trpcClient.auth.refresh.mutate({ refreshToken }));
    } catch {
      endSession();
    }
  });
}

async function withRefreshLock(task: () => Promise<void>): Promise<void> {
  // Web Locks exist only in secure contexts (https, localhost).
  if (navigator.locks) await navigator.locks.request("amlak-token-refresh", task);
  else await task();
}

import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "@amlak/api";
import { transformer, TRPC_BATCH_MAX_CALLS } from "@amlak/schemas";
import { sessionStore } from "../../lib/session/session-store.ts";
import { duplicateGuardLink } from "../../lib/trpc/links/duplicate-guard.link.ts";
import { feedbackLink } from "../../lib/trpc/links/feedback.link.ts";
import { portalSession } from "./portal-session.ts";

const isUnauthorized = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401;

/** A portal call refused for an expired token is tried once more after portal.refresh renews it. */
const refreshLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const sentWith = portalSession.get()?.token;
      let attempt = next(op).subscribe({
        next: (result) => observer.next(result),
        complete: () => observer.complete(),
        error(error) {
          if (!sentWith || op.path === "portal.refresh" || !isUnauthorized(error)) return observer.error(error);
          void renewPortalSession(sentWith).then((renewed) => {
            if (renewed) attempt = next(op).subscribe(observer);
            else observer.error(error);
          });
        },
      });
      return () => attempt.unsubscribe();
    });

function requestHeaders(): Record<string, string> {
  const { lang } = sessionStore.get();
  const token = portalSession.get()?.token;
  return token ? { "Accept-Language": lang, Authorization: `Bearer ${token}` } : { "Accept-Language": lang };
}

/** The portal's own client: it carries the portal token, never a member's (lib/trpc/client carries that one). */
export const portalClient = createTRPCClient<AppRouter>({
  links: [
    duplicateGuardLink,
    feedbackLink,
    refreshLink,
    httpBatchLink({ url: "/trpc", transformer, headers: requestHeaders, maxItems: TRPC_BATCH_MAX_CALLS }),
  ],
});

let renewing: Promise<boolean> | undefined;

/**
 * Renews the tokens once for every call `expired` failed for at the same time; false when the session cannot go on
 * (it is then signed out, and the portal's pages send the reader to their login).
 */
export function renewPortalSession(expired: string): Promise<boolean> {
  return (renewing ??= withRenewLock(() => renew(expired)).finally(() => (renewing = undefined)));
}

async function renew(expired: string): Promise<boolean> {
  // Refresh tokens rotate and a reused one revokes the session: another tab may have renewed already.
  portalSession.sync();
  const current = portalSession.get();
  if (!current) return false;
  if (current.token !== expired) return true;
  try {
    portalSession.signIn(await portalClient.portal.refresh.mutate({ refreshToken: current.refreshToken }));
    return true;
  } catch {
    portalSession.signOut();
    return false;
  }
}

async function withRenewLock(task: () => Promise<boolean>): Promise<boolean> {
  // Web Locks exist only in secure contexts (https, localhost).
  return navigator.locks ? navigator.locks.request("amlak-portal-refresh", task) : task();
}

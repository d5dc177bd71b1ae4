import { useSyncExternalStore } from "react";
import type { TPortalRole } from "@amlak/schemas";

interface PortalSession {
  token: string;
  refreshToken: string;
  role: TPortalRole;
}

// Keys of their own: a landlord signed in to the member app in the same browser keeps their session, and neither token
// is ever sent where the other belongs.
const KEY = "portalSession";

function load(): PortalSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as PortalSession | null;
    return stored?.token && stored.refreshToken && (stored.role === "tenant" || stored.role === "owner") ? stored : null;
  } catch {
    return null;
  }
}

let session = load();
const listeners = new Set<() => void>();

function update(next: PortalSession | null): void {
  session = next;
  if (next) localStorage.setItem(KEY, JSON.stringify(next));
  else localStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

function sync(): void {
  session = load();
  listeners.forEach((listener) => listener());
}

// Another tab signed in, out or refreshed: follow it, so tabs never use a rotated refresh token.
window.addEventListener("storage", (event) => {
  if (event.storageArea === localStorage && event.key === KEY) sync();
});

/** The tenant's or owner's portal session, kept apart from a member's (lib/session). */
export const portalSession = {
  get: (): PortalSession | null => session,
  /** Re-reads localStorage, for decisions that must see what other tabs wrote a moment ago. */
  sync,
  signIn: (next: PortalSession): void => update(next),
  signOut: (): void => update(null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The portal role signed in on this browser, or null. */
export function usePortalRole(): TPortalRole | null {
  return useSyncExternalStore(portalSession.subscribe, () => portalSession.get()?.role ?? null);
}

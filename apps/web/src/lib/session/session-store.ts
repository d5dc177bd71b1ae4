import { useSyncExternalStore } from "react";
import { DEFAULT_LANG, type Lang } from "@amlak/i18n/web";
import { SESSION_STORAGE_KEYS as KEYS, sessionStorageEntries } from "@amlak/schemas";
import type { Session, SessionUser } from "../trpc/router-types.ts";

type DateType = SessionUser["dateType"];

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  user: SessionUser | null;
  lang: Lang;
  dateType: DateType;
}

// The public pages also render on the server (public-ssr.tsx): no storage there, so no session and the default language.
const storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> =
  typeof localStorage === "undefined" ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined } : localStorage;

function readUser(): SessionUser | null {
  try {
    return JSON.parse(storage.getItem(KEYS.user) ?? "null") as SessionUser | null;
  } catch {
    return null;
  }
}

function load(): SessionState {
  return {
    token: storage.getItem(KEYS.token),
    refreshToken: storage.getItem(KEYS.refreshToken),
    user: readUser(),
    lang: storage.getItem(KEYS.lang) === "en" ? "en" : DEFAULT_LANG,
    dateType: storage.getItem(KEYS.dateType) === "hj" ? "hj" : "md",
  };
}

function persist(next: SessionState): void {
  for (const { name, value } of sessionStorageEntries({ ...next, user: next.user ? JSON.stringify(next.user) : null })) {
    if (value === null) storage.removeItem(name);
    else storage.setItem(name, value);
  }
}

let state = load();
const listeners = new Set<() => void>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  persist(state);
  listeners.forEach((listener) => listener());
}

function sync(): void {
  state = load();
  listeners.forEach((listener) => listener());
}

// Another tab signed in, out or refreshed the token: follow it, so tabs never use a rotated refresh token.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.storageArea === localStorage) sync();
  });
}

export const sessionStore = {
  get: (): SessionState => state,
  /** Re-reads localStorage, for decisions that must see what other tabs wrote a moment ago. */
  sync,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(session: Session): void {
    update({ token: session.token, refreshToken: session.refreshToken, user: session.user, dateType: session.user.dateType });
  },
  setTokens(tokens: { token: string; refreshToken: string }): void {
    update(tokens);
  },
  setUser(user: SessionUser): void {
    update({ user, dateType: user.dateType });
  },
  setLang(lang: Lang): void {
    update({ lang });
  },
  /** Forgets the signed-in user; the language choice stays. */
  clear(): void {
    update({ token: null, refreshToken: null, user: null });
  },
};

export function isLoggedIn(session: SessionState): boolean {
  return Boolean(session.token && session.user);
}

/** What the server rendered a public page with: nobody signed in, in the page's language. */
const serverSnapshot = (): SessionState => ({ ...state, token: null, refreshToken: null, user: null, dateType: "md" });

export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(sessionStore.get()),
    // Hydration starts from what the server rendered; a signed-in visitor's header follows right after.
    () => select(serverSnapshot()),
  );
}

/** A signed-in landlord's session as the web app keeps it in the browser's localStorage, one key a field. */
export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  /** The user, as JSON. */
  user: string | null;
  lang: string;
  dateType: string;
}

export const SESSION_STORAGE_KEYS: { readonly [field in keyof StoredSession]: string } = {
  token: "token",
  refreshToken: "refreshToken",
  user: "user",
  lang: "lang",
  dateType: "dateType",
};

/** Each field under its key; null means the key is removed. */
export function sessionStorageEntries(session: StoredSession): { name: string; value: string | null }[] {
  return (Object.keys(SESSION_STORAGE_KEYS) as (keyof StoredSession)[]).map((field) => ({
    name: SESSION_STORAGE_KEYS[field],
    value: session[field],
  }));
}

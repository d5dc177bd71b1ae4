const MIN_TOKEN_VERSION = 1.01;

export interface AccessTokenClaims {
  exp?: number;
  version?: string;
}

/** Reads the claims of the access token without verifying it: the server verifies, the browser only plans. */
export function readClaims(token: string): AccessTokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    return JSON.parse(json) as AccessTokenClaims;
  } catch {
    return null;
  }
}

export function hasUsableVersion(claims: AccessTokenClaims | null): boolean {
  return Number(claims?.version) >= MIN_TOKEN_VERSION;
}

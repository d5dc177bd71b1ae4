import { jwtVerify, SignJWT } from "jose";
import { normalizeUserType } from "@amlak/domain";
import type { Caller } from "../context.ts";
import { TOKEN_VERSION, tokenKey, type AuthConfig } from "./config.ts";
import { PORTAL_KIND } from "./portal-token.ts";

export async function signAccessToken(config: AuthConfig, caller: Caller, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ org: caller.orgId, type: caller.type, sv: caller.sessionVersion, version: TOKEN_VERSION })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(caller.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.accessTtlSeconds)
    .sign(await tokenKey(config));
}

/** The caller a valid access token names, or null for a missing, expired, forged or outdated token, or a portal one. */
export async function readAccessToken(config: AuthConfig, token: string, now: Date): Promise<Caller | null> {
  try {
    const { payload } = await jwtVerify(token, await tokenKey(config), { currentDate: now, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || !isCurrentVersion(payload.version) || payload.kind === PORTAL_KIND) return null;
    return {
      userId: payload.sub,
      orgId: typeof payload.org === "string" ? payload.org : null,
      type: normalizeUserType(payload.type),
      sessionVersion: typeof payload.sv === "number" ? payload.sv : 0,
    };
  } catch {
    return null;
  }
}

function isCurrentVersion(version: unknown): boolean {
  return typeof version === "string" && Number(version) >= Number(TOKEN_VERSION);
}

import { PORTAL_ROLES, type TPortalRole } from "@amlak/schemas";
import { jwtVerify, SignJWT } from "jose";
import { TOKEN_VERSION, tokenKey, type AuthConfig } from "./config.ts";

/** A tenant or owner signed in to the portal by phone and code (DESIGN §9 Principals). */
export interface PortalCaller {
  phone: string;
  role: TPortalRole;
}

/** The claim that tells a portal token from a member's or staff's: each kind is refused by the others' procedures. */
export const PORTAL_KIND = "portal";

export async function signPortalToken(config: AuthConfig, portal: PortalCaller, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ kind: PORTAL_KIND, role: portal.role, phone: portal.phone, version: TOKEN_VERSION })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(`${portal.role}:${portal.phone}`)
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.accessTtlSeconds)
    .sign(await tokenKey(config));
}

/** The portal user a valid portal token names, or null for any other token (a member's or staff's included). */
export async function readPortalToken(config: AuthConfig, token: string, now: Date): Promise<PortalCaller | null> {
  try {
    const { payload } = await jwtVerify(token, await tokenKey(config), { currentDate: now, algorithms: ["HS256"] });
    if (payload.kind !== PORTAL_KIND || typeof payload.phone !== "string") return null;
    const role = PORTAL_ROLES.find((known) => known === payload.role);
    return role ? { phone: payload.phone, role } : null;
  } catch {
    return null;
  }
}

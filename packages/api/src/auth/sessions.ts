import {
  deleteRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  markReplaced,
  revokeFamily,
  type Db,
  type RefreshTokenHolder,
} from "@amlak/db";
import { randomUUID } from "node:crypto";
import type { Caller } from "../context.ts";
import { AppError } from "@amlak/domain";
import { signAccessToken } from "./access-token.ts";
import type { AuthConfig } from "./config.ts";
import { signPortalToken, type PortalCaller } from "./portal-token.ts";
import { newOpaqueToken, sha256 } from "./secrets.ts";

export interface Tokens {
  token: string;
  refreshToken: string;
}

interface SessionDeps {
  db: Db;
  auth: AuthConfig;
  now: Date;
}

type StoredToken = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

/** Who a session is for: the holder its refresh tokens name, and the access token they get. */
interface Principal {
  holder: RefreshTokenHolder;
  accessToken(): Promise<string>;
}

const member = (deps: SessionDeps, caller: Caller): Principal => ({
  holder: { user_id: caller.userId },
  accessToken: () => signAccessToken(deps.auth, caller, deps.now),
});

const portalUser = (deps: SessionDeps, portal: PortalCaller): Principal & { portal: PortalCaller } => ({
  portal,
  holder: { portal_phone: portal.phone, portal_role: portal.role },
  accessToken: () => signPortalToken(deps.auth, portal, deps.now),
});

export async function startSession(deps: SessionDeps, caller: Caller): Promise<Tokens> {
  return issue(deps, member(deps, caller), randomUUID());
}

export async function startPortalSession(deps: SessionDeps, portal: PortalCaller): Promise<Tokens> {
  return issue(deps, portalUser(deps, portal), randomUUID());
}

/** A member's refresh token for a new pair; a portal user's token is not one. */
export async function rotateSession(
  deps: SessionDeps,
  refreshToken: string,
  callerOf: (userId: string) => Promise<Caller | null>,
): Promise<Tokens> {
  const { tokens } = await rotate(deps, refreshToken, async ({ user_id }) => {
    if (!user_id) return "notHeld";
    const caller = await callerOf(user_id);
    return caller ? member(deps, caller) : null;
  });
  return tokens;
}

/** A portal user's refresh token for a new pair, and who they are; a member's token is not one. */
export async function rotatePortalSession(deps: SessionDeps, refreshToken: string): Promise<Tokens & PortalCaller> {
  const { tokens, principal } = await rotate(deps, refreshToken, async ({ portal_phone, portal_role }) =>
    portal_phone && portal_role ? portalUser(deps, { phone: portal_phone, role: portal_role }) : "notHeld",
  );
  return { ...tokens, ...principal.portal };
}

/**
 * Exchanges a refresh token for a new pair. A token presented twice means it leaked: the whole family is revoked,
 * so the thief and the owner both sign in again. `principalOf` says who the stored token is for: "notHeld" when it is
 * another kind's (refused as unknown), null when its holder may no longer sign in.
 */
async function rotate<P extends Principal>(
  deps: SessionDeps,
  refreshToken: string,
  principalOf: (stored: StoredToken) => Promise<P | "notHeld" | null>,
): Promise<{ tokens: Tokens; principal: P }> {
  const stored = await findRefreshToken(deps.db, sha256(refreshToken));
  if (!stored) throw new AppError("auth.refreshInvalid");
  const principal = await principalOf(stored);
  if (principal === "notHeld") throw new AppError("auth.refreshInvalid");
  if (stored.revoked_at) {
    await revokeFamily(deps.db, stored.family_id, deps.now);
    throw new AppError("auth.refreshInvalid");
  }
  if (new Date(stored.expires_at) <= deps.now) throw new AppError("auth.refreshInvalid");
  if (!principal) {
    await revokeFamily(deps.db, stored.family_id, deps.now);
    throw new AppError("auth.userInactive");
  }
  const rotated = await deps.db.transaction().execute(async (trx) => {
    const tokens = await issue({ ...deps, db: trx }, principal, stored.family_id);
    const fresh = await findRefreshToken(trx, sha256(tokens.refreshToken));
    if (fresh && (await markReplaced(trx, stored.id, fresh.id, deps.now))) return tokens;
    await deleteRefreshToken(trx, sha256(tokens.refreshToken));
    return null;
  });
  if (rotated) return { tokens: rotated, principal };
  // Someone rotated this token a moment ago: a concurrent reuse, treated like any other reuse.
  await revokeFamily(deps.db, stored.family_id, deps.now);
  throw new AppError("auth.refreshInvalid");
}

export async function endSession(deps: SessionDeps, refreshToken: string): Promise<void> {
  const stored = await findRefreshToken(deps.db, sha256(refreshToken));
  if (stored) await revokeFamily(deps.db, stored.family_id, deps.now);
}

async function issue(deps: SessionDeps, principal: Principal, familyId: string): Promise<Tokens> {
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(deps.db, {
    ...principal.holder,
    family_id: familyId,
    token_hash: sha256(refreshToken),
    expires_at: new Date(deps.now.getTime() + deps.auth.refreshTtlDays * 86_400_000),
  });
  return { token: await principal.accessToken(), refreshToken };
}

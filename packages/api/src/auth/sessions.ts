import { deleteRefreshToken, findRefreshToken, insertRefreshToken, markReplaced, revokeFamily, type Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import type { Caller } from "../context.ts";
import { AppError } from "@amlak/domain";
import { signAccessToken } from "./access-token.ts";
import type { AuthConfig } from "./config.ts";
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

export async function startSession(deps: SessionDeps, caller: Caller): Promise<Tokens> {
  return issue(deps, caller, randomUUID());
}

/**
 * Exchanges a refresh token for a new pair. A token presented twice means it leaked: the whole family is revoked,
 * so the thief and the owner both sign in again.
 */
export async function rotateSession(
  deps: SessionDeps,
  refreshToken: string,
  callerOf: (userId: string) => Promise<Caller | null>,
): Promise<Tokens> {
  const stored = await findRefreshToken(deps.db, sha256(refreshToken));
  if (!stored) throw new AppError("auth.refreshInvalid");
  if (stored.revoked_at) {
    await revokeFamily(deps.db, stored.family_id, deps.now);
    throw new AppError("auth.refreshInvalid");
  }
  if (new Date(stored.expires_at) <= deps.now) throw new AppError("auth.refreshInvalid");
  const caller = await callerOf(stored.user_id);
  if (!caller) {
    await revokeFamily(deps.db, stored.family_id, deps.now);
    throw new AppError("auth.userInactive");
  }
  const rotated = await deps.db.transaction().execute(async (trx) => {
    const tokens = await issue({ ...deps, db: trx }, caller, stored.family_id);
    const fresh = await findRefreshToken(trx, sha256(tokens.refreshToken));
    if (fresh && (await markReplaced(trx, stored.id, fresh.id, deps.now))) return tokens;
    await deleteRefreshToken(trx, sha256(tokens.refreshToken));
    return null;
  });
  if (rotated) return rotated;
  // Someone rotated this token a moment ago: a concurrent reuse, treated like any other reuse.
  await revokeFamily(deps.db, stored.family_id, deps.now);
  throw new AppError("auth.refreshInvalid");
}

export async function endSession(deps: SessionDeps, refreshToken: string): Promise<void> {
  const stored = await findRefreshToken(deps.db, sha256(refreshToken));
  if (stored) await revokeFamily(deps.db, stored.family_id, deps.now);
}

async function issue(deps: SessionDeps, caller: Caller, familyId: string): Promise<Tokens> {
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(deps.db, {
    user_id: caller.userId,
    family_id: familyId,
    token_hash: sha256(refreshToken),
    expires_at: new Date(deps.now.getTime() + deps.auth.refreshTtlDays * 86_400_000),
  });
  return { token: await signAccessToken(deps.auth, caller, deps.now), refreshToken };
}

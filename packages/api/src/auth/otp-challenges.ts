import {
  findOtpChallenge,
  queueMessage,
  insertOtpChallenge,
  markOtpConsumed,
  spendOtpAttempt,
  type Db,
  type OtpPurpose,
  type PendingSignup,
} from "@amlak/db";
import { translate, type Lang } from "@amlak/i18n";
import type { TPortalRole } from "@amlak/schemas";
import { AppError } from "@amlak/domain";
import type { AuthConfig } from "./config.ts";
import { hit, RATE_RULES } from "./rate-limit.ts";
import { maskPhone, newOtpCode, sha256 } from "./secrets.ts";

type Purpose = OtpPurpose;

interface ChallengeDeps {
  db: Db;
  auth: AuthConfig;
  lang: Lang;
  now: Date;
}

export interface IssuedChallenge {
  challenge: string;
  phoneMasked: string;
}

const MAX_ATTEMPTS = 5;

const codeHash = (challengeId: string, code: string) => sha256(`${challengeId}:${code}`);

/** Creates a one-time code for phone and sends it by SMS; the demo account always gets the fixed demo code. */
export async function issueChallenge(
  deps: ChallengeDeps,
  input: { purpose: Purpose; phone: string; userId?: string; pendingSignup?: PendingSignup; portalRole?: TPortalRole },
): Promise<IssuedChallenge> {
  await hit(deps.db, `otp:${input.phone}`, RATE_RULES.otpSend, deps.now);
  const code = input.phone === deps.auth.demo.phone ? deps.auth.demo.otp : newOtpCode();
  const id = crypto.randomUUID();
  await insertOtpChallenge(deps.db, {
    id,
    purpose: input.purpose,
    phone: input.phone,
    user_id: input.userId ?? null,
    pending_signup: input.pendingSignup ?? null,
    portal_role: input.portalRole ?? null,
    code_hash: codeHash(id, code),
    expires_at: new Date(deps.now.getTime() + deps.auth.otpTtlSeconds * 1000),
  });
  const body = translate(deps.lang, "sms.otp", { code });
  await queueMessage(deps.db, { recipient: input.phone, purpose: `otp.${input.purpose}`, body, lang: deps.lang });
  return { challenge: id, phoneMasked: maskPhone(input.phone) };
}

/**
 * Checks the code and consumes the challenge. Every try, right or wrong, spends one of the challenge's attempts in the
 * same statement that checks it is live, so parallel tries cannot get past MAX_ATTEMPTS; tries also count against the phone.
 */
export async function consumeChallenge(deps: ChallengeDeps, challengeId: string, code: string, purposes: Purpose[]) {
  const row = await spendOtpAttempt(deps.db, challengeId, purposes, deps.now, MAX_ATTEMPTS);
  if (!row) throw new AppError("auth.challengeExpired");
  await hit(deps.db, `verify:${row.phone}`, RATE_RULES.verify, deps.now);
  if (row.code_hash !== codeHash(row.id, code)) throw new AppError("auth.invalidOtp");
  if (!(await markOtpConsumed(deps.db, row.id, deps.now))) throw new AppError("auth.challengeExpired");
  return row;
}

/**
 * A fresh code for the same purpose and phone, carrying the same pending sign-up. Not for the portal's sign-in, whose
 * made-up challenges (for phones no contact has) would otherwise be told from real ones here: it signs in again.
 */
export async function reissueChallenge(deps: ChallengeDeps, challengeId: string): Promise<IssuedChallenge> {
  const row = await findOtpChallenge(deps.db, challengeId);
  if (!row || row.consumed_at || row.purpose === "portal") throw new AppError("auth.challengeExpired");
  await markOtpConsumed(deps.db, row.id, deps.now);
  return issueChallenge(deps, {
    purpose: row.purpose,
    phone: row.phone,
    ...(row.user_id ? { userId: row.user_id } : {}),
    ...(row.pending_signup ? { pendingSignup: row.pending_signup } : {}),
  });
}

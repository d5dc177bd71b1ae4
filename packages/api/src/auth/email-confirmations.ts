import { confirmUserEmail, findEmailConfirmation, insertEmailConfirmation, queueMessage, spendEmailConfirmation, type Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { newOpaqueToken, sha256 } from "./secrets.ts";

const LINK_LIFETIME_HOURS = 24;

interface Addressee {
  id: string;
  email: string;
  lang: Lang;
  org_id: string | null;
}

/**
 * Mails the user a single-use link to /confirmation for the address they have now, through the outbox in the caller's
 * transaction (sign-up, a changed e-mail, or "send a new link"). Only the token's hash is stored.
 */
export async function sendEmailConfirmation(db: Db, user: Addressee, publicUrl: string, now: Date): Promise<void> {
  const token = newOpaqueToken();
  await insertEmailConfirmation(db, {
    user_id: user.id,
    email: user.email,
    token_hash: sha256(token),
    expires_at: new Date(now.getTime() + LINK_LIFETIME_HOURS * 60 * 60 * 1000),
  });
  const link = `${publicUrl}/confirmation?token=${token}`;
  await queueMessage(db, {
    channel: "email",
    recipient: user.email,
    // A one-time secret, as a code is: the organization's message log never shows it (organization_messages).
    purpose: "otp.email_confirmation",
    lang: user.lang,
    orgId: user.org_id,
    body: translate(user.lang, "emailConfirmation.email", { email: user.email, hours: LINK_LIFETIME_HOURS, link }),
  });
}

/**
 * Spends the signed-in user's link and confirms the address it was sent to. Another account's link is refused
 * without being spent; a link to an address the user has since replaced confirms nothing (expired).
 */
export async function confirmEmail(db: Db, userId: string, token: string, now: Date): Promise<{ email: string }> {
  const link = await findEmailConfirmation(db, sha256(token));
  if (!link) throw new AppError("emailConfirmation.invalid");
  if (link.user_id !== userId) throw new AppError("emailConfirmation.otherAccount");
  if (link.used_at) throw new AppError("emailConfirmation.used");
  if (link.expires_at <= now) throw new AppError("emailConfirmation.expired");
  return db.transaction().execute(async (trx) => {
    if (!(await spendEmailConfirmation(trx, link.id, now))) throw new AppError("emailConfirmation.used");
    if (!(await confirmUserEmail(trx, userId, link.email, now))) throw new AppError("emailConfirmation.expired");
    return { email: link.email };
  });
}

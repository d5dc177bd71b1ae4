import { insertOrganization, insertSubscription, insertUser, withOrg, type Db, type PendingSignup } from "@amlak/db";
import { riyadhToday, trialEndDate, trialPackage } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { randomUUID } from "node:crypto";
import { AppError } from "@amlak/domain";
import { sendEmailConfirmation } from "./email-confirmations.ts";

/**
 * A confirmed sign-up becomes a client user who owns a new organization (its main information still empty, so
 * the Main Information action is needed) on the 14-day free trial, and is mailed the link confirming their e-mail.
 */
export async function openAccount(
  db: Db,
  signup: PendingSignup,
  opening: { lang: Lang; now: Date; publicUrl: string },
): Promise<{ userId: string; orgId: string }> {
  const { lang, now } = opening;
  const today = riyadhToday(now);
  const orgId = randomUUID();
  try {
    return await withOrg(db, orgId, async (trx) => {
      await insertOrganization(trx, orgId);
      const user = await insertUser(trx, {
        org_id: orgId,
        type: "client",
        name: signup.name,
        phone: signup.phone,
        email: signup.email,
        password_hash: signup.passwordHash,
        lang,
      });
      await insertSubscription(trx, {
        org_id: orgId,
        package_code: trialPackage.code,
        status: "activated",
        trial: true,
        start_date: today,
        end_date: trialEndDate(today),
      });
      await sendEmailConfirmation(trx, { id: user.id, email: signup.email, lang, org_id: orgId }, opening.publicUrl, now);
      return { userId: user.id, orgId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("auth.phoneTaken");
    throw error;
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";

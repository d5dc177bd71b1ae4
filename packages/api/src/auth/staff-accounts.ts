import { findUserByPhone, insertUser, updateStaffUser, type Db } from "@amlak/db";
import { AppError, STAFF_TYPES } from "@amlak/domain";
import { ZSignupSchema } from "@amlak/schemas";
import { z } from "zod";
import { hashPassword } from "./passwords.ts";

// A staff account has the sign-up's name, phone and password rules; it has no e-mail.
const ZStaffAccountSchema = ZSignupSchema.omit({ email: true }).extend({ type: z.enum(STAFF_TYPES) });

/**
 * Creates the staff user who holds this phone, or updates them (type, name, password). Staff cannot sign up: this is
 * the only way one comes to exist. `db` is the owner's connection. A phone a member already holds is refused rather
 * than turning that member into staff. The input is checked here (a command line gives any strings).
 */
export async function saveStaffUser(db: Db, input: Partial<Record<keyof z.input<typeof ZStaffAccountSchema>, string>>): Promise<string> {
  const { password, ...account } = ZStaffAccountSchema.parse(input);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByPhone(trx, account.phone);
    if (!existing) {
      const user = await insertUser(trx, { ...account, org_id: null, password_hash: passwordHash });
      return user.id;
    }
    if (existing.org_id !== null) throw new AppError("auth.phoneTaken");
    await updateStaffUser(trx, existing.id, { type: account.type, name: account.name, password_hash: passwordHash }, new Date());
    return existing.id;
  });
}

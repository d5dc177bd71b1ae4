import { findUserById, type Db, type Users } from "@amlak/db";
import { homePath, normalizeUserType, type UserType } from "@amlak/domain";
import type { Selectable } from "kysely";
import type { Caller } from "../context.ts";

export interface SessionUser {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  type: UserType;
  home: string;
  dateType: "md" | "hj";
  lang: "ar" | "en";
  orgId: string | null;
}

type UserRow = Selectable<Users>;

export function sessionUserOf(user: UserRow): SessionUser {
  const type = normalizeUserType(user.type);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    type,
    home: homePath(type),
    dateType: user.date_type,
    lang: user.lang,
    orgId: user.org_id,
  };
}

export const callerOf = (user: UserRow): Caller => ({
  userId: user.id,
  orgId: user.org_id,
  type: normalizeUserType(user.type),
  sessionVersion: user.session_version,
});

/** The caller of an active user, or null when the user is gone, deleted or deactivated. */
export async function activeCaller(db: Db, userId: string): Promise<Caller | null> {
  const user = await findUserById(db, userId);
  return user?.active && !user.deleted_at ? callerOf(user) : null;
}

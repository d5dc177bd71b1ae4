import { sql, type Insertable, type Updateable } from "kysely";
import type { Db } from "../client.ts";
import type { DB } from "../generated/db.ts";
import { revokeUserRefreshTokens } from "./refresh-tokens.repository.ts";
import { isUuid } from "../uuid.ts";

/** The user who holds this phone now; a deleted sub-user has given it up. */
export const findUserByPhone = (db: Db, phone: string) =>
  db.selectFrom("users").selectAll().where("phone", "=", phone).where("deleted_at", "is", null).executeTakeFirst();

export const findUserById = (db: Db, id: string) => db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

/** Whether a live user other than `exceptUserId` holds the e-mail, whatever its case. */
export async function emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  let query = db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .where("deleted_at", "is", null);
  if (exceptUserId) query = query.where("id", "<>", exceptUserId);
  const row = await query.executeTakeFirst();
  return Boolean(row);
}

export const insertUser = (db: Db, row: Insertable<DB["users"]>) =>
  db.insertInto("users").values(row).returning("id").executeTakeFirstOrThrow();

export const setUserPasswordHash = (db: Db, id: string, passwordHash: string, at: Date) =>
  db.updateTable("users").set({ password_hash: passwordHash, updated_at: at }).where("id", "=", id).execute();

type ProfileFields = Pick<Updateable<DB["users"]>, "name" | "email" | "email_confirmed_at" | "lang" | "date_type" | "timezone">;

export const updateUserProfile = (db: Db, id: string, fields: ProfileFields, at: Date) =>
  db
    .updateTable("users")
    .set({ ...fields, updated_at: at })
    .where("id", "=", id)
    .execute();

/** A staff account saved again: its type, name and password replaced, and it is active whatever it was. */
export const updateStaffUser = (db: Db, id: string, fields: Pick<Updateable<DB["users"]>, "type" | "name" | "password_hash">, at: Date) =>
  db
    .updateTable("users")
    .set({ ...fields, active: true, updated_at: at })
    .where("id", "=", id)
    .execute();

export const setUserPhone = (db: Db, id: string, phone: string, at: Date) =>
  db.updateTable("users").set({ phone, updated_at: at }).where("id", "=", id).execute();

/** Sets one preference at path inside the user's prefs (jsonb_set), leaving the others as they are. */
export const setUserPref = (db: Db, id: string, path: readonly string[], value: unknown) =>
  db
    .updateTable("users")
    .set((eb) => ({ prefs: eb.fn("jsonb_set", ["prefs", eb.val(`{${path.join(",")}}`), eb.val(JSON.stringify(value))]) }))
    .where("id", "=", id)
    .execute();

/** Whether a session issued under `sessionVersion` may still act: the user is active, not deleted, and has not since ended their sessions. */
export async function sessionStillValid(db: Db, userId: string, sessionVersion: number): Promise<boolean> {
  const { rows } = await sql<{ holds: boolean }>`select ${sessionHolds(userId, sessionVersion)} as holds`.execute(db);
  return rows[0]?.holds === true;
}

/** sessionStillValid's check as one SQL expression with its values written in, so that withMember sends it with BEGIN. */
export function sessionHolds(userId: string, sessionVersion: number) {
  if (!isUuid(userId) || !Number.isSafeInteger(sessionVersion)) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from users where id = ${sql.lit(userId)} and active and deleted_at is null and session_version = ${sql.lit(sessionVersion)})`;
}

/** Ends every session of the user: their access tokens stop working from the next request, their refresh tokens at once. */
export async function endUserSessions(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({ session_version: eb("session_version", "+", 1), updated_at: at }))
    .where("id", "=", userId)
    .execute();
  await revokeUserRefreshTokens(db, userId, at);
}

const SUB_USER_TYPES = ["subClient", "restricted_subClient", "readonly_subClient", "operational_subClient", "viewer"];

/** The organization's users other than its owner, deleted ones left out, oldest first. */
export const listSubUsers = (db: Db, orgId: string) =>
  db
    .selectFrom("users")
    .select(["id", "name", "phone", "email", "type", "active", "created_at"])
    .where("org_id", "=", orgId)
    .where("type", "in", SUB_USER_TYPES)
    .where("deleted_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

/** One of the organization's (not deleted) sub-users; the owner and other organizations' users are not found. */
export const findSubUser = (db: Db, orgId: string, id: string) =>
  db
    .selectFrom("users")
    .select(["id", "name", "phone", "email", "type", "active", "created_at"])
    .where("id", "=", id)
    .where("org_id", "=", orgId)
    .where("type", "in", SUB_USER_TYPES)
    .where("deleted_at", "is", null)
    .executeTakeFirst();

/** What the package's sub-user limit counts (SPEC §6): the active sub-users that are not deleted. */
const activeSubUsers = (db: Db, orgId: string) =>
  db
    .selectFrom("users")
    .where("org_id", "=", orgId)
    .where("type", "in", SUB_USER_TYPES)
    .where("active", "=", true)
    .where("deleted_at", "is", null);

export async function countActiveSubUsers(db: Db, orgId: string): Promise<number> {
  const row = await activeSubUsers(db, orgId)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many active sub-users were added before this one (0 for the first); null when it is not an active sub-user. */
export async function subUserSeat(db: Db, orgId: string, userId: string): Promise<number | null> {
  const user = await activeSubUsers(db, orgId).select("created_at").where("id", "=", userId).executeTakeFirst();
  if (!user) return null;
  const row = await activeSubUsers(db, orgId)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where((eb) => eb.or([eb("created_at", "<", user.created_at), eb.and([eb("created_at", "=", user.created_at), eb("id", "<", userId)])]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const setUserActive = (db: Db, id: string, active: boolean, at: Date) =>
  db.updateTable("users").set({ active, updated_at: at }).where("id", "=", id).execute();

/** A deleted user keeps their row (tasks and ledger events name them) but frees their phone and e-mail. */
export const softDeleteUser = (db: Db, id: string, at: Date) =>
  db.updateTable("users").set({ active: false, deleted_at: at, updated_at: at }).where("id", "=", id).execute();

import { findOrganizationPreferences, subUserSeat, withOrg, type Db, type Trx } from "@amlak/db";
import { checkAction, grantedLimit, riyadhToday, roleIdOf, type PermissionCode, type PermissionEntity, type UserType } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { loadAuthorization } from "../authorization.ts";
import { AppError } from "@amlak/domain";

/** Who acts: enough to load the organization's current package. */
export interface Actor {
  orgId: string;
  type: UserType;
  lang: Lang;
  today: string;
}

interface MemberCall {
  caller: { orgId: string | null; type: UserType };
  lang: Lang;
  now: () => Date;
}

/** The actor of a member's call: their organization (a ledger command's own), type, language and Riyadh's today. */
export function actorOf(ctx: MemberCall, orgId = ctx.caller.orgId): Actor {
  if (!orgId) throw new AppError("auth.noOrganization");
  return { orgId, type: ctx.caller.type, lang: ctx.lang, today: riyadhToday(ctx.now()) };
}

/**
 * The organization's current package, read in the caller's own transaction when it has one: a request that holds a
 * pooled connection must not wait for a second, or enough of them at once exhaust the pool and wait for ever.
 */
const authorizationOf = (db: Db | Trx, who: Actor) =>
  db.isTransaction ? loadAuthorization(db as Trx, who) : withOrg(db, who.orgId, (trx) => loadAuthorization(trx, who));

/** SPEC §6 action check: the organization's current package (Free when none runs) must grant `action` on `entity`. */
export async function requirePackageAction(db: Db | Trx, who: Actor, entity: PermissionEntity, action: PermissionCode): Promise<void> {
  const { permissions } = await authorizationOf(db, who);
  const check = checkAction(permissions, entity, action);
  if (!check.ok) throw new AppError(check.code);
}

/** Whether the package grants it, without refusing (for optional behaviour such as automatic tax invoices). */
export async function packageGrants(db: Db | Trx, who: Actor, entity: PermissionEntity, action: PermissionCode) {
  const { permissions } = await authorizationOf(db, who);
  return checkAction(permissions, entity, action).ok;
}

/**
 * A sub-user beyond the package's CREATE_LIMIT is read-only (the oldest keep their seats): after a fall back to Free,
 * whose limit is 0, every sub-user still reads and exports, and a change is refused until the owner upgrades.
 */
export async function requireSubUserSeat(db: Db | Trx, who: Actor & { userId: string }): Promise<void> {
  if (roleIdOf(who.type) === undefined) return;
  const check = async (trx: Trx) => {
    const seat = await subUserSeat(trx, who.orgId, who.userId);
    if (seat === null) return;
    const { permissions } = await loadAuthorization(trx, who);
    if (seat >= (grantedLimit(permissions, "SUB_USERS", "CREATE_LIMIT") ?? 0)) throw new AppError("subscription.accountInactive");
  };
  await (db.isTransaction ? check(db as Trx) : withOrg(db, who.orgId, check));
}

/**
 * Vacancy cost is shown where SPEC §6 allows it: a role that sees amounts (not the operational sub-user), a package
 * granting REALESTATE_VACANCY_COST, and the organization's show_realestate_vacancy_cost preference.
 */
export async function showsVacancyCost(ctx: MemberCall & { database: { app: Db } }, trx: Trx): Promise<boolean> {
  if (ctx.caller.type === "operational_subClient" || !ctx.caller.orgId) return false;
  const org = await findOrganizationPreferences(trx, ctx.caller.orgId);
  if (!org?.preferences?.show_realestate_vacancy_cost) return false;
  return packageGrants(ctx.database.app, actorOf(ctx), "REALESTATES", "REALESTATE_VACANCY_COST");
}

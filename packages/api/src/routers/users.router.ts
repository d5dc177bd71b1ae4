import {
  countActiveSubUsers,
  emailTaken,
  endUserSessions,
  findLiveChallengeByPhone,
  findOrganizationProfile,
  findOtpChallenge,
  findSubUser,
  findUserByPhone,
  insertUser,
  listSubUsers,
  lockOrganization,
  queueMessage,
  setUserActive,
  softDeleteUser,
  type Trx,
} from "@amlak/db";
import { AppError, checkAction, checkLimit, roleIdOf, SUB_USER_ROLES, subUserRole, type SubUserType } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { formatSaudiPhone, ZIdSchema, ZSubUserCodeRequestSchema, ZSubUserCreateSchema, ZSubUserStatusSchema } from "@amlak/schemas";
import { z } from "zod";
import { sendEmailConfirmation } from "../auth/email-confirmations.ts";
import { consumeChallenge, issueChallenge } from "../auth/otp-challenges.ts";
import { hashPassword } from "../auth/passwords.ts";
import { newOpaqueToken } from "../auth/secrets.ts";
import { loadAuthorization } from "../authorization.ts";
import type { Context } from "../context.ts";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf } from "../ledger/package-permission.ts";
import { ZChallengeOutput } from "../outputs/session.output.ts";
import { ZRoleOutput, ZSubUserOutput } from "../outputs/settings.output.ts";
import { ZOkOutput } from "../outputs/values.ts";
import { router } from "../trpc.ts";

type TeamCtx = Context & { trx: Trx; caller: Context["caller"] & { orgId: string; userId: string } };

/**
 * The package's word on the team (SPEC §6): the Users tab needs MANAGE_ENTITY on SUB_USERS (deleting a user
 * DELETE_ENTITY too), and one more active user its CREATE_LIMIT. Read inside the caller's transaction, so a limit
 * checked after lockOrganization counts every user committed before the lock was granted.
 */
async function requireTeamPackage(ctx: TeamCtx, addingActiveUser: boolean, needed: "MANAGE_ENTITY" | "DELETE_ENTITY" = "MANAGE_ENTITY") {
  const { permissions } = await loadAuthorization(ctx.trx, actorOf(ctx));
  const action = checkAction(permissions, "SUB_USERS", needed);
  if (!action.ok) throw new AppError(action.code);
  if (!addingActiveUser) return;
  const limit = checkLimit(permissions, "SUB_USERS", "CREATE_LIMIT", await countActiveSubUsers(ctx.trx, ctx.caller.orgId));
  if (!limit.ok) throw new AppError(limit.code);
}

/** The organization's users are the owner's to manage, on a package with users (SPEC §6). */
const team = actionProcedure("organization.manage").use(async ({ ctx, next }) => {
  await requireTeamPackage(ctx, false);
  return next();
});

/** A phone or e-mail belongs to one live user of the whole product: they sign in with it. */
async function refuseTaken(trx: Trx, user: { phone: string; email?: string | undefined }) {
  if (await findUserByPhone(trx, user.phone)) throw new AppError("auth.phoneTaken");
  if (user.email && (await emailTaken(trx, user.email))) throw new AppError("auth.emailTaken");
}

function roleOf(roleTypeId: number | undefined): SubUserType {
  const type = roleTypeId === undefined ? undefined : subUserRole(roleTypeId);
  if (!type) throw new AppError("validation.failed", {}, { role_type_id: roleTypeId === undefined ? "field.required" : "field.invalid" });
  return type;
}

const subUserView = (user: {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  type: string;
  active: boolean;
  created_at: Date;
}) => ({
  ...user,
  type: user.type as SubUserType,
  role_type_id: roleIdOf(user.type) ?? 0,
});

const challengeDeps = (ctx: TeamCtx) => ({ db: ctx.database.app, auth: ctx.auth, lang: ctx.lang, now: ctx.now() });

/**
 * The add-user challenge step 2 names: by its id (this app), or (the legacy body) the newest one the caller requested
 * for the phone. Another user's challenge is not found, and none of its attempts is spent.
 */
async function addUserChallenge(ctx: TeamCtx, input: { challenge?: string | undefined; phone?: string | undefined }) {
  const row = input.challenge
    ? await findOtpChallenge(ctx.database.app, input.challenge)
    : input.phone
      ? await findLiveChallengeByPhone(ctx.database.app, {
          purpose: "add_user",
          phone: input.phone,
          issuedBy: ctx.caller.userId,
          now: ctx.now(),
        })
      : undefined;
  if (!row || row.purpose !== "add_user" || row.user_id !== ctx.caller.userId) throw new AppError("auth.challengeExpired");
  return row;
}

/** The team of the organization (SPEC §2 Settings, Users tab): its sub-users, added by a code texted to their phone. */
export const usersRouter = router({
  /** The organization's users other than its owner, deleted ones left out. */
  list: team.output(z.array(ZSubUserOutput)).query(async ({ ctx }) => (await listSubUsers(ctx.trx, ctx.caller.orgId)).map(subUserView)),

  /** The roles a new user may be given (SPEC §3 Role), in the caller's language. */
  roles: team
    .output(z.array(ZRoleOutput))
    .query(({ ctx }) =>
      SUB_USER_ROLES.map((role) => ({ id: role.id, role_code: role.code, name: translate(ctx.lang, `settings.role.${role.code}`) })),
    ),

  /**
   * Step 1 of adding a user: checks the new user and the package, then texts a code to the new user's phone. The
   * challenge holds the user to create; the legacy client sends the phone alone and names the user at step 2.
   */
  sendOtp: team
    .input(ZSubUserCodeRequestSchema)
    .output(ZChallengeOutput)
    .mutation(async ({ ctx, input }) => {
      const type = input.role_type_id === undefined && input.name === undefined ? undefined : roleOf(input.role_type_id);
      await requireTeamPackage(ctx, true);
      await refuseTaken(ctx.trx, input);
      const pendingSignup =
        type && input.name && input.email
          ? { name: input.name, phone: input.phone, email: input.email, type, passwordHash: await hashPassword(newOpaqueToken()) }
          : undefined;
      return issueChallenge(challengeDeps(ctx), {
        purpose: "add_user",
        phone: input.phone,
        userId: ctx.caller.userId,
        ...(pendingSignup ? { pendingSignup } : {}),
      });
    }),

  /**
   * Step 2: the code the new user received creates them in the caller's organization, with an unusable password they
   * replace through "Forgot password", texts them how to sign in and mails them the link confirming their e-mail. The limit is checked again under the
   * organization's row lock, so parallel creates at the limit cannot pass it together.
   */
  create: team
    .input(ZSubUserCreateSchema)
    .output(ZSubUserOutput)
    .mutation(async ({ ctx, input }) => {
      const challenge = await addUserChallenge(ctx, input);
      const held = input.challenge ? challenge.pending_signup : null;
      if (input.challenge && !held?.type) throw new AppError("validation.failed", {}, { challenge: "field.invalid" });
      if (!input.challenge && input.phone !== challenge.phone) throw new AppError("auth.challengeExpired");
      await consumeChallenge(challengeDeps(ctx), challenge.id, input.code, ["add_user"]);
      const user = held
        ? { ...held, type: held.type as SubUserType }
        : {
            name: input.name!,
            phone: challenge.phone,
            email: input.email!,
            type: roleOf(input.role_type_id),
            passwordHash: await hashPassword(newOpaqueToken()),
          };

      await lockOrganization(ctx.trx, ctx.caller.orgId);
      await requireTeamPackage(ctx, true);
      await refuseTaken(ctx.trx, user);
      const { id } = await insertUser(ctx.trx, {
        org_id: ctx.caller.orgId,
        type: user.type,
        name: user.name,
        phone: user.phone,
        email: user.email,
        password_hash: user.passwordHash,
        lang: ctx.lang,
      });
      await sendEmailConfirmation(ctx.trx, { id, email: user.email, lang: ctx.lang, org_id: ctx.caller.orgId }, ctx.publicUrl, ctx.now());
      const organization = await findOrganizationProfile(ctx.trx, ctx.caller.orgId);
      await queueMessage(ctx.trx, {
        recipient: user.phone,
        purpose: "users.invitation",
        lang: ctx.lang,
        orgId: ctx.caller.orgId,
        body: translate(ctx.lang, "settings.sms.invitation", {
          organization: organization?.title || translate(ctx.lang, "settings.sms.yourOrganization"),
          phone: formatSaudiPhone(user.phone),
        }),
      });
      const created = await findSubUser(ctx.trx, ctx.caller.orgId, id);
      return subUserView(created!);
    }),

  /**
   * Change Status: a deactivated user is signed out everywhere at once (their next request is refused); reactivating
   * takes a place under the package's limit again.
   */
  setActive: team
    .input(ZSubUserStatusSchema)
    .output(ZSubUserOutput)
    .mutation(async ({ ctx, input }) => {
      if (input.active) await lockOrganization(ctx.trx, ctx.caller.orgId);
      const user = await findSubUser(ctx.trx, ctx.caller.orgId, input.id);
      if (!user) throw new AppError("notFound");
      if (user.active === input.active) return subUserView(user);
      if (input.active) await requireTeamPackage(ctx, true);
      await setUserActive(ctx.trx, user.id, input.active, ctx.now());
      if (!input.active) await endUserSessions(ctx.trx, user.id, ctx.now());
      return subUserView({ ...user, active: input.active });
    }),

  /** Deletes a user after confirmation: their row stays for the records that name them, their phone and e-mail are freed. */
  delete: team
    .input(ZIdSchema)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await requireTeamPackage(ctx, false, "DELETE_ENTITY");
      const user = await findSubUser(ctx.trx, ctx.caller.orgId, input.id);
      if (!user) throw new AppError("notFound");
      await softDeleteUser(ctx.trx, user.id, ctx.now());
      await endUserSessions(ctx.trx, user.id, ctx.now());
      return { ok: true as const };
    }),
});

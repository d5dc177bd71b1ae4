import {
  deleteContact,
  findContact,
  findContacts,
  findContactWithSameIdentity,
  insertContact,
  listContacts,
  lockOrganization,
  updateContact,
  type ContactFields,
  type Trx,
} from "@amlak/db";
import { AppError, hiddenPaymentTypes, type PermissionCode } from "@amlak/domain";
import {
  ZContactExportSchema,
  ZContactFindSchema,
  ZContactListSchema,
  ZContactSaveSchema,
  ZContactStatementSchema,
  ZContactUpdateSchema,
  ZIdSchema,
} from "@amlak/schemas";
import { z } from "zod";
import type { Context } from "../context.ts";
import { exportProcedure, listScope, pageOf } from "../list-procedures.ts";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf, requirePackageAction } from "../ledger/package-permission.ts";
import { ZPortalAccessOutput } from "../outputs/portal-access.output.ts";
import { listPageOutput, ZContactOutput, ZContactRowOutput, ZContactStatementOutput } from "../outputs/portfolio.output.ts";
import { invitePortal, portalAccessOf } from "../portal/portal-invitation.ts";
import { tenantStatementOf } from "../reports/tenant-statement.ts";
import { ZIdOutput } from "../outputs/values.ts";
import { areaProcedure, router } from "../trpc.ts";

const write = actionProcedure("contacts.write");

/**
 * Refuses a phone or national id another contact of the organization already has (409 contact.duplicate, naming that
 * contact and carrying its id). Checked under the organization's lock, which the spreadsheet import takes too: parallel
 * saves of one phone take turns, and each reads what the one before it committed.
 */
async function refuseDuplicate(trx: Trx, orgId: string, identity: Pick<ContactFields, "phone" | "national_id">, exceptId: string | null) {
  if (identity.phone === null && identity.national_id === null) return;
  await lockOrganization(trx, orgId);
  const twin = await findContactWithSameIdentity(trx, orgId, identity, exceptId);
  if (!twin) return;
  const { id, name, type, field } = twin;
  throw new AppError(
    "contact.duplicate",
    { name },
    { [field]: { key: "contact.duplicateField", params: { name } } },
    { id, name, type, field },
  );
}

/** Agents are a package feature (SPEC §6 AGENTS): saving, retyping or deleting one needs the package's action on them. */
async function requireAgentAction(
  ctx: Context & { trx: Trx; caller: { orgId: string } },
  types: (string | undefined)[],
  action: PermissionCode,
) {
  if (types.includes("agent")) await requirePackageAction(ctx.trx, actorOf(ctx), "AGENTS", action);
}

export const contactsRouter = router({
  /** The contacts table, one page, filtered by type and the top bar search. */
  list: areaProcedure("contacts")
    .input(ZContactListSchema)
    .output(listPageOutput(ZContactRowOutput))
    .query(({ ctx, input }) => listContacts(ctx.trx, listScope(ctx), input, pageOf(input))),

  /** The whole filtered, sorted contacts table, for its Excel export. */
  export: exportProcedure("contacts")
    .input(ZContactExportSchema)
    .output(listPageOutput(ZContactRowOutput))
    .query(({ ctx, input }) => listContacts(ctx.trx, listScope(ctx), input, "all")),

  /** Every match by name, for pickers and the legacy GET /api/contacts?type=. */
  find: areaProcedure("contacts")
    .input(ZContactFindSchema)
    .output(z.array(ZContactRowOutput))
    .query(({ ctx, input }) => findContacts(ctx.trx, ctx.caller.orgId, input)),

  /** One contact with every field of its form. */
  get: areaProcedure("contacts")
    .input(ZIdSchema)
    .output(ZContactOutput)
    .query(async ({ ctx, input }) => {
      const contact = await findContact(ctx.trx, input.id);
      if (!contact) throw new AppError("notFound");
      return contact;
    }),

  /** A tenant's statement (charges, payments and vouchers, balance) for a period; the contact must be the organization's. */
  statement: actionProcedure("payments.read")
    .input(ZContactStatementSchema)
    .output(ZContactStatementOutput)
    .query(async ({ ctx, input }) => {
      const contact = await findContact(ctx.trx, input.id);
      if (!contact) throw new AppError("notFound");
      return tenantStatementOf(ctx.trx, {
        tenant: { id: contact.id, name: contact.name },
        tenantIds: [contact.id],
        hiddenTypes: hiddenPaymentTypes(ctx.caller.type),
        lang: ctx.lang,
        from: input.from ?? null,
        to: input.to ?? ctx.today,
      });
    }),

  create: write
    .input(ZContactSaveSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input: { confirm_duplicate, ...contact } }) => {
      await requireAgentAction(ctx, [contact.type], "MANAGE_ENTITY");
      if (!confirm_duplicate) await refuseDuplicate(ctx.trx, ctx.caller.orgId, contact, null);
      return insertContact(ctx.trx, ctx.caller.orgId, contact);
    }),

  /** A phone or national id the contact already had is not checked again (it may be a confirmed duplicate). */
  update: write
    .input(ZContactUpdateSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input: { id, confirm_duplicate, ...fields } }) => {
      const stored = await findContact(ctx.trx, id);
      if (!stored) throw new AppError("notFound");
      await requireAgentAction(ctx, [stored.type, fields.type], "MANAGE_ENTITY");
      if (!confirm_duplicate) {
        const changed = (field: "phone" | "national_id") => (fields[field] === stored[field] ? null : fields[field]);
        await refuseDuplicate(ctx.trx, ctx.caller.orgId, { phone: changed("phone"), national_id: changed("national_id") }, id);
      }
      // A contact kept on e-mail cannot lose its address: its messages would have nowhere to go.
      if (!fields.email && (fields.preferred_channel ?? stored.preferred_channel) === "email")
        throw new AppError("validation.failed", {}, { preferred_channel: "contact.emailChannelNeedsEmail" });
      // A legacy body leaves out the tax details and keeps them; a VAT number still needs the address its invoices name.
      const saved = <F extends "vat_no" | "buyer_address">(field: F) => (fields[field] === undefined ? stored[field] : fields[field]);
      if (saved("vat_no") && !saved("buyer_address"))
        throw new AppError("validation.failed", {}, { "buyer_address.street": "contact.vatNoNeedsAddress" });
      if (!(await updateContact(ctx.trx, id, fields, ctx.now()))) throw new AppError("notFound");
      return { id };
    }),

  /** Whether a tenant or lessor was invited to the portal, how the invitation's message fared, and their last sign-in. */
  portalAccess: areaProcedure("contacts")
    .input(ZIdSchema)
    .output(ZPortalAccessOutput)
    .query(({ ctx, input }) => portalAccessOf(ctx.trx, input.id)),

  /** Texts a tenant or lessor the link to their portal (issue #20 invitations); answers their portal access after it. */
  invitePortal: write
    .input(ZIdSchema)
    .output(ZPortalAccessOutput)
    .mutation(async ({ ctx, input }) => {
      await invitePortal({ ...ctx, now: ctx.now() }, input.id);
      return portalAccessOf(ctx.trx, input.id);
    }),

  /** Refused while a unit or a contract names the contact (contact.inUse). */
  delete: write
    .input(ZIdSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      await requireAgentAction(ctx, [(await findContact(ctx.trx, input.id))?.type], "DELETE_ENTITY");
      const outcome = await deleteContact(ctx.trx, input.id);
      if (outcome === "notFound") throw new AppError("notFound");
      if (outcome === "inUse") throw new AppError("contact.inUse");
      return { id: input.id };
    }),
});

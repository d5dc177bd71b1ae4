import {
  findOrganizationPaper,
  findOrganizationSettings,
  findPaymentDocumentsChoice,
  lockOrganization,
  updateOrganization,
  type Trx,
} from "@amlak/db";
import { AppError, checkAction, type UserType } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import {
  ZOrganizationGeneralSettingsSchema,
  ZOrganizationSaveSchema,
  ZOrganizationVatNoSchema,
  ZPaymentDocumentsChoiceSchema,
} from "@amlak/schemas";
import type { z } from "zod";
import type { AuthConfig } from "../auth/config.ts";
import { loadAuthorization } from "../authorization.ts";
import { documentLink } from "../documents/document-link.ts";
import { letterheadOf } from "../documents/letterhead.ts";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf } from "../ledger/package-permission.ts";
import { ZLetterheadOutput } from "../outputs/documents.output.ts";
import { ZOrganizationOutput } from "../outputs/settings.output.ts";
import { areaProcedure, memberProcedure, router } from "../trpc.ts";

type GeneralSettings = z.output<typeof ZOrganizationGeneralSettingsSchema>;
type Preferences = Record<string, boolean>;

const settings = areaProcedure("settings");
const manage = actionProcedure("organization.manage");

/** The switches of the settings screen, and the package permission each needs turned on (SPEC §6). */
const PREFERENCE_PERMISSIONS = {
  show_realestate_vacancy_cost: { entity: "REALESTATES", action: "REALESTATE_VACANCY_COST" },
  auto_generate_rent_tax_invoice: { entity: "CONTRACTS", action: "GENERATE_RENT_TAX_INVOICE" },
} as const;
type PreferenceKey = keyof typeof PREFERENCE_PERMISSIONS;
const PREFERENCE_KEYS = Object.keys(PREFERENCE_PERMISSIONS) as PreferenceKey[];

interface Ctx {
  trx: Trx;
  caller: { orgId: string; type: UserType };
  lang: Lang;
  now: () => Date;
  auth: AuthConfig;
}

/** "Main information exists" once its title is saved: sign-up creates the row with an empty one (needed-actions). */
const hasMainInformation = (org: { title: string | null } | undefined) => Boolean(org?.title);

const verified = (value: string | null, verifiedValue: string | null) => value !== null && value !== "" && value === verifiedValue;

async function organizationView(ctx: Ctx) {
  const org = await findOrganizationSettings(ctx.trx, ctx.caller.orgId);
  if (!org) throw new AppError("notFound");
  const link = (id: string | null) => (id ? documentLink(ctx.auth, { id, orgId: ctx.caller.orgId }, ctx.now()) : null);
  const preferences = org.preferences ?? {};
  return {
    id: org.id,
    code: org.code,
    organization_exists: hasMainInformation(org),
    title: org.title,
    title_verified: verified(org.title, org.title_verified),
    phone: org.phone,
    address: org.address,
    commercial_registration_no: org.commercial_registration_no,
    commercial_registration_no_verified: verified(org.commercial_registration_no, org.commercial_registration_no_verified),
    commercial_registration_no_key_object: org.commercial_registration_no_key_object,
    commercial_registration_no_url: link(org.commercial_registration_no_key_object),
    vat_no: org.vat_no,
    vat_no_verified: verified(org.vat_no, org.vat_no_verified),
    vat_no_key_object: org.vat_no_key_object,
    vat_no_url: link(org.vat_no_key_object),
    vat_registered: org.vat_registered,
    contract_terms: org.contract_terms,
    send_sms_reminder: org.send_sms_reminder,
    remind_on_due_date: org.remind_on_due_date,
    remind_when_overdue: org.remind_when_overdue,
    rent_reminder_phone: org.rent_reminder_phone,
    preferences: {
      show_realestate_vacancy_cost: Boolean(preferences.show_realestate_vacancy_cost),
      auto_generate_rent_tax_invoice: Boolean(preferences.auto_generate_rent_tax_invoice),
    },
  };
}

const PAPERS = ["vat_no_key_object", "commercial_registration_no_key_object"] as const;

/** A paper named by its document id must be one the organization uploaded for itself. */
async function checkPapers(ctx: Ctx, papers: Record<(typeof PAPERS)[number], string | null>) {
  const fieldErrors: Record<string, string> = {};
  for (const field of PAPERS) {
    const id = papers[field];
    if (id && !(await findOrganizationPaper(ctx.trx, ctx.caller.orgId, id))) fieldErrors[field] = "field.invalid";
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError("validation.failed", {}, fieldErrors);
}

/**
 * The stored columns of general settings given, refused where the package does not allow them (SPEC §5, §6): the
 * reminder phone needs a paid package, each preference switched on its permission. A switch turned off is always
 * allowed; preferences the screen does not switch (white-label ones) are kept.
 */
async function generalSettingsChanges(ctx: Ctx, input: GeneralSettings, stored: Preferences | null) {
  const { subscription, permissions } = await loadAuthorization(ctx.trx, actorOf(ctx));
  const grants = (key: PreferenceKey) =>
    checkAction(permissions, PREFERENCE_PERMISSIONS[key].entity, PREFERENCE_PERMISSIONS[key].action).ok;
  if (input.rent_reminder_phone && !subscription.paid) throw new AppError("subscription.notAllowed");
  const changes: {
    send_sms_reminder?: boolean;
    remind_on_due_date?: boolean;
    remind_when_overdue?: boolean;
    rent_reminder_phone?: string | null;
    preferences?: string | null;
  } = {};
  if (input.send_sms_reminder !== undefined) changes.send_sms_reminder = input.send_sms_reminder;
  if (input.remind_on_due_date !== undefined) changes.remind_on_due_date = input.remind_on_due_date;
  if (input.remind_when_overdue !== undefined) changes.remind_when_overdue = input.remind_when_overdue;
  if (input.rent_reminder_phone !== undefined) changes.rent_reminder_phone = input.rent_reminder_phone;
  if (input.preferences !== undefined) {
    const chosen: Partial<Record<PreferenceKey, boolean>> = input.preferences ?? {
      show_realestate_vacancy_cost: false,
      auto_generate_rent_tax_invoice: false,
    };
    const merged: Preferences = { ...stored };
    for (const key of PREFERENCE_KEYS) {
      const on = chosen[key];
      if (on === undefined) continue;
      if (on && !grants(key)) throw new AppError("subscription.notAllowed");
      merged[key] = on;
    }
    changes.preferences = JSON.stringify(merged);
  }
  return changes;
}

export const organizationRouter = router({
  /**
   * The organization as printed at the top of its invoices, receipts and reports, and whether it is VAT-registered
   * (only then does it charge VAT and issue tax invoices; otherwise its documents are cash receipts).
   */
  letterhead: memberProcedure.output(ZLetterheadOutput).query(({ ctx }) => letterheadOf(ctx.trx, ctx.caller.orgId)),

  /** Settings: the organization's main information and general settings, with their verification markers and papers. */
  get: settings.output(ZOrganizationOutput).query(({ ctx }) => organizationView(ctx)),

  /**
   * Saves the main information: the first save creates it (the Main Information needed action goes), later ones update
   * it. A VAT number makes the organization VAT-registered and removing it ends that (the rule of the vat_registered
   * migration), so tax invoices follow the number. The legacy whole-organization body may carry general settings too.
   */
  saveMainInformation: manage
    .input(ZOrganizationSaveSchema)
    .output(ZOrganizationOutput)
    .mutation(async ({ ctx, input }) => {
      const { send_sms_reminder, remind_on_due_date, remind_when_overdue, rent_reminder_phone, preferences, ...main } = input;
      await lockOrganization(ctx.trx, ctx.caller.orgId);
      await checkPapers(ctx, main);
      const stored = await findOrganizationSettings(ctx.trx, ctx.caller.orgId);
      const general = await generalSettingsChanges(
        ctx,
        { send_sms_reminder, remind_on_due_date, remind_when_overdue, rent_reminder_phone, preferences },
        stored?.preferences ?? null,
      );
      await updateOrganization(ctx.trx, ctx.caller.orgId, {
        ...main,
        ...general,
        vat_registered: main.vat_no !== null,
        updated_at: ctx.now(),
      });
      return organizationView(ctx);
    }),

  /**
   * Saves the VAT number alone, as the contract stepper asks for it when a taxable lease is signed without one: the
   * organization becomes VAT-registered, so the lease's instalments carry VAT and get tax invoices. A new
   * organization gives its name with it (the seller a tax invoice names); its phone and address wait for the settings
   * screen. A name already saved is kept.
   */
  saveVatNo: manage
    .input(ZOrganizationVatNoSchema)
    .output(ZOrganizationOutput)
    .mutation(async ({ ctx, input }) => {
      const org = await lockOrganization(ctx.trx, ctx.caller.orgId);
      const named = hasMainInformation(org);
      if (!named && !input.title) throw new AppError("organization.mainInformationMissing", {}, { title: "field.required" });
      const title = named ? {} : { title: input.title };
      await updateOrganization(ctx.trx, ctx.caller.orgId, { ...title, vat_no: input.vat_no, vat_registered: true, updated_at: ctx.now() });
      return organizationView(ctx);
    }),

  /** Saves the reminders and preferences; refused until the main information exists (SPEC §4). */
  saveGeneralSettings: manage
    .input(ZOrganizationGeneralSettingsSchema)
    .output(ZOrganizationOutput)
    .mutation(async ({ ctx, input }) => {
      const org = await lockOrganization(ctx.trx, ctx.caller.orgId);
      if (!hasMainInformation(org)) throw new AppError("organization.mainInformationMissing");
      const stored = await findOrganizationSettings(ctx.trx, ctx.caller.orgId);
      const changes = await generalSettingsChanges(ctx, input, stored?.preferences ?? null);
      await updateOrganization(ctx.trx, ctx.caller.orgId, { ...changes, updated_at: ctx.now() });
      return organizationView(ctx);
    }),

  /** Whether the mark-paid dialog opens with the cash receipt and the tax invoice ticked: the organization's last choice. */
  paymentDocuments: actionProcedure("payments.read")
    .output(ZPaymentDocumentsChoiceSchema)
    .query(async ({ ctx }) => {
      const choice = await findPaymentDocumentsChoice(ctx.trx, ctx.caller.orgId);
      if (!choice) throw new AppError("notFound");
      return choice;
    }),

  /** Remembers the documents ticked when a payment was marked paid, for the organization's next one. */
  savePaymentDocuments: actionProcedure("payments.write")
    .input(ZPaymentDocumentsChoiceSchema)
    .output(ZPaymentDocumentsChoiceSchema)
    .mutation(async ({ ctx, input }) => {
      await updateOrganization(ctx.trx, ctx.caller.orgId, {
        pay_issues_receipt: input.issue_receipt,
        pay_issues_invoice: input.issue_invoice,
        updated_at: ctx.now(),
      });
      return input;
    }),
});

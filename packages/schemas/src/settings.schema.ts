import { z } from "zod";
import { ZEmailSchema } from "./email.ts";
import { optionalField, requiredOrInvalid, requiredString } from "./field.ts";
import { ZCommercialRegistrationNoSchema, ZVatNoSchema } from "./organization-numbers.ts";
import { ZOtpSchema } from "./otp.ts";
import { ZPhoneSchema, ZUserPhoneSchema } from "./phone.ts";
import { ZUuidSchema } from "./uuid.ts";

/** A field a save may leave out to keep what is stored; blank or null clears it. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema.nullable()).optional();

/**
 * The organization's main information (SPEC §5): title, phone (nine digits after +966) and address required; the
 * commercial registration (10 digits, not starting with 0) and VAT number (15 digits starting with 3) optional, each
 * with its uploaded paper (a document id from /api/upload).
 */
export const ZOrganizationMainInformationSchema = z.object({
  title: requiredString().max(200, { error: "field.maxLength" }),
  phone: ZPhoneSchema,
  address: requiredString().max(300, { error: "field.maxLength" }),
  commercial_registration_no: optionalField(ZCommercialRegistrationNoSchema),
  commercial_registration_no_key_object: optionalField(ZUuidSchema),
  vat_no: optionalField(ZVatNoSchema),
  vat_no_key_object: optionalField(ZUuidSchema),
});

/**
 * The VAT number, asked where a taxable lease needs it (the contract stepper) and saved into the main information,
 * with the organization's name when it has none yet: a tax invoice names its seller.
 */
export const ZOrganizationVatNoSchema = z.object({
  vat_no: ZVatNoSchema,
  title: ZOrganizationMainInformationSchema.shape.title.optional(),
});

/** Whether marking a payment paid issues its cash receipt and its tax invoice: ticked in the dialog, as last chosen. */
export const ZPaymentDocumentsChoiceSchema = z.object({
  issue_receipt: z.boolean({ error: "field.invalid" }),
  issue_invoice: z.boolean({ error: "field.invalid" }),
});

/** The preferences the settings screen switches; the legacy client sends an empty list as null (SPEC §7). */
const ZPreferencesSchema = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 0 ? null : value),
  z
    .object(
      {
        show_realestate_vacancy_cost: z.boolean({ error: "field.invalid" }).optional(),
        auto_generate_rent_tax_invoice: z.boolean({ error: "field.invalid" }).optional(),
      },
      { error: "field.invalid" },
    )
    .nullable(),
);

/**
 * General settings (SPEC §3, §5, §9): the SMS rent reminder and the phone it names (nine digits starting with 5), the
 * notices on the due date and 3 days overdue (beyond the SPEC), and the preferences. A field left out keeps its stored
 * value; contract_terms is never saved here (SPEC §7).
 */
export const ZOrganizationGeneralSettingsSchema = z.object({
  send_sms_reminder: z.boolean({ error: "field.invalid" }).optional(),
  remind_on_due_date: z.boolean({ error: "field.invalid" }).optional(),
  remind_when_overdue: z.boolean({ error: "field.invalid" }).optional(),
  rent_reminder_phone: clearable(ZPhoneSchema),
  preferences: ZPreferencesSchema.optional(),
});

/** The legacy POST and PUT /organizations body: the whole organization, its general settings optional. */
export const ZOrganizationSaveSchema = ZOrganizationMainInformationSchema.extend(ZOrganizationGeneralSettingsSchema.shape);

const ZRoleTypeIdSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: requiredOrInvalid }).int({ error: "field.invalid" }).positive({ error: "field.invalid" }),
);

/** A new user of the organization (SPEC §5): role, name, e-mail and a 05XXXXXXXX phone, all required. */
export const ZSubUserSchema = z.object({
  role_type_id: ZRoleTypeIdSchema,
  name: requiredString().max(100, { error: "field.maxLength" }),
  email: ZEmailSchema,
  phone: ZUserPhoneSchema,
});

/**
 * Step 1 of adding a user: the code goes to the new user's phone. The legacy client sends the phone alone (SPEC §7),
 * and then names the user when it creates them.
 */
export const ZSubUserCodeRequestSchema = ZSubUserSchema.partial({ role_type_id: true, name: true, email: true });

const NEW_USER_FIELDS = ["role_type_id", "name", "email", "phone"] as const;

/**
 * Step 2: the texted code creates the user. With the challenge of step 1 its user is the one step 1 named; without it
 * (the legacy body) the request names the user and the code is matched by the phone.
 */
export const ZSubUserCreateSchema = ZSubUserSchema.partial()
  .extend({ challenge: ZUuidSchema.optional(), code: ZOtpSchema })
  .superRefine((input, ctx) => {
    if (input.challenge) return;
    for (const field of NEW_USER_FIELDS)
      if (input[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message: "field.required", input: undefined });
  });

export const ZSubUserStatusSchema = z.object({ id: ZUuidSchema, active: z.boolean({ error: requiredOrInvalid }) });

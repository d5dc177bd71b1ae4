import { toWesternDigits } from "@amlak/money";
import { z } from "zod";
import { optionalField, parsedBy, requiredString } from "./field.ts";
import { ZDateSchema } from "./date.ts";
import { ZEmailSchema } from "./email.ts";
import { CONTACT_LANGS, MESSAGE_CHANNELS } from "./message.schema.ts";
import { ZNationalAddressSchema, ZVatNoSchema } from "./organization-numbers.ts";
import { ZPhoneSchema } from "./phone.ts";
import { ZContactTypeSchema } from "./portfolio.schema.ts";
import { ZTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

const optional = optionalField;

/** Ten digits (Arabic or Western) starting with one of `firsts`: the Saudi national id (1) or iqama (2), the unified number (7). */
const tenDigits = (firsts: string) =>
  requiredString().transform(
    parsedBy((text) => {
      const digits = toWesternDigits(text).replace(/\s/g, "");
      return new RegExp(`^[${firsts}]\\d{9}$`).test(digits) ? digits : null;
    }, "field.invalid"),
  );

const shortText = (max: number) => ZTextSchema.max(max, { error: "field.maxLength" });

const isBlank = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

/**
 * A field a legacy client does not know (SPEC §7 REST): left out, the stored value stays; null or blank clears it.
 */
const keptWhenLeftOut = <T extends z.ZodType>(schema: T, blank: (value: unknown) => boolean) =>
  z.preprocess((value) => (value !== undefined && blank(value) ? null : value), schema.nullable()).optional();

/**
 * A contact's national address in ZATCA's parts, all of them or none: a form with every part blank clears it; one
 * part filled asks for the others.
 */
const buyerAddress = keptWhenLeftOut(
  ZNationalAddressSchema,
  (value) =>
    isBlank(value) || (typeof value === "object" && Object.values(value as object).every((part) => part === undefined || isBlank(part))),
);

/** A contact as the contact form and POST/PUT /api/contacts take it (SPEC §3 names). */
export const ZContactSaveSchema = z
  .object({
    type: ZContactTypeSchema,
    name: requiredString().max(100, { error: "field.maxLength" }),
    phone: optional(ZPhoneSchema),
    alternative_phone: optional(ZPhoneSchema),
    email: optional(ZEmailSchema),
    national_id: optional(tenDigits("12")),
    unified_no: optional(tenDigits("7")),
    national_address: optional(shortText(200)),
    /** A VAT-registered tenant's VAT number: its tax invoices are then standard (B2B) ones, naming it and buyer_address. */
    vat_no: keptWhenLeftOut(ZVatNoSchema, isBlank),
    buyer_address: buyerAddress,
    tag: optional(shortText(50)),
    emergency_contact: optional(shortText(100)),
    representative: optional(shortText(100)),
    /** How a tenant's or lessor's messages reach them (SMS by default); e-mail needs their address. */
    preferred_channel: z.enum(MESSAGE_CHANNELS, { error: "field.invalid" }).optional(),
    /** The language of their messages (Arabic by default). */
    lang: z.enum(CONTACT_LANGS, { error: "field.invalid" }).optional(),
    /** Saves a contact whose phone or national id another contact of the organization has (else 409 contact.duplicate). */
    confirm_duplicate: z.boolean().optional(),
  })
  .superRefine((contact, ctx) => {
    if (contact.phone !== null && contact.phone === contact.alternative_phone) {
      ctx.addIssue({ code: "custom", path: ["alternative_phone"], message: "phone.sameAsAlternative" });
    }
    if (contact.preferred_channel === "email" && !contact.email) {
      ctx.addIssue({ code: "custom", path: ["preferred_channel"], message: "contact.emailChannelNeedsEmail" });
    }
    if (contact.vat_no && !contact.buyer_address) {
      ctx.addIssue({ code: "custom", path: ["buyer_address", "street"], message: "contact.vatNoNeedsAddress" });
    }
  });

export const ZContactUpdateSchema = z.intersection(z.object({ id: ZUuidSchema }), ZContactSaveSchema);

/** A tenant's statement for a period; without `from` it starts with their first charge, without `to` it ends today. */
export const ZContactStatementSchema = z
  .object({ id: ZUuidSchema, from: optionalField(ZDateSchema), to: optionalField(ZDateSchema) })
  .superRefine((period, ctx) => {
    if (period.from && period.to && period.from > period.to) ctx.addIssue({ code: "custom", path: ["to"], message: "date.endBeforeStart" });
  });

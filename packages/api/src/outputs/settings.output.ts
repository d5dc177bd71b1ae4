import { SUB_USER_ROLES } from "@amlak/domain";
import { z } from "zod";
import { ZInstantOutput } from "./values.ts";

/** The uploaded paper of a registration number: its document id and a short-lived link to open it. */
const paper = { key_object: z.string().nullable(), url: z.string().nullable() };

/** SPEC §3 Organization, its verification markers computed (a value equal to the one staff verified). */
export const ZOrganizationOutput = z.object({
  id: z.string(),
  code: z.string().nullable(),
  organization_exists: z.boolean(),
  title: z.string().nullable(),
  title_verified: z.boolean(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  commercial_registration_no: z.string().nullable(),
  commercial_registration_no_verified: z.boolean(),
  commercial_registration_no_key_object: paper.key_object,
  commercial_registration_no_url: paper.url,
  vat_no: z.string().nullable(),
  vat_no_verified: z.boolean(),
  vat_no_key_object: paper.key_object,
  vat_no_url: paper.url,
  vat_registered: z.boolean(),
  contract_terms: z.string().nullable(),
  send_sms_reminder: z.boolean(),
  remind_on_due_date: z.boolean(),
  remind_when_overdue: z.boolean(),
  rent_reminder_phone: z.string().nullable(),
  preferences: z.object({ show_realestate_vacancy_cost: z.boolean(), auto_generate_rent_tax_invoice: z.boolean() }),
});

const SUB_USER_TYPES = SUB_USER_ROLES.map((role) => role.code) as [string, ...string[]];

/** A user of the organization other than its owner (SPEC §3 Sub-user). */
export const ZSubUserOutput = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  type: z.enum(SUB_USER_TYPES),
  role_type_id: z.number(),
  active: z.boolean(),
  created_at: ZInstantOutput,
});

/** SPEC §3 Role. */
export const ZRoleOutput = z.object({ id: z.number(), name: z.string(), role_code: z.enum(SUB_USER_TYPES) });

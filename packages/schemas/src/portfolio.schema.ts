import { z } from "zod";
import { plainText } from "./field.ts";
import { ZTextSchema } from "./text.ts";

export const CONTACT_TYPES = ["tenant", "lessor", "agent", "vendor"] as const;
export type TContactType = (typeof CONTACT_TYPES)[number];

/** Contact type as legacy clients send it (Tenant, Lessor…) or as stored (tenant, lessor…). */
export const ZContactTypeSchema = plainText()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(CONTACT_TYPES, { error: "field.invalid" }));

const searchText = ZTextSchema.max(100, { error: "field.maxLength" }).optional();

export const ZContactListSchema = z.object({ type: ZContactTypeSchema.optional(), searchText }).default({});
export const ZRealEstateListSchema = z.object({ searchText }).default({});

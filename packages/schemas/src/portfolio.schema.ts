import { z } from "zod";
import { plainText } from "./field.ts";
import { listQuery, ZSearchTextSchema } from "./list-query.ts";
import { ZPhoneSchema } from "./phone.ts";
import { oneOfIssue } from "./one-of-issue.ts";
import { citiesOf, findCity } from "./saudi-places.ts";
import { ZUuidSchema } from "./uuid.ts";

export const CONTACT_TYPES = ["tenant", "lessor", "agent", "vendor"] as const;
export type TContactType = (typeof CONTACT_TYPES)[number];

/** Contact type as legacy clients send it (Tenant, Lessor…) or as stored (tenant, lessor…). */
export const ZContactTypeSchema = plainText()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(CONTACT_TYPES, { error: "field.invalid" }));

/** The contacts table: sortable by name, phone and type, filtered by type (?type=) and to one phone (?phone=, SPEC §2). */
export const contactList = listQuery({
  sort: ["name", "phone", "type"],
  defaultSort: "name",
  filters: { type: ZContactTypeSchema.optional(), phone: ZPhoneSchema.optional() },
});
export const ZContactListSchema = contactList.input;
export const ZContactExportSchema = contactList.exportInput;
export type TContactSort = (typeof contactList.sorting.columns)[number];

export const OCCUPANCY_STATUSES = ["Rented", "Vacant", "Reserved"] as const;

/** A query-string flag ("true" / "false") or a JSON boolean. */
const ZFlagSchema = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: "field.invalid" }),
);

/** The properties list's filters (also its status chips' counts, which ignore `status`). */
const realEstateFilters = {
  status: z.enum(OCCUPANCY_STATUSES, { error: "field.invalid" }).optional(),
  kind: z.enum(["compound", "unit"], { error: "field.invalid" }).optional(),
  lessor_id: ZUuidSchema.optional(),
  city: plainText()
    .transform((text, ctx) => findCity(text)?.code ?? (ctx.issues.push(oneOfIssue(text, citiesOf())), z.NEVER))
    .optional(),
  bookmarked: ZFlagSchema.optional(),
  parent_id: ZUuidSchema.optional(),
};

/** The properties table: compounds and units with their lease, sortable by each column the screen shows. */
export const realEstateList = listQuery({
  sort: ["title", "kind", "lessor", "city", "status", "tenant", "yearlyRent", "nextDue"],
  defaultSort: "title",
  filters: realEstateFilters,
});
export const ZRealEstateCountsSchema = z.object({ searchText: ZSearchTextSchema, ...realEstateFilters }).default({});
export const ZRealEstateListSchema = realEstateList.input;
export const ZRealEstateExportSchema = realEstateList.exportInput;
export type TRealEstateSort = (typeof realEstateList.sorting.columns)[number];

/** Pickers and the legacy lookups of SPEC §7 (GET /contacts?type=, GET /real-estates): every match, by name. */
export const ZContactFindSchema = z.object({ type: ZContactTypeSchema.optional(), searchText: ZSearchTextSchema }).default({});
export const ZRealEstateFindSchema = z.object({ searchText: ZSearchTextSchema }).default({});

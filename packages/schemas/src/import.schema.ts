import { z } from "zod";
import { plainText } from "./field.ts";

/** The workbook's sheets in the order they are filled: the people, the properties that name them, the leases (issue #8). */
export const IMPORT_SHEETS = ["contacts", "units", "contracts"] as const;
export type TImportSheet = (typeof IMPORT_SHEETS)[number];

/**
 * How a template column is written and offered: text (kept as typed, so a phone keeps its leading zero), an amount,
 * a date, or one of a few choices (a drop-down list in the template; either language's words are read back).
 */
type TImportColumnKind = "text" | "amount" | "date" | "choice";

interface ImportColumn {
  key: string;
  kind: TImportColumnKind;
  required: boolean;
}

/** The national address's parts (ZNationalAddressSchema), in the order an address is written. */
export const BUYER_ADDRESS_PARTS = ["building_number", "street", "district", "city", "postal_code"] as const;

const column = (key: string, kind: TImportColumnKind = "text", required = false): ImportColumn => ({ key, kind, required });

/**
 * The template's columns per sheet. A unit names its compound (in the file or already the organization's) and its
 * lessor and agent by phone or name; a contract names its unit (with the compound when two units share a name), its
 * tenant and, when it is not the unit's, its lessor. The other columns are the fields of the shared save schemas.
 */
export const IMPORT_COLUMNS = {
  units: [
    column("compound"),
    column("name", "text", true),
    column("kind", "choice"),
    column("lessor"),
    column("agent"),
    column("region"),
    column("city"),
    column("district"),
    column("address"),
    column("sqm", "amount"),
    column("cost", "amount"),
    column("target_yearly_rent", "amount"),
    column("electricity_account"),
    column("water_account"),
    column("tag"),
    column("description"),
  ],
  contacts: [
    column("type", "choice", true),
    column("name", "text", true),
    column("phone"),
    column("alternative_phone"),
    column("email"),
    column("national_id"),
    column("unified_no"),
    column("national_address"),
    column("tag"),
    column("emergency_contact"),
    column("representative"),
    // A VAT-registered tenant's VAT number and the national address its standard tax invoices name (contact form's
    // "Tax details"), each part in a column of its own.
    column("vat_no"),
    ...BUYER_ADDRESS_PARTS.map((part) => column(`buyer_${part}`)),
  ],
  contracts: [
    column("unit", "text", true),
    column("compound"),
    column("tenant", "text", true),
    column("lessor"),
    column("contract_start", "date", true),
    column("contract_end", "date", true),
    column("contract_interval", "choice", true),
    column("price", "amount", true),
    column("annual_commission", "amount"),
    column("additional_commission", "amount"),
    column("annual_service", "amount"),
    column("water_costs", "amount"),
    column("electricity_costs", "amount"),
    column("extra_costs", "amount"),
    column("auto_pay_commission", "choice"),
    column("is_taxable", "choice"),
  ],
} as const satisfies Record<TImportSheet, readonly ImportColumn[]>;

/** The largest workbook read, and the most rows a sheet may hold: a landlord's whole portfolio, not a data dump. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 2000;

// Base64 of MAX_IMPORT_BYTES is 4/3 as long; the procedure measures the decoded file and refuses it in words.
const MAX_BASE64_LENGTH = Math.ceil(MAX_IMPORT_BYTES / 3) * 4 + 4;

/** An .xlsx workbook as base64, as the browser reads it (a data: URL's prefix is dropped). */
export const ZImportFileSchema = z.object({
  file: plainText()
    .transform((text) => text.replace(/^data:[^,]*,/, "").replace(/\s/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: "field.required" })
        .max(MAX_BASE64_LENGTH, { error: "field.maxLength" })
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: "field.invalid" }),
    ),
});

/** The template's language; by default the caller's. */
export const ZImportTemplateSchema = z.object({ lang: z.enum(["ar", "en"], { error: "field.invalid" }).optional() }).default({});

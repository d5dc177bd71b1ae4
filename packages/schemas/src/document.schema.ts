import { z } from "zod";
import { plainText } from "./field.ts";
import { listQuery } from "./list-query.ts";
import { ZIdSchema, ZUuidSchema } from "./uuid.ts";
import { wholeNumber } from "./whole-number.ts";

/** What an uploaded file is, by its extension (SPEC §3 Uploaded file). */
export const FILE_KINDS = ["excel", "word", "pdf", "image"] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

/** SPEC §3: xlsx, xls, csv are Excel; doc, docx, txt Word; pdf; jpg, png, jpeg, gif images. Nothing else is taken. */
export const FILE_EXTENSIONS = {
  xlsx: "excel",
  xls: "excel",
  csv: "excel",
  doc: "word",
  docx: "word",
  txt: "word",
  pdf: "pdf",
  jpg: "image",
  jpeg: "image",
  png: "image",
  gif: "image",
} as const satisfies Record<string, TFileKind>;

export type TFileExtension = keyof typeof FILE_EXTENSIONS;

/** The extension of a file name, lower case, when it is one SPEC §3 accepts. */
export function fileExtensionOf(name: string): TFileExtension | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
  return Object.hasOwn(FILE_EXTENSIONS, extension) ? (extension as TFileExtension) : null;
}

/**
 * One cap, said as it is enforced: 5 MB a file (SPEC §5 says "more than 5 MB"; the legacy let about 30 MB through
 * while saying so). Photos are compressed in the browser first, so a phone's picture fits.
 */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Files in one upload: a task or unit takes at most 5 (SPEC §9), an archive upload a handful more. */
export const MAX_FILES_PER_UPLOAD = 10;

/** Where an upload goes, as SPEC §7 `POST /upload?type=` names it. */
const UPLOAD_TYPES = ["ARCHIVE", "REALESTATE", "CONTRACT", "TASK", "ORGANIZATION"] as const;
export type TUploadType = (typeof UPLOAD_TYPES)[number];

/** A query-string flag ("true" / "false") or a JSON boolean. */
const ZFlagSchema = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: "field.invalid" }),
);

/** The files of a multipart upload, as the server read them: at least one, at most `max`. */
export const uploadedFiles = (max: number) =>
  z
    .array(z.object({ name: z.string(), bytes: z.instanceof(Uint8Array) }), { error: "field.required" })
    .min(1, { error: "field.required" })
    .max(max, { error: "field.invalid" });

/**
 * POST /api/upload (SPEC §7): its query, `type` in any case, `id` of the record for REALESTATE, CONTRACT and TASK,
 * `is_personal` for the archive and `count`, the number of files sent; and the multipart files, read by the server.
 */
export const ZUploadSchema = z
  .object({
    type: plainText()
      .transform((text) => text.trim().toUpperCase())
      .pipe(z.enum(UPLOAD_TYPES, { error: "field.invalid" })),
    id: ZUuidSchema.optional(),
    is_personal: ZFlagSchema.default(false),
    count: wholeNumber({ min: 1, max: MAX_FILES_PER_UPLOAD }),
    files: uploadedFiles(MAX_FILES_PER_UPLOAD),
  })
  .superRefine((upload, ctx) => {
    const needsId = upload.type === "REALESTATE" || upload.type === "CONTRACT" || upload.type === "TASK";
    if (needsId && !upload.id) ctx.addIssue({ code: "custom", path: ["id"], message: "field.required" });
    if (!needsId && upload.id) ctx.addIssue({ code: "custom", path: ["id"], message: "field.invalid" });
    if (upload.is_personal && upload.type !== "ARCHIVE") ctx.addIssue({ code: "custom", path: ["is_personal"], message: "field.invalid" });
    if (upload.count !== upload.files.length) ctx.addIssue({ code: "custom", path: ["count"], message: "field.invalid" });
  });

/** The records whose files a list or a usage names. */
const recordFilters = {
  real_estate_id: ZUuidSchema.optional(),
  contract_id: ZUuidSchema.optional(),
  task_id: ZUuidSchema.optional(),
};

/** Whose archive files the archive shows: everything the caller may see, the shared shelf, or their personal one. */
export const DOCUMENT_SCOPES = ["all", "shared", "personal"] as const;

/** The archive and a record's files: sortable by name, kind, size and date, newest first. */
export const documentList = listQuery({
  sort: ["name", "kind", "size", "created_at"],
  defaultSort: "created_at",
  defaultDirection: "desc",
  filters: {
    scope: z.enum(DOCUMENT_SCOPES, { error: "field.invalid" }).optional(),
    kind: z.enum(FILE_KINDS, { error: "field.invalid" }).optional(),
    ...recordFilters,
  },
});
export const ZDocumentListSchema = documentList.input;
export type TDocumentSort = (typeof documentList.sorting.columns)[number];

/** A contract's or real estate's file shared with its tenants and owners in the portal, or no longer. */
export const ZDocumentShareSchema = ZIdSchema.extend({ shared_with_portal: z.boolean({ error: "field.invalid" }) });

/** How many files the archive or one record holds against the package's limit. */
export const ZDocumentUsageSchema = z.strictObject(recordFilters, { error: "field.invalid" }).prefault({});

import { plainText } from "./field.ts";

const TEXT_MAX_LENGTH = 1000;

/** Free text that may be empty; add .optional() where the field may be left out. */
export const ZTextSchema = plainText().trim().max(TEXT_MAX_LENGTH, { error: "field.maxLength" });

export const ZRequiredTextSchema = ZTextSchema.min(1, { error: "field.required" });

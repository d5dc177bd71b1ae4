/** The sections of each legal page, in order; their texts are the catalogue keys legal.<document>.<section>.*. */
export const LEGAL_DOCUMENTS = {
  termsOfUse: [
    "acceptance",
    "service",
    "account",
    "responsibility",
    "subscription",
    "disclaimer",
    "warranty",
    "indemnity",
    "jurisdiction",
    "severability",
  ],
  privacyPolicy: ["consent", "purpose", "dataTypes", "use", "disclosure", "security", "externalLinks", "changes", "contact"],
  refundPolicy: ["scope", "window", "processing", "method", "contact"],
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/** When the current wording took effect. */
export const LEGAL_EFFECTIVE_DATE = "2026-11-22";

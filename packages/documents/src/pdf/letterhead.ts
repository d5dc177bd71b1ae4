import { formatSaudiPhone } from "@amlak/schemas";
import { translate, type Lang } from "@amlak/i18n";
import { isolate } from "./bidi-text.ts";
import { COLORS, STYLES, type PdfDocument } from "./document.ts";
import type { Field } from "./panels.ts";

/** A business as documents print it: the organization on its letterhead, or a buyer. */
export interface Party {
  name: string;
  vatNo?: string | null;
  commercialRegistrationNo?: string | null;
  address?: string | null;
  phone?: string | null;
}

export interface Letterhead extends Party {
  /** PNG or JPEG, fitted into a square at the end side of the letterhead. */
  logo?: Buffer;
  /** The organization's own code (white-label), printed under its name. */
  code?: string | null;
}

const LOGO_SIZE = 64;
const NAME_STYLE = { size: 15, weight: "bold", color: COLORS.ink } as const;

/** The party's identifiers as "label: value" lines, for the letterhead and for panels alike. */
export function partyFields(lang: Lang, party: Party): Field[] {
  return [
    { label: translate(lang, "document.party.vatNo"), value: party.vatNo ?? undefined },
    { label: translate(lang, "document.party.commercialRegistrationNo"), value: party.commercialRegistrationNo ?? undefined },
    { label: translate(lang, "document.party.address"), value: party.address ?? undefined },
    { label: translate(lang, "document.party.phone"), value: party.phone ? isolate(formatSaudiPhone(party.phone), "ltr") : undefined },
  ];
}

export function drawLetterhead(doc: PdfDocument, letterhead: Letterhead): void {
  const top = doc.y;
  const width = doc.width - (letterhead.logo ? LOGO_SIZE + 12 : 0);
  let y = top + doc.write(letterhead.name, { offset: 0, width, y: top, align: "start" }, NAME_STYLE) + 2;
  const code = {
    label: translate(doc.lang, "document.party.organizationCode"),
    value: letterhead.code ? isolate(letterhead.code, "ltr") : undefined,
  };
  for (const { label: name, value } of [code, ...partyFields(doc.lang, letterhead)]) {
    if (value) y += doc.write(`${name}: ${value}`, { offset: 0, width, y, align: "start" }, STYLES.label);
  }
  if (letterhead.logo) {
    const x = doc.x(doc.width - LOGO_SIZE, LOGO_SIZE);
    doc.pdf.image(letterhead.logo, x, top, { fit: [LOGO_SIZE, LOGO_SIZE], align: "center", valign: "center" });
  }
  doc.y = Math.max(y, letterhead.logo ? top + LOGO_SIZE : y) + 8;
  doc.rule(COLORS.accent, 1.5);
  doc.y += 12;
}

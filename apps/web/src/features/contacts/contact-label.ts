import { formatSaudiPhone } from "@amlak/schemas";

/**
 * A contact as a picker lists it: the name, then the phone as `+966 5X XXX XXXX`, so two contacts of one name can be
 * told apart. An <option> holds text only, so the phone sits in a left-to-right isolate of characters (U+2066…U+2069).
 */
export const contactLabel = ({ name, phone }: { name: string; phone: string | null }): string =>
  phone ? `${name} · \u2066${formatSaudiPhone(phone)}\u2069` : name;

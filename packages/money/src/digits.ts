const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits become 0-9; everything else is kept as typed. */
export function toWesternDigits(text: string): string {
  return text.replace(EASTERN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

/** Saudi Arabia keeps UTC+3 all year (no daylight saving). */
const KSA_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The local date and time in Saudi Arabia, as ZATCA's documents write them (no offset: AST is implied). */
export function ksaDateTime(instant: Date): { date: string; time: string } {
  const iso = new Date(instant.getTime() + KSA_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** Promotion codes are typed at checkout, so only Latin letters and digits: one spelling per code. */
export function isPromotionCode(text: string): boolean {
  return /^[A-Za-z0-9]+$/.test(text);
}

/** The marketer's promotion percent is kept within 0 to 100; above 100 becomes 100. */
export function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

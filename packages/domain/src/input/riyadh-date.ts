const riyadhFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Riyadh", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar date in Saudi Arabia at `now` (YYYY-MM-DD): due dates and contract days follow Riyadh, not UTC. */
export const riyadhToday = (now: Date): string => riyadhFormat.format(now);

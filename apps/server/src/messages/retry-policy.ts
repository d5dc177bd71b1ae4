/** How long a message waits after each failed attempt; after the last wait's attempt fails too, it has failed. */
const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720];

/** When to try a message again after its `attempts`-th attempt failed at `now`; null when it has had its tries. */
export function retryAt(attempts: number, now: Date): Date | null {
  const minutes = RETRY_DELAYS_MINUTES[attempts - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}

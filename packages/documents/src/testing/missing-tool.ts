/** CI set to anything but "", "0" or "false" (any case), the way CI services set it. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== "" && value !== "0" && value !== "false";
}

/**
 * Whether a suite that needs a tool from outside npm skips (`missing` says why, or is null when the tool is there).
 * In CI a missing tool throws instead, failing the suite: a skipped suite there would pass a build that checked
 * nothing. Elsewhere the suite skips and says why, once.
 */
export function skipWithoutTool(suite: string, missing: string | null, env: NodeJS.ProcessEnv = process.env): boolean {
  if (missing === null) return false;
  if (isCi(env)) throw new Error(`${suite} cannot run: ${missing}. CI is set, so the suite fails instead of skipping.`);
  console.warn(`Skipping ${suite}: ${missing}`);
  return true;
}

import type { UserType } from "./user-types.ts";

/**
 * SPEC §5: the know-your-client survey is put to a client until they answer it, unless a "Remind me later" is still
 * running. Not to the demo account: everyone trying the product shares it, so its answers would describe nobody.
 */
export function profileSurveyDue(user: { type: UserType; answered: boolean; remindAt: string | null }, now: Date): boolean {
  if (user.type !== "client" || user.answered) return false;
  return user.remindAt === null || new Date(user.remindAt) <= now;
}

import type { SessionUser } from "../trpc/router-types.ts";
import { isLoggedIn, useSession } from "./session-store.ts";

/** The signed-in user, or null: logged in means a token and a user (SPEC §4). */
export function useSignedInUser(): SessionUser | null {
  return useSession((session) => (isLoggedIn(session) ? session.user : null));
}

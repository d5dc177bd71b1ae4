import { navigate } from "wouter/use-browser-location";
import { sessionStore } from "./session-store.ts";

/** The session can't go on (refresh failed, outdated or rejected token): forget it and ask for a login. */
export function endSession(): void {
  sessionStore.clear();
  navigate("/login", { replace: true });
}

import type { TRPCLink } from "@trpc/client";
import type { AnyRouter } from "@trpc/server";
import { observable, tap } from "@trpc/server/observable";
import { appErrorData } from "../../app-error.ts";
import { endSession } from "../../session/end-session.ts";
import { isLoggedIn, sessionStore } from "../../session/session-store.ts";

/** A signed-in call the server answers with "unauthorized" means the token is no longer usable (SPEC §4). */
export const sessionGuardLink: TRPCLink<AnyRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op)
        .pipe(
          tap({
            error(error) {
              if (appErrorData(error)?.code === "auth.unauthorized" && isLoggedIn(sessionStore.get())) endSession();
            },
          }),
        )
        .subscribe(observer),
    );

import { TRPCClientError, type TRPCLink } from "@trpc/client";
import type { AnyRouter } from "@trpc/server";
import { observable } from "@trpc/server/observable";
import { i18next } from "../../i18n.ts";
import { toaster } from "../../../ui/toaster.tsx";

/** Rejects a mutation while the same one (same procedure, same input) is still in flight (SPEC §8). */
export const duplicateGuardLink: TRPCLink<AnyRouter> = () => {
  const inFlight = new Set<string>();
  return ({ op, next }) =>
    observable((observer) => {
      if (op.type !== "mutation") return next(op).subscribe(observer);
      const key = `${op.path}:${JSON.stringify(op.input ?? null)}`;
      if (inFlight.has(key)) {
        const message = i18next.t("toast.alreadyTriggered");
        toaster.create({ type: "warning", description: message });
        observer.error(TRPCClientError.from(new Error(message)));
        return;
      }
      inFlight.add(key);
      const subscription = next(op).subscribe(observer);
      return () => {
        inFlight.delete(key);
        subscription.unsubscribe();
      };
    });
};

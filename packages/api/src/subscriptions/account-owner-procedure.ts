import { AppError, isAccountOwner } from "@amlak/domain";
import { memberProcedure } from "../trpc.ts";

/** The organization's subscription, its invoices and refunds are the account owner's (SPEC §1: sub-users may not subscribe). */
export const accountOwnerProcedure = memberProcedure.use(({ ctx, next }) => {
  if (!isAccountOwner(ctx.caller.type)) throw new AppError("subscription.roleMayNotSubscribe");
  return next();
});

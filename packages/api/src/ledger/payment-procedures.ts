import { findHiddenPaymentIds, withOrg } from "@amlak/db";
import { AppError, hiddenPaymentTypes, type MemberAction } from "@amlak/domain";
import { z } from "zod";
import { ledgerCommandProcedure } from "./ledger-procedures.ts";

/** The payments a command's input names: the payment acted on (`id`), or those a tax invoice is for (`payment_ids`). */
const ZNamedPayments = z.object({ id: z.guid().optional(), payment_ids: z.array(z.guid()).optional() });

/**
 * A ledger command on the payments its input names. One the caller's role may not see (SPEC §6: the operational
 * sub-user sees no commissions) is refused as payment.notFound, the answer for one that does not exist, before the
 * command reads it: neither its existence nor its state or documents show, and nothing is done to it. Read before
 * the command's own transaction, which is safe: a payment's type never changes.
 */
export function paymentCommandProcedure(action: MemberAction) {
  return ledgerCommandProcedure(action).use(async ({ ctx, getRawInput, next }) => {
    const hiddenTypes = hiddenPaymentTypes(ctx.caller.type);
    // Input the procedure's own schema will refuse names nothing to check.
    const named = ZNamedPayments.safeParse(await getRawInput());
    const ids = named.success ? [...(named.data.id ? [named.data.id] : []), ...(named.data.payment_ids ?? [])] : [];
    if (hiddenTypes.length && ids.length) {
      const hidden = await withOrg(ctx.database.app, ctx.orgId, (trx) => findHiddenPaymentIds(trx, ids, hiddenTypes));
      if (hidden.length) throw new AppError("payment.notFound");
    }
    return next();
  });
}

import { riyadhToday, type Area } from "@amlak/domain";
import { PAGE_SIZE } from "@amlak/schemas";
import type { Context } from "./context.ts";
import { actorOf, requirePackageAction } from "./ledger/package-permission.ts";
import { areaProcedure } from "./trpc.ts";

/** The rows a table asks for: its page, at the page size the server fixes (SPEC §9). */
export const pageOf = (input: { page: number }) => ({ page: input.page, pageSize: PAGE_SIZE });

/** Whose rows a list reads, and the Riyadh calendar day its "current" and "due" columns are about. */
export const listScope = (ctx: Context & { caller: { orgId: string } }) => ({ orgId: ctx.caller.orgId, today: riyadhToday(ctx.now()) });

/**
 * A list's Excel export: whoever may see the list (its area) may export what they see, if the organization's package
 * grants EXPORT_EXCEL (SPEC §3, §6; the package matrix grants it on REPORTS). The export procedure returns every row of
 * the filtered, sorted list; the REST edge writes the file.
 */
export function exportProcedure(area: Area) {
  return areaProcedure(area).use(async ({ ctx, next }) => {
    await requirePackageAction(ctx.trx, actorOf(ctx), "REPORTS", "EXPORT_EXCEL");
    return next();
  });
}

import { findContacts, listContacts } from "@amlak/db";
import { ZContactExportSchema, ZContactFindSchema, ZContactListSchema } from "@amlak/schemas";
import { z } from "zod";
import { exportProcedure, listScope, pageOf } from "../list-procedures.ts";
import { listPageOutput, ZContactRowOutput } from "../outputs/portfolio.output.ts";
import { areaProcedure, router } from "../trpc.ts";

export const contactsRouter = router({
  /** The contacts table, one page, filtered by type and the top bar search. */
  list: areaProcedure("contacts")
    .input(ZContactListSchema)
    .output(listPageOutput(ZContactRowOutput))
    .query(({ ctx, input }) => listContacts(ctx.trx, listScope(ctx), input, pageOf(input))),

  /** The whole filtered, sorted contacts table, for its Excel export. */
  export: exportProcedure("contacts")
    .input(ZContactExportSchema)
    .output(listPageOutput(ZContactRowOutput))
    .query(({ ctx, input }) => listContacts(ctx.trx, listScope(ctx), input, "all")),

  /** Every match by name, for pickers and the legacy GET /api/contacts?type=. */
  find: areaProcedure("contacts")
    .input(ZContactFindSchema)
    .output(z.array(ZContactRowOutput))
    .query(({ ctx, input }) => findContacts(ctx.trx, ctx.caller.orgId, input)),
});

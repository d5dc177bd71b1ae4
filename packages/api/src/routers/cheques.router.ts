import { findAccountOwner, findChequeWithTenant, findContact, insertTask, listTenantCheques, queueMessage } from "@amlak/db";
import { AppError, hiddenPaymentTypes, taskPeriod } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { bounceCheque, clearCheque, depositCheque, registerCheques } from "@amlak/ledger";
import { formatMoney, money, toFixed2 } from "@amlak/money";
import { ZChequeBounceSchema, ZChequeDepositSchema, ZChequeRegisterSchema, ZCollectionTenantSchema } from "@amlak/schemas";
import { actionProcedure, ledgerCommandProcedure } from "../ledger/ledger-procedures.ts";
import { ZChequeListOutput, ZChequeMovedOutput, ZRegisteredChequesOutput } from "../outputs/ledger.output.ts";
import { router } from "../trpc.ts";
import type { Trx } from "@amlak/db";

const write = ledgerCommandProcedure("payments.write");

/**
 * A bounced cheque is the landlord's to follow up: a text to the account owner, and a task on the tenant so it is not
 * forgotten; written in the bounce's own transaction.
 */
async function noticeBounced(
  trx: Trx,
  by: { orgId: string; userId: string },
  chequeId: string,
  reason: string,
  today: string,
): Promise<void> {
  const { orgId } = by;
  const [cheque, owner] = await Promise.all([findChequeWithTenant(trx, chequeId), findAccountOwner(trx, orgId)]);
  if (!cheque) return;
  const lang = owner?.lang ?? "ar";
  const facts = {
    number: cheque.number,
    tenant: cheque.tenantName,
    amount: formatMoney(money(cheque.amount), lang),
    reason: reason || "—",
  };
  const notice = translate(lang, "sms.chequeBounced", facts);
  const period = taskPeriod({ all_day: true, start_date: today, end_date: today, start_time: null, end_time: null });
  if (!period.ok) throw new AppError("internal");
  await insertTask(trx, {
    org_id: orgId,
    type: "reminder",
    title: translate(lang, "cheques.bouncedTask", facts),
    description: notice,
    cost: null,
    start_date: period.start,
    end_date: period.end,
    all_day: true,
    assignee_id: null,
    contact_id: cheque.tenantId,
    real_estate_id: null,
    created_by: by.userId,
  });
  if (owner) await queueMessage(trx, { orgId, recipient: owner.phone, purpose: "cheque.bounced", body: notice, lang });
}

export const chequesRouter = router({
  /** The tenant's cheques by due date: held, deposited, cleared or bounced. */
  list: actionProcedure("payments.read")
    .input(ZCollectionTenantSchema)
    .output(ZChequeListOutput)
    .query(async ({ ctx, input }) => {
      const tenant = await findContact(ctx.trx, input.tenant_id);
      if (tenant?.type !== "tenant") throw new AppError("collection.tenantNotFound");
      const rows = await listTenantCheques(ctx.trx, [input.tenant_id]);
      return rows.map((row) => ({ ...row, amount: money(row.amount) }));
    }),

  /** Registers cheques the tenant handed over, held until they clear; nothing is paid yet. */
  register: write
    .input(ZChequeRegisterSchema)
    .output(ZRegisteredChequesOutput)
    .mutation(async ({ ctx, input }) => {
      const { chequeIds } = await registerCheques(ctx.database.app, ctx.ledger, {
        tenantId: input.tenant_id,
        cheques: input.cheques.map((cheque) => ({
          number: cheque.number,
          bank: cheque.bank ?? "",
          amount: toFixed2(cheque.amount),
          dueDate: cheque.due_date,
          instalmentId: cheque.instalment_id ?? null,
        })),
        hiddenTypes: hiddenPaymentTypes(ctx.caller.type),
      });
      return { ids: chequeIds };
    }),

  deposit: write
    .input(ZChequeDepositSchema)
    .output(ZChequeMovedOutput)
    .mutation(async ({ ctx, input }) => {
      await depositCheque(ctx.database.app, ctx.ledger, { chequeId: input.id, depositedOn: input.date ?? ctx.today });
      return { id: input.id, collection_id: null, receipt_id: null };
    }),

  /** The bank paid it: its amount is received as a collection voucher, with its receipt. */
  clear: write
    .input(ZChequeDepositSchema)
    .output(ZChequeMovedOutput)
    .mutation(async ({ ctx, input }) => {
      const cleared = await clearCheque(ctx.database.app, ctx.ledger, {
        chequeId: input.id,
        clearedOn: input.date ?? ctx.today,
        hiddenTypes: hiddenPaymentTypes(ctx.caller.type),
      });
      return { id: input.id, collection_id: cleared.collectionId, receipt_id: cleared.receiptId };
    }),

  /** The bank returned it: a cleared cheque's voucher is undone; the landlord is told and given a task to follow it up. */
  bounce: write
    .input(ZChequeBounceSchema)
    .output(ZChequeMovedOutput)
    .mutation(async ({ ctx, input }) => {
      const reason = input.reason ?? "";
      const bounced = await bounceCheque(
        ctx.database.app,
        ctx.ledger,
        { chequeId: input.id, bouncedOn: input.date ?? ctx.today, reason },
        (trx) => noticeBounced(trx, { orgId: ctx.orgId, userId: ctx.caller.userId }, input.id, reason, ctx.today),
      );
      return { id: input.id, collection_id: bounced.undoneCollectionId, receipt_id: null };
    }),
});

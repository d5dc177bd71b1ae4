import { listJournal, listJournalContracts, listJournalLines, sumJournalByAccount } from "@amlak/db";
import { ACCOUNT_CODES, CHART_OF_ACCOUNTS, readEvents } from "@amlak/ledger";
import { add, money, toFixed2 } from "@amlak/money";
import { ZJournalListSchema, ZLedgerEventsQuerySchema, ZTrialBalanceQuerySchema } from "@amlak/schemas";
import { z } from "zod";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { pageOf } from "../list-procedures.ts";
import { router } from "../trpc.ts";
import { ZJournalContractOutput, ZJournalRowOutput } from "../outputs/books.output.ts";
import { ZJournalLineOutput, ZLedgerEventOutput, ZTrialBalanceOutput } from "../outputs/ledger.output.ts";
import { listPageOutput } from "../outputs/portfolio.output.ts";

const read = actionProcedure("books.read");

/** For accountants and auditors: the event trail, the journal and the trial balance, amounts as exact strings. */
export const booksRouter = router({
  events: read
    .input(ZLedgerEventsQuerySchema)
    .output(z.array(ZLedgerEventOutput))
    .query(async ({ ctx, input }) => {
      const events = await readEvents(ctx.trx, { after: String(input.after), limit: input.limit, streamId: input.stream });
      return events.map(({ meta, ...event }) => ({
        position: event.position,
        stream_id: event.streamId,
        stream_version: event.streamVersion,
        type: event.type,
        data: event.data,
        recorded_at: event.recordedAt,
        actor: (meta as { actor?: string | null }).actor ?? null,
        request_id: (meta as { requestId?: string }).requestId ?? null,
        meta,
      }));
    }),

  journal: read
    .input(
      z
        .object({ after: ZLedgerEventsQuerySchema.shape.after, limit: ZLedgerEventsQuerySchema.shape.limit })
        .default({ after: 0, limit: 100 }),
    )
    .output(z.array(ZJournalLineOutput))
    .query(({ ctx, input }) => listJournalLines(ctx.trx, String(input.after), input.limit)),

  /**
   * The books screen's journal: one page of lines, newest first unless sorted otherwise, filtered by entry dates,
   * account and contract; each line names the payment it posts for and that payment's contract, invoice and receipt.
   * (`journal` stays the integrators' position cursor of GET /api/ledger/journal.)
   */
  journalPage: read
    .input(ZJournalListSchema)
    .output(listPageOutput(ZJournalRowOutput))
    .query(async ({ ctx, input }) => {
      const { rows, total } = await listJournal(ctx.trx, { orgId: ctx.caller.orgId }, input, pageOf(input));
      return { total, rows: rows.map((row) => ({ ...row, debit: money(row.debit), credit: money(row.credit) })) };
    }),

  /** The contracts the journal can be filtered by, for the screen's contract picker. */
  contracts: read.output(z.array(ZJournalContractOutput)).query(({ ctx }) => listJournalContracts(ctx.trx, { orgId: ctx.caller.orgId })),

  /** Balance per account (debit − credit), of every entry or of those up to `as_of`; the organization's total is always zero. */
  trialBalance: read
    .input(ZTrialBalanceQuerySchema)
    .output(ZTrialBalanceOutput)
    .query(async ({ ctx, input }) => {
      const rows = await sumJournalByAccount(ctx.trx, input.as_of);
      const byAccount = new Map(rows.map((row) => [row.account, row]));
      const accounts = ACCOUNT_CODES.map((code) => {
        const row = byAccount.get(code);
        const debit = row?.debit ?? "0.00";
        const credit = row?.credit ?? "0.00";
        return {
          account: code,
          name: ctx.lang === "ar" ? CHART_OF_ACCOUNTS[code].nameAr : CHART_OF_ACCOUNTS[code].nameEn,
          debit,
          credit,
          balance: toFixed2(money(debit).minus(money(credit))),
        };
      });
      const total = toFixed2(add(...accounts.map((a) => money(a.balance))));
      return { accounts, total };
    }),
});

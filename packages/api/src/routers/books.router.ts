import { listJournalLines, sumJournalByAccount } from "@amlak/db";
import { ACCOUNT_CODES, CHART_OF_ACCOUNTS, readEvents } from "@amlak/ledger";
import { add, money, toFixed2 } from "@amlak/money";
import { ZLedgerEventsQuerySchema } from "@amlak/schemas";
import { z } from "zod";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { router } from "../trpc.ts";
import { ZJournalLineOutput, ZLedgerEventOutput, ZTrialBalanceOutput } from "../outputs/ledger.output.ts";

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

  /** Balance per account (debit − credit); the organization's total is always zero. */
  trialBalance: read.output(ZTrialBalanceOutput).query(async ({ ctx }) => {
    const rows = await sumJournalByAccount(ctx.trx);
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

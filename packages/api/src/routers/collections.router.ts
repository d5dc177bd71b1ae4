import { receiveCollection, undoCollection } from "@amlak/ledger";
import { hiddenPaymentTypes } from "@amlak/domain";
import { money, toFixed2 } from "@amlak/money";
import { ZCollectionReceiveSchema, ZIdSchema } from "@amlak/schemas";
import { ledgerCommandProcedure } from "../ledger/ledger-procedures.ts";
import { ZReceivedCollectionOutput, ZUndoneCollectionOutput } from "../outputs/ledger.output.ts";
import { router } from "../trpc.ts";

const write = ledgerCommandProcedure("payments.write");

export const collectionsRouter = router({
  /** A collection voucher: one amount from a tenant across their instalments, the rest held as an advance. */
  receive: write
    .input(ZCollectionReceiveSchema)
    .output(ZReceivedCollectionOutput)
    .mutation(async ({ ctx, input }) => {
      const received = await receiveCollection(ctx.database.app, ctx.ledger, {
        tenantId: input.tenant_id,
        amount: toFixed2(input.amount),
        paidDate: input.paid_date,
        method: input.method,
        reference: input.reference ?? "",
        ...(input.allocations
          ? {
              allocations: input.allocations.map((allocation) => ({
                paymentId: allocation.payment_id,
                amount: toFixed2(allocation.amount),
              })),
            }
          : {}),
        hiddenTypes: hiddenPaymentTypes(ctx.caller.type),
      });
      return {
        id: received.collectionId,
        receipt_id: null,
        allocations: received.allocations.map((allocation) => ({
          instalment_id: allocation.instalmentId,
          payment_id: allocation.paymentId,
          amount: money(allocation.amount),
        })),
        advance: money(received.advance),
      };
    }),

  /** Reverses a voucher whole: the instalments it paid are pending again and its advance is given back. */
  undo: write
    .input(ZIdSchema)
    .output(ZUndoneCollectionOutput)
    .mutation(async ({ ctx, input }) => ({
      id: (await undoCollection(ctx.database.app, ctx.ledger, { collectionId: input.id })).collectionId,
    })),
});

import { advanceHeld, findContact, listOpenInstalments, listTenantCollections, withOrg, type Trx } from "@amlak/db";
import { AppError, hiddenPaymentTypes } from "@amlak/domain";
import { applyAdvance, receiveCollection, undoCollection } from "@amlak/ledger";
import { money, toFixed2 } from "@amlak/money";
import {
  ZCollectionApplyAdvanceSchema,
  ZCollectionListSchema,
  ZCollectionReceiveSchema,
  ZCollectionTenantSchema,
  ZIdSchema,
  type PaymentMethod,
} from "@amlak/schemas";
import { actionProcedure, ledgerCommandProcedure } from "../ledger/ledger-procedures.ts";
import {
  ZAppliedAdvanceOutput,
  ZCollectionListOutput,
  ZOpenInstalmentsOutput,
  ZReceivedCollectionOutput,
  ZUndoneCollectionOutput,
} from "../outputs/ledger.output.ts";
import { pageOf } from "../list-procedures.ts";
import { router } from "../trpc.ts";

/** What a voucher paid on one instalment, as the API answers it. */
const allocationOutput = (allocation: { instalmentId: string; paymentId: string; amount: string }) => ({
  instalment_id: allocation.instalmentId,
  payment_id: allocation.paymentId,
  amount: money(allocation.amount),
});

async function requireTenant(trx: Trx, tenantId: string): Promise<void> {
  const contact = await findContact(trx, tenantId);
  if (contact?.type !== "tenant") throw new AppError("collection.tenantNotFound");
}

const write = ledgerCommandProcedure("payments.write");

export const collectionsRouter = router({
  /** What a voucher for the tenant can pay (their open instalments, oldest due first) and the advance held for them. */
  open: actionProcedure("payments.read")
    .input(ZCollectionTenantSchema)
    .output(ZOpenInstalmentsOutput)
    .query(async ({ ctx, input }) => {
      await requireTenant(ctx.trx, input.tenant_id);
      const rows = await listOpenInstalments(ctx.trx, { tenantId: input.tenant_id, hiddenTypes: hiddenPaymentTypes(ctx.caller.type) });
      return {
        instalments: rows.map((row) => ({
          id: row.id,
          contract_id: row.contractId,
          due_date: row.dueDate,
          amount_due: money(row.amountDue),
          type: row.type,
          real_estate: row.realEstate,
        })),
        advance_held: money(await advanceHeld(ctx.trx, input.tenant_id)),
      };
    }),

  /** One page of the tenant's collection vouchers, newest first unless sorted otherwise. */
  list: actionProcedure("payments.read")
    .input(ZCollectionListSchema)
    .output(ZCollectionListOutput)
    .query(async ({ ctx, input }) => {
      await requireTenant(ctx.trx, input.tenant_id);
      const page = await listTenantCollections(ctx.trx, input.tenant_id, input, pageOf(input));
      return {
        total: page.total,
        rows: page.rows.map((row) => ({
          id: row.id,
          paid_date: row.paidDate,
          amount: money(row.amount),
          method: row.method as PaymentMethod,
          reference: row.reference,
          advance: money(row.advance),
          status: row.status as "received" | "undone",
          paid_count: row.paidCount,
          receipt_id: row.receiptId,
          receipt_number: row.receiptNumber,
        })),
      };
    }),

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
        receipt_id: received.receiptId,
        allocations: received.allocations.map(allocationOutput),
        advance: money(received.advance),
      };
    }),

  /** Pays the tenant's instalments due by the day given from the advances their vouchers hold, oldest first. */
  applyAdvance: write
    .input(ZCollectionApplyAdvanceSchema)
    .output(ZAppliedAdvanceOutput)
    .mutation(async ({ ctx, input }) => {
      const applied = await applyAdvance(ctx.database.app, ctx.ledger, {
        tenantId: input.tenant_id,
        paidDate: ctx.today,
        dueBy: input.due_by,
        hiddenTypes: hiddenPaymentTypes(ctx.caller.type),
      });
      return {
        paid: applied.flatMap(({ collectionId, allocations }) =>
          allocations.map((allocation) => ({ collection_id: collectionId, ...allocationOutput(allocation) })),
        ),
        advance_held: money(await withOrg(ctx.database.app, ctx.orgId, (trx) => advanceHeld(trx, input.tenant_id))),
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

import { deletePaymentCard, findAutomaticRenewal, listPaymentCards, makeDefaultPaymentCard, updateOrganization } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { ZAutomaticRenewalSchema, ZIdSchema } from "@amlak/schemas";
import { z } from "zod";
import { ZInstantOutput } from "../outputs/values.ts";
import { accountOwnerProcedure } from "../subscriptions/account-owner-procedure.ts";
import { router } from "../trpc.ts";

const ZPaymentCardsOutput = z.object({
  automaticRenewal: z.boolean(),
  cards: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      brand: z.string(),
      lastFour: z.string(),
      /** MM/YY. */
      expiry: z.string().nullable(),
      isDefault: z.boolean(),
      createdAt: ZInstantOutput,
    }),
  ),
});

/**
 * The cards the organization saved with the gateway (tokens; settlement keeps one when the payer ticks "save this
 * card") and its automatic renewal, which charges the default card when a paid period ends. The account owner's.
 */
export const paymentCardsRouter = router({
  /** The default card first. */
  list: accountOwnerProcedure.output(ZPaymentCardsOutput).query(async ({ ctx }) => {
    const cards = await listPaymentCards(ctx.trx);
    return {
      automaticRenewal: (await findAutomaticRenewal(ctx.trx, ctx.caller.orgId)) ?? false,
      cards: cards.map((card) => ({
        id: card.id,
        name: card.name,
        brand: card.brand,
        lastFour: card.last_four,
        expiry: card.expiry,
        isDefault: card.is_default,
        createdAt: card.created_at,
      })),
    };
  }),

  makeDefault: accountOwnerProcedure.input(ZIdSchema).mutation(async ({ ctx, input }) => {
    if (!(await makeDefaultPaymentCard(ctx.trx, input.id))) throw new AppError("notFound");
  }),

  /** Forgets the card; automatic renewal stops with the last one, as it has nothing left to charge. */
  delete: accountOwnerProcedure.input(ZIdSchema).mutation(async ({ ctx, input }) => {
    if (!(await deletePaymentCard(ctx.trx, input.id))) throw new AppError("notFound");
    if ((await listPaymentCards(ctx.trx)).length === 0) await updateOrganization(ctx.trx, ctx.caller.orgId, { automatic_renewal: false });
  }),

  /** Automatic renewal needs a saved card to charge. */
  setAutomaticRenewal: accountOwnerProcedure.input(ZAutomaticRenewalSchema).mutation(async ({ ctx, input }) => {
    if (input.on && (await listPaymentCards(ctx.trx)).length === 0) throw new AppError("subscription.noSavedCard");
    await updateOrganization(ctx.trx, ctx.caller.orgId, { automatic_renewal: input.on });
  }),
});

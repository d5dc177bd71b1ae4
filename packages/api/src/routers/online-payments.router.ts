import { listRentRefundsDue } from "@amlak/db";
import { ZGatewayAccountSchema } from "@amlak/schemas";
import { z } from "zod";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { ZInstantOutput } from "../outputs/values.ts";
import { clearGatewayKeys, gatewayAccountOf, saveGatewayKeys } from "../rent-payments/gateway-account.ts";
import { accountOwnerProcedure } from "../subscriptions/account-owner-procedure.ts";
import { router } from "../trpc.ts";

const ZGatewayAccountOutput = z.object({
  /** The organization's own account; only the last four characters of its key ever come back out. */
  account: z.object({ gateway: z.string(), secretKeyLastFour: z.string() }).nullable(),
  /** The address to paste into Moyasar's dashboard for its webhooks. */
  webhookUrl: z.string(),
  /** Without an account of its own, rent goes through the built-in sandbox gateway (a development server). */
  sandbox: z.boolean(),
});

const ZRentRefundsDueOutput = z.array(
  z.object({
    rentCheckoutId: z.string(),
    tenantName: z.string(),
    gatewayPaymentId: z.string().nullable(),
    paymentIds: z.array(z.string()),
    settledAt: ZInstantOutput.nullable(),
  }),
);

/** Tenants paying rent online (issue #20): the organization's own gateway account, the account owner's to set. */
export const onlinePaymentsRouter = router({
  account: accountOwnerProcedure.output(ZGatewayAccountOutput).query(({ ctx }) => gatewayAccountOf(ctx.trx, ctx, ctx.caller.orgId)),

  saveAccount: accountOwnerProcedure
    .input(ZGatewayAccountSchema)
    .output(ZGatewayAccountOutput)
    .mutation(({ ctx, input }) => saveGatewayKeys(ctx.trx, ctx, ctx.caller.orgId, input)),

  clearAccount: accountOwnerProcedure.output(ZGatewayAccountOutput).mutation(({ ctx }) => clearGatewayKeys(ctx.trx, ctx, ctx.caller.orgId)),

  /** Instalments a tenant paid online after the landlord had already marked them paid: money to give back. */
  refundsDue: actionProcedure("payments.read")
    .output(ZRentRefundsDueOutput)
    .query(async ({ ctx }) =>
      (await listRentRefundsDue(ctx.trx, ctx.caller.orgId)).map((row) => ({
        rentCheckoutId: row.id,
        tenantName: row.tenant_name,
        gatewayPaymentId: row.gateway_payment_id,
        paymentIds: row.refund_payment_ids,
        settledAt: row.settled_at,
      })),
    ),
});

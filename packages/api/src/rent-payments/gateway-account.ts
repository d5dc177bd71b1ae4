import { deleteGatewayAccount, findGatewayAccount, saveGatewayAccount, sealSecret, type Trx } from "@amlak/db";
import type { ZGatewayAccountSchema } from "@amlak/schemas";
import type { z } from "zod";
import type { Services } from "../context.ts";
import { sandboxTakesRent, type RentGatewayServices } from "./rent-gateway.ts";

type AccountServices = RentGatewayServices & Pick<Services, "publicUrl">;

/**
 * The organization's online rent payments as its owner sees them: the gateway and the last four characters of its
 * key (never a secret), the address to give Moyasar for its webhooks, and whether rent goes through the sandbox
 * without an account.
 */
export async function gatewayAccountOf(trx: Trx, services: AccountServices, orgId: string) {
  const account = await findGatewayAccount(trx, orgId);
  return {
    account: account ? { gateway: account.gateway, secretKeyLastFour: account.secret_key_last_four } : null,
    webhookUrl: `${services.publicUrl}/api/webhooks/payments/moyasar/${orgId}`,
    sandbox: sandboxTakesRent(services),
  };
}

export async function saveGatewayKeys(trx: Trx, services: AccountServices, orgId: string, keys: z.output<typeof ZGatewayAccountSchema>) {
  await saveGatewayAccount(trx, {
    org_id: orgId,
    gateway: "moyasar",
    secret_key_sealed: sealSecret(services.secretsKey, keys.secret_key),
    secret_key_last_four: keys.secret_key.slice(-4),
    webhook_secret_sealed: sealSecret(services.secretsKey, keys.webhook_secret),
  });
  return gatewayAccountOf(trx, services, orgId);
}

export async function clearGatewayKeys(trx: Trx, services: AccountServices, orgId: string) {
  await deleteGatewayAccount(trx, orgId);
  return gatewayAccountOf(trx, services, orgId);
}

import { findGatewayAccount, openSecret, type Trx } from "@amlak/db";
import { AppError } from "@amlak/domain";
import type { Services } from "../context.ts";
import { moyasarGateway } from "../payment-gateway/moyasar-gateway.ts";
import type { PaymentGateway } from "../payment-gateway/payment-gateway.ts";

export type RentGatewayServices = Pick<Services, "paymentGateway" | "secretsKey" | "moyasarApiUrl">;

/** The gateway name rent of an organization without an account of its own goes through, when the server runs it. */
const SANDBOX = "sandbox";

/**
 * Where an organization's rent is paid (DESIGN §9): its own Moyasar account when it saved one, otherwise the built-in
 * sandbox gateway when this server runs it (development, tests). A production server without the organization's
 * keys takes no rent online. `name` asks for the gateway a checkout was started with, for its settlement.
 */
export async function rentGatewayOf(trx: Trx, services: RentGatewayServices, orgId: string, name?: string): Promise<PaymentGateway> {
  const account = name === SANDBOX ? undefined : await findGatewayAccount(trx, orgId);
  if (account) {
    return moyasarGateway({
      name: account.gateway,
      apiBase: services.moyasarApiUrl,
      secretKey: openSecret(services.secretsKey, account.secret_key_sealed),
      webhookSecret: openSecret(services.secretsKey, account.webhook_secret_sealed),
    });
  }
  if (services.paymentGateway.name === SANDBOX && name !== "moyasar") return services.paymentGateway;
  throw new AppError("rentPayment.unavailable");
}

/** Whether an organization without an account of its own still takes rent online, through the sandbox gateway. */
export const sandboxTakesRent = (services: RentGatewayServices) => services.paymentGateway.name === SANDBOX;

/** Whether the organization's tenants can pay rent online: through its own account, or the sandbox this server runs. */
export async function takesRentOnline(trx: Trx, services: RentGatewayServices, orgId: string): Promise<boolean> {
  return sandboxTakesRent(services) || (await findGatewayAccount(trx, orgId)) !== undefined;
}

import { settleNotifiedPayment, settleNotifiedRentPayment, settleOrganizationWebhook, type Services } from "@amlak/api";
import { AppError } from "@amlak/domain";
import { ZIdSchema } from "@amlak/schemas";
import type { FastifyInstance } from "fastify";

/**
 * POST /api/webhooks/payments/{gateway}: the gateway tells us a payment was paid, failed or refunded. The notice is
 * believed only with our webhook secret (compared in constant time), and even then only as a hint: the payment is
 * read back from the gateway before anything changes (settleNotifiedPayment). Replays settle once. A tenant's rent
 * paid through the sandbox comes here too, told apart by its metadata; rent paid to an organization's own Moyasar
 * account is notified to POST /api/webhooks/payments/moyasar/{org_id}, signed with that organization's secret.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const settling = (requestId: string) => ({ services, now: services.now(), requestId });

  app.post<{ Params: { gateway: string } }>("/webhooks/payments/:gateway", async (request) => {
    const gateway = services.paymentGateway;
    if (request.params.gateway !== gateway.name) throw new AppError("notFound");
    const notification = gateway.verifyWebhook(request.body);
    if (!notification) throw new AppError("subscription.notificationRefused");
    // An automatic renewal's charge: the renewal job settled it from the gateway's own answer to the charge.
    if (notification.payment.metadata.renewal_of) return { status: notification.payment.status };
    if (notification.payment.metadata.rent_checkout_id) {
      const outcome = await settleNotifiedRentPayment(services.database.app, settling(request.id), notification.payment);
      return { status: outcome.status };
    }
    const outcome = await settleNotifiedPayment(services.database.app, { gateway, now: services.now() }, notification.payment);
    return { status: outcome.status };
  });

  app.post<{ Params: { org_id: string } }>("/webhooks/payments/moyasar/:org_id", async (request) => {
    const org = ZIdSchema.safeParse({ id: request.params.org_id });
    if (!org.success) throw new AppError("notFound");
    const outcome = await settleOrganizationWebhook(services.database.app, settling(request.id), org.data.id, request.body);
    return { status: outcome.status };
  });
}

import { settleNotifiedPayment, type Services } from "@amlak/api";
import { AppError } from "@amlak/domain";
import type { FastifyInstance } from "fastify";

/**
 * POST /api/webhooks/payments/{gateway}: the gateway tells us a payment was paid, failed or refunded. The notice is
 * believed only with our webhook secret (compared in constant time), and even then only as a hint: the payment is
 * read back from the gateway before anything changes (settleNotifiedPayment). Replays settle once.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post<{ Params: { gateway: string } }>("/webhooks/payments/:gateway", async (request) => {
    const gateway = services.paymentGateway;
    if (request.params.gateway !== gateway.name) throw new AppError("notFound");
    const notification = gateway.verifyWebhook(request.body);
    if (!notification) throw new AppError("subscription.notificationRefused");
    // An automatic renewal's charge: the renewal job settled it from the gateway's own answer to the charge.
    if (notification.payment.metadata.renewal_of) return { status: notification.payment.status };
    const outcome = await settleNotifiedPayment(services.database.app, { gateway, now: services.now() }, notification.payment);
    return { status: outcome.status };
  });
}

import type { Services } from "@amlak/api";
import type { FastifyInstance } from "fastify";
import { adminConfigRoutes } from "./admin-config.routes.ts";
import { authRoutes } from "./auth.routes.ts";
import { documentRoutes } from "./documents.routes.ts";
import { exportRoutes } from "./exports.routes.ts";
import { importRoutes } from "./imports.routes.ts";
import { ledgerRoutes } from "./ledger.routes.ts";
import { marketerRoutes } from "./marketers.routes.ts";
import { blogRoutes } from "./blogs.routes.ts";
import { lookupsRoutes } from "./lookups.routes.ts";
import { openApiRoute } from "./openapi.ts";
import { organizationRoutes } from "./organizations.routes.ts";
import { paymentWebhookRoutes } from "./payment-webhooks.routes.ts";
import { portfolioRoutes } from "./portfolio.routes.ts";
import { portalRoutes } from "./portal.routes.ts";
import { portalMaintenanceRoutes } from "./portal-maintenance.routes.ts";
import { profileSurveyRoutes } from "./profile-survey.routes.ts";
import { publicContactRoutes } from "./public-contact.routes.ts";
import { registerRestRoutes, type RestRoute } from "./rest-route.ts";
import { reportRoutes } from "./reports.routes.ts";
import { ownerStatementRoutes } from "./owner-statement.routes.ts";
import { tenantStatementRoutes } from "./tenant-statement.routes.ts";
import { ownerRoutes } from "./owners.routes.ts";
import { settlementRoutes } from "./settlements.routes.ts";
import { contractEjarRoutes } from "./contract-ejar.routes.ts";
import { sessionRoutes } from "./session.routes.ts";
import { subscriptionRoutes } from "./subscriptions.routes.ts";
import { subscriptionInvoiceRoutes } from "./subscription-invoices.routes.ts";
import { userTemplateRoutes } from "./user-templates.routes.ts";
import { userRoutes } from "./users.routes.ts";
import { archiveRoutes, uploadRoutes } from "./uploads.routes.ts";

/** Every legacy /api route (SPEC §7): the one table the Fastify routes and /api/openapi.json are made from. */
export const REST_ROUTES: readonly RestRoute[] = [
  ...authRoutes,
  ...sessionRoutes,
  ...lookupsRoutes,
  ...portfolioRoutes,
  ...ledgerRoutes,
  ...documentRoutes,
  ...exportRoutes,
  ...reportRoutes,
  ...ownerStatementRoutes,
  ...tenantStatementRoutes,
  ...ownerRoutes,
  ...settlementRoutes,
  ...contractEjarRoutes,
  ...importRoutes,
  ...organizationRoutes,
  ...userRoutes,
  ...archiveRoutes,
  ...userTemplateRoutes,
  ...adminConfigRoutes,
  ...marketerRoutes,
  ...profileSurveyRoutes,
  ...publicContactRoutes,
  ...blogRoutes,
  ...subscriptionRoutes,
  ...subscriptionInvoiceRoutes,
  ...portalRoutes,
  ...portalMaintenanceRoutes,
];

export async function restApi(app: FastifyInstance, { services }: { services: Services }) {
  registerRestRoutes(app, services, REST_ROUTES);
  await app.register(uploadRoutes, { services });
  await app.register(paymentWebhookRoutes, { services });
  await app.register(openApiRoute, { routes: REST_ROUTES });
}

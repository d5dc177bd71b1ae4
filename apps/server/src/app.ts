import { appRouter, type Services } from "@amlak/api";
import { AppError, type SiteSettings } from "@amlak/domain";
import helmet from "@fastify/helmet";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { healthRoutes } from "./plugins/health.ts";
import { OneLineRequestLog, redactingLogger } from "./plugins/log-redaction.ts";
import { batchLimit, DEFAULT_RATE_LIMITS, requestLimit, retryAfterMeta, type RateLimits } from "./plugins/rate-limits.ts";
import { refuse, refuseConnection, refusals } from "./plugins/refusals.ts";
import { contextOf } from "./plugins/request-context.ts";
import { requestIdOptions } from "./plugins/request-id.ts";
import { webRoutes } from "./plugins/web.ts";
import { sandboxGateway, type SandboxGatewaySettings } from "./sandbox-gateway/sandbox-gateway.ts";
import { restApi } from "./rest/rest-api.ts";
import { siteSettingsOf, thirdPartySources } from "./site-config.ts";

interface AppOptions extends Partial<RateLimits> {
  services: Services;
  webDist?: string;
  logger?: FastifyServerOptions["logger"];
  /** Whose X-Forwarded-For to believe (Fastify's trustProxy); off by default, so a client cannot choose its own address. */
  trustProxy?: boolean | string | string[];
  /** The process is shutting down (server.ts): /readyz answers 503. */
  isDraining?: () => boolean;
  /** Serve the sandbox payment gateway under /sandbox-gateway (when it is the gateway: no Moyasar key). */
  sandboxGatewaySettings?: SandboxGatewaySettings | null;
  /** Contact points, analytics and meeting booking; by default what `npm start` shows with nothing set. */
  site?: SiteSettings;
}

/** The whole HTTP application as one Fastify instance; tests drive it with inject, server.ts listens. */
export async function buildApp({
  services,
  webDist,
  logger = false,
  requestsPerMinute = DEFAULT_RATE_LIMITS.requestsPerMinute,
  batchMax = DEFAULT_RATE_LIMITS.batchMax,
  trustProxy = false,
  isDraining = () => false,
  sandboxGatewaySettings = null,
  site = siteSettingsOf({}),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(logger),
    logController: new OneLineRequestLog(),
    ...requestIdOptions,
    bodyLimit: 1_048_576,
    // tRPC names a batch's procedures in one path segment ("a.list,b.get,…"): Fastify's default of 100 characters
    // refuses a screen's batch of five or six queries.
    routerOptions: { maxParamLength: 5_000 },
    trustProxy,
    frameworkErrors: (error, request, reply) => refuse(services, request, reply, error),
    clientErrorHandler: refuseConnection,
  });

  await app.register(refusals, { services });

  const thirdParty = thirdPartySources(site);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdParty.scriptSrc],
        styleSrc: ["'self'", "'unsafe-inline'"], // emotion injects style tags at run time
        imgSrc: ["'self'", "data:", "blob:", ...thirdParty.imgSrc],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...thirdParty.connectSrc],
        frameSrc: ["'self'", ...thirdParty.frameSrc],
        // pdf.js draws documents in a worker built from our own bundle (lib/pdf.ts); said here, not left to fall back.
        workerSrc: ["'self'"],
      },
    },
  });
  await app.register(requestLimit, { requestsPerMinute, services });

  await app.register(healthRoutes, { services, isDraining });
  await app.register(
    async (trpc) => {
      // tRPC refuses a POST without a content type before it builds the context, so its answer could not be translated.
      trpc.addHook("preValidation", async (request) => {
        if (request.method === "POST" && !request.headers["content-type"]) throw new AppError("request.unsupportedMediaType");
      });
      await trpc.register(batchLimit, { batchMax });
      await trpc.register(fastifyTRPCPlugin, {
        trpcOptions: {
          router: appRouter,
          createContext: ({ req }) => contextOf(services, req),
          responseMeta: retryAfterMeta,
          onError: ({ error, ctx }) => {
            if (error.code === "INTERNAL_SERVER_ERROR" && !(error.cause instanceof AppError)) {
              app.log.error({ err: error, referenceNo: ctx?.requestId }, "unexpected error");
            }
            if (error.code === "SERVICE_UNAVAILABLE") app.log.warn({ referenceNo: ctx?.requestId }, "database connection lost");
          },
        } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"],
      });
    },
    { prefix: "/trpc" },
  );
  await app.register(restApi, { services, prefix: "/api" });
  if (sandboxGatewaySettings)
    await app.register(sandboxGateway, { services, settings: sandboxGatewaySettings, prefix: "/sandbox-gateway" });
  if (webDist) await app.register(webRoutes, { webDist, services, site });
  return app;
}

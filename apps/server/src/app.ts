import { appRouter, type Services } from "@amlak/api";
import { AppError } from "@amlak/domain";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { healthRoutes } from "./plugins/health.ts";
import { refuse, refuseConnection, refusals } from "./plugins/refusals.ts";
import { contextOf } from "./plugins/request-context.ts";
import { requestIdOptions } from "./plugins/request-id.ts";
import { webRoutes } from "./plugins/web.ts";
import { restApi } from "./rest/rest-api.ts";

interface AppOptions {
  services: Services;
  webDist?: string;
  logger?: FastifyServerOptions["logger"];
  /** Requests per minute per client address across the whole app; the sign-in limits are separate and per phone. */
  requestsPerMinute?: number;
  /** Whose X-Forwarded-For to believe (Fastify's trustProxy); off by default, so a client cannot choose its own address. */
  trustProxy?: boolean | string | string[];
}

/** The whole HTTP application as one Fastify instance; tests drive it with inject, server.ts listens. */
export async function buildApp({
  services,
  webDist,
  logger = false,
  requestsPerMinute = 600,
  trustProxy = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
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

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // emotion injects style tags at run time
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
      },
    },
  });
  await app.register(rateLimit, {
    max: requestsPerMinute,
    timeWindow: "1 minute",
    errorResponseBuilder: (_request, { ttl }) => new AppError("rateLimited", { seconds: Math.ceil(ttl / 1000) }),
  });

  await app.register(healthRoutes, { services });
  await app.register(
    async (trpc) => {
      // tRPC refuses a POST without a content type before it builds the context, so its answer could not be translated.
      trpc.addHook("preValidation", async (request) => {
        if (request.method === "POST" && !request.headers["content-type"]) throw new AppError("request.unsupportedMediaType");
      });
      await trpc.register(fastifyTRPCPlugin, {
        trpcOptions: {
          router: appRouter,
          createContext: ({ req }) => contextOf(services, req),
          onError: ({ error, ctx }) => {
            if (error.code === "INTERNAL_SERVER_ERROR" && !(error.cause instanceof AppError)) {
              app.log.error({ err: error, referenceNo: ctx?.requestId }, "unexpected error");
            }
          },
        } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"],
      });
    },
    { prefix: "/trpc" },
  );
  await app.register(restApi, { services, prefix: "/api" });
  if (webDist) await app.register(webRoutes, { webDist });
  return app;
}

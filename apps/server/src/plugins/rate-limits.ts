import { retryAfterOf, type Services } from "@amlak/api";
import { AppError } from "@amlak/domain";
import { TRPC_BATCH_MAX_CALLS } from "@amlak/schemas";
import rateLimit, { type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { countRequest, type Db } from "@amlak/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { callerOf } from "./request-context.ts";

export interface RateLimits {
  /** Requests per minute per client address, a tRPC batch counting each of its calls; 0 turns the limit off. */
  requestsPerMinute: number;
  /** The most calls one tRPC batch may carry. */
  batchMax: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { requestsPerMinute: 600, batchMax: TRPC_BATCH_MAX_CALLS };

/** The window the whole app's limit counts requests in; the purge job drops the counts of ended windows. */
export const REQUEST_WINDOW_MS = 60_000;

/** A health checker polls from one address (a proxy's, often): throttled, it would report the app down. */
const UNLIMITED_ROUTES = new Set(["/healthz", "/readyz"]);

/**
 * The request counts in the database (`request_counts`), so that every instance of the app counts against one limit,
 * one statement a request. A count the database cannot take lets the
 * request through (skipOnError): the request is about to fail there anyway.
 */
function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  return class {
    incr(key: string, answer: (error: Error | null, count?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = new Date();
      countRequest(db, key, now, timeWindow).then(
        ({ hits, since }) => answer(null, { current: hits, ttl: since.getTime() + timeWindow - now.getTime() }),
        (error: Error) => answer(error),
      );
    }

    child() {
      return this;
    }
  };
}

/**
 * The limit of the whole app, held in the database so that it holds across instances, per signed-in user, and per
 * address for requests without a valid session: an office whose staff share one address is not throttled as one
 * client, and a forged token counts against its address. The sign-in limits are the api's, in the database too.
 */
export const requestLimit = fp(
  async (app: FastifyInstance, { requestsPerMinute, services }: Pick<RateLimits, "requestsPerMinute"> & { services: Services }) => {
    if (requestsPerMinute === 0) return;
    await app.register(rateLimit, {
      max: requestsPerMinute,
      timeWindow: REQUEST_WINDOW_MS,
      store: databaseStore(services.database.app),
      skipOnError: true,
      keyGenerator: async (request) => {
        const caller = await callerOf(services, request);
        return caller ? `user:${caller.userId}` : `address:${request.ip}`;
      },
      allowList: (request) => UNLIMITED_ROUTES.has(request.routeOptions.url ?? ""),
      errorResponseBuilder: (_request, { ttl }) => new AppError("rateLimited", { seconds: Math.ceil(ttl / 1000) }),
    });
  },
);

/** How many procedure calls a tRPC request carries (tRPC's own reading: `?batch=1` and the paths joined by commas). */
function callsIn(request: FastifyRequest): number {
  const { batch } = request.query as { batch?: string };
  const { path = "" } = request.params as { path?: string };
  return batch === "1" ? path.split(",").length : 1;
}

/**
 * For the /trpc scope: a batch over batchMax is refused before anything is read or run, and a batch spends one request
 * of its address's budget per call (the request itself spends the first), so batching does not multiply the limit.
 */
export const batchLimit = fp(async (trpc: FastifyInstance, { batchMax }: Pick<RateLimits, "batchMax">) => {
  const spend = trpc.hasDecorator("createRateLimit") ? trpc.createRateLimit() : null;
  trpc.addHook("onRequest", async (request) => {
    const calls = callsIn(request);
    if (calls > batchMax) throw new AppError("request.batchTooLarge", { max: batchMax });
    for (let call = 1; spend && call < calls; call++) {
      const limit = await spend(request);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError("rateLimited", { seconds: limit.ttlInSeconds });
    }
  });
});

/** A caller refused for its rate (here or by a procedure, such as a sign-in) is told when to try again. */
export function tellWhenToRetry(reply: FastifyReply, error: unknown) {
  const seconds = retryAfterOf(error);
  if (seconds) reply.header("retry-after", seconds);
}

/** tRPC's responseMeta: the same for a procedure's refusal, the longest wait of a batch's refused calls. */
export function retryAfterMeta({ errors }: { errors: unknown[] }) {
  const seconds = Math.max(0, ...errors.map((error) => retryAfterOf(error) ?? 0));
  return seconds ? { headers: { "retry-after": String(seconds) } } : {};
}

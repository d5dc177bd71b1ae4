import { appRouter, describeError, type Context, type Services } from "@amlak/api";
import { AppError, type ErrorCode } from "@amlak/domain";
import { DEFAULT_LANG } from "@amlak/i18n";
import { getTRPCErrorShape, transformTRPCResponse, TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { tellWhenToRetry } from "./rate-limits.ts";
import { anonymousContextOf } from "./request-context.ts";

/** Fastify's refusals of a request it could not route or read; any other status below 500 is request.malformed. */
const FASTIFY_REFUSALS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "request.malformedJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "request.malformedJson",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "request.unsupportedMediaType",
  FST_ERR_CTP_BODY_TOO_LARGE: "request.tooLarge",
  FST_ERR_MAX_PARAM_LENGTH: "request.uriTooLong",
};

/** Refusals of node's HTTP parser, made before Fastify sees a request. */
const CONNECTION_REFUSALS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: "request.headersTooLarge",
  ERR_HTTP_REQUEST_TIMEOUT: "request.timeout",
};

/** The tRPC code of the statuses answered here, so the envelope's numeric code agrees with the HTTP status. */
const TRPC_CODE: Partial<Record<number, TRPC_ERROR_CODE_KEY>> = {
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  503: "SERVICE_UNAVAILABLE",
};

const isTrpc = (url: string) => /^\/trpc(\/|\?|$)/.test(url);

/** What the caller did wrong, or null for a failure of ours. */
function refusalOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const { code, statusCode = 500 } = error as Partial<FastifyError>;
  if (statusCode >= 500) return null;
  return new AppError(FASTIFY_REFUSALS[code ?? ""] ?? "request.malformed");
}

/** tRPC's error envelope, formatted by the router's errorFormatter like any procedure's error. */
function trpcEnvelope(ctx: Context, status: number, cause: unknown) {
  const config = appRouter._def._config;
  const error = new TRPCError({ code: TRPC_CODE[status] ?? "BAD_REQUEST", cause });
  const shape = getTRPCErrorShape({ config, ctx, error, type: "unknown", path: undefined, input: undefined });
  return transformTRPCResponse(config, { error: { ...shape, data: { ...shape.data, httpStatus: status, referenceNo: ctx.requestId } } });
}

/**
 * Answers an error no procedure answered (an unreadable body, an unknown route, the rate limit, a failure of ours) in
 * the shape its caller reads: tRPC's envelope under /trpc, ours elsewhere; always with the reference number.
 */
export function refuse(services: Services, request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const refusal = refusalOf(error);
  const context = anonymousContextOf(services, request);
  const { status, body, unexpected } = describeError(refusal ?? error, context.lang, request.id);
  if (unexpected) request.log.error({ err: error, referenceNo: request.id }, "unexpected error");
  else request.log.info({ err: error, referenceNo: request.id }, "request refused");
  tellWhenToRetry(reply, refusal ?? error);
  return reply
    .code(status)
    .send(isTrpc(request.url) ? trpcEnvelope(context, status, refusal ?? error) : { ...body, referenceNo: request.id });
}

/** Fastify's clientErrorHandler: node refused the request before Fastify saw it, so Accept-Language may be unreadable. */
export function refuseConnection(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const referenceNo = randomUUID();
  this.log.info({ err: error, referenceNo }, "connection refused");
  const { status, body } = describeError(new AppError(CONNECTION_REFUSALS[error.code] ?? "request.malformed"), DEFAULT_LANG, referenceNo);
  const json = JSON.stringify({ ...body, referenceNo });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

const unknownRoute = (): never => {
  throw new AppError("notFound");
};

/**
 * Translated refusals for everything the procedures never see. Registered first, on the root, so every route inherits
 * the error handler. The API reads JSON only, so Fastify's text/plain parser goes (415 instead of a string body).
 */
export const refusals = fp(async (app: FastifyInstance, { services }: { services: Services }) => {
  app.removeContentTypeParser("text/plain");
  app.setErrorHandler((error, request, reply) => refuse(services, request, reply, error));
  for (const prefix of ["/api", "/trpc"]) {
    await app.register(async (scope) => scope.setNotFoundHandler(unknownRoute), { prefix });
  }
});

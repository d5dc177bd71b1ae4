import type { FastifyServerOptions } from "fastify";
import { randomUUID } from "node:crypto";

/**
 * The request id is the server's own: it is the referenceNo a user quotes and the requestId of ledger events, so a
 * client must not choose it. A client's X-Request-Id only follows the request's log lines, as correlationId.
 */
export const requestIdOptions = {
  genReqId: () => randomUUID(),
  childLoggerFactory: (logger, bindings, options, rawRequest) => {
    const correlationId = rawRequest.headers["x-request-id"];
    return logger.child(
      typeof correlationId === "string" && correlationId ? { ...bindings, correlationId: correlationId.slice(0, 64) } : bindings,
      options,
    );
  },
} satisfies Pick<FastifyServerOptions, "genReqId" | "childLoggerFactory">;

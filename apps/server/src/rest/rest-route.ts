import { createCaller, describeError, type Services } from "@amlak/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contextOf } from "../plugins/request-context.ts";

type Caller = ReturnType<typeof createCaller>;
type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface RestRequest {
  body: Record<string, unknown>;
  query: Record<string, string | undefined>;
  params: Record<string, string>;
  headers: FastifyRequest["headers"];
}

/**
 * One legacy /api route: builds the same context tRPC gets, calls the procedure through createCaller and answers
 * errors with the shared translated shape, so REST and tRPC cannot drift apart.
 */
export function restRoute(
  app: FastifyInstance,
  services: Services,
  method: Method,
  url: string,
  handle: (call: Caller, request: RestRequest) => Promise<unknown>,
) {
  app.route({
    method,
    url,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const context = await contextOf(services, request);
      try {
        const result = await handle(createCaller(context), {
          body: (request.body ?? {}) as Record<string, unknown>,
          query: request.query as Record<string, string | undefined>,
          params: request.params as Record<string, string>,
          headers: request.headers,
        });
        return reply.send(result ?? { ok: true });
      } catch (error) {
        const { status, body, unexpected } = describeError(error, context.lang, context.requestId);
        if (unexpected) request.log.error({ err: error, referenceNo: body.referenceNo }, "unexpected error");
        return reply.code(status).send(body);
      }
    },
  });
}

/** Empty filters are omitted by clients (SPEC §7); an empty string means "not given" too. */
export const given = (value: string | undefined): string | undefined => (value === undefined || value === "" ? undefined : value);

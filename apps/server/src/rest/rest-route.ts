import { createCaller, describeError, type Services } from "@amlak/api";
import { AppError } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import Decimal from "decimal.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contextOf } from "../plugins/request-context.ts";

type Caller = ReturnType<typeof createCaller>;
type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface RestRequest {
  body: Record<string, unknown>;
  query: Record<string, string | undefined>;
  params: Record<string, string>;
  headers: FastifyRequest["headers"];
  lang: Lang;
}

/** A file answer (EXCEL/PDF exports, printable invoices), downloaded under `filename`. */
export class FileAnswer {
  constructor(
    readonly body: Buffer,
    readonly filename: string,
    readonly contentType: string,
  ) {}
}

/** The legacy contract writes amounts as JSON numbers with two decimals (DESIGN §3). */
function legacyJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, replaced) {
    const raw = this[key];
    return Decimal.isDecimal(raw) ? Number((raw as Decimal).toFixed(2)) : replaced;
  });
}

/** The path names the record: a body naming a path parameter with another value would act on a record the path does not. */
function assertPathAgrees(params: Record<string, string>, body: Record<string, unknown>) {
  const differs = Object.entries(params).some(([name, value]) => body[name] !== undefined && String(body[name]) !== value);
  if (differs) throw new AppError("request.pathMismatch");
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
  { successStatus = 200 }: { successStatus?: number } = {},
) {
  app.route({
    method,
    url,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const context = await contextOf(services, request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const params = request.params as Record<string, string>;
      try {
        assertPathAgrees(params, body);
        const result = await handle(createCaller(context), {
          body,
          query: request.query as Record<string, string | undefined>,
          params,
          headers: request.headers,
          lang: context.lang,
        });
        if (result instanceof FileAnswer) {
          return reply
            .header("content-type", result.contentType)
            .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(result.filename)}`)
            .send(result.body);
        }
        return reply
          .code(successStatus)
          .type("application/json; charset=utf-8")
          .send(legacyJson(result ?? { ok: true }));
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

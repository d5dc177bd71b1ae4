import { createCaller, describeError, type AppRouter, type Services } from "@amlak/api";
import { AppError } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import type { AnyTRPCProcedure, inferRouterOutputs } from "@trpc/server";
import Decimal from "decimal.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { tellWhenToRetry } from "../plugins/rate-limits.ts";
import { contextOf } from "../plugins/request-context.ts";
import { apiVersionOf, contractAnswer, deprecationHeaders } from "./contract.ts";
import { changesInVersion2 } from "./route-schemas.ts";

type Caller = ReturnType<typeof createCaller>;
type Method = "GET" | "POST" | "PUT" | "DELETE";
type Outputs = inferRouterOutputs<AppRouter>;

/** The app router's procedures and nested routers by name (a nested router is a plain record of them). */
type Procedures = AppRouter["_def"]["record"];
type PathsOf<T> = {
  [K in keyof T & string]: T[K] extends AnyTRPCProcedure ? K : `${K}.${PathsOf<T[K]>}`;
}[keyof T & string];
type OutputAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? OutputAt<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** "contracts.get", "payments.pay", "portal.maintenanceRequests.create", …: every procedure of the app router by its path. */
export type ProcedurePath = PathsOf<Procedures>;
export type OutputOf<P extends ProcedurePath> = OutputAt<Outputs, P>;

export interface RestRequest {
  body: Record<string, unknown>;
  query: Record<string, string | undefined>;
  params: Record<string, string>;
  lang: Lang;
}

/** A downloaded file (a printable invoice, an export). */
export interface FileAnswer {
  body: Buffer;
  filename: string;
  /** When the route serves more than one format (an export as Excel or CSV); the route's own otherwise. */
  contentType?: string;
}

/** A legacy answer that is not the procedure's output as it is, with the legacy shape's schema. */
interface Answer<O> {
  schema: z.ZodType;
  from(output: O, request: RestRequest): unknown;
}

/** A file answer instead of JSON: the procedure's output rendered (more calls through `call` if the file needs them). */
interface FileRendering<O> {
  contentType: string;
  /** Whether this request asks for the file; JSON otherwise (a report's result_type RAW). Always, when left out. */
  wanted?(request: RestRequest): boolean;
  render(output: O, request: RestRequest, call: Caller): Promise<FileAnswer>;
  /**
   * The file made by a call of its own instead of from the route's procedure's output (a report's xlsx, written while
   * its rows are read); null when this request's file is rendered from the output.
   */
  direct?(request: RestRequest, call: Caller): Promise<FileAnswer> | null;
}

/**
 * One legacy /api route, declared once: from the table come its Fastify registration and its OpenAPI operation.
 * The procedure validates the input with its own zod schema and declares its output with `.output()`; a route whose
 * legacy shape differs maps the request (`input`) or the answer (`answer`).
 */
interface RouteShape<P extends ProcedurePath, O> {
  method: Method;
  path: string;
  summary: string;
  procedure: P;
  /** The procedure's input from the request; by default the path parameters over the body (POST, PUT) or the query. */
  input?(request: RestRequest): unknown;
  /** The legacy body's schema, when `input` maps a body that is not the procedure's input. */
  body?: z.ZodType;
  /** Query parameters the route reads, for the documentation. */
  query?: readonly string[];
  status?: 200 | 201;
  answer?: Answer<O>;
  /**
   * The procedure version 2 of the contract calls instead, when its shape needs another read (GET /payments: each
   * payment in the shape a payment has everywhere); its output is the answer, in the contract's names.
   */
  contractProcedure?: ProcedurePath;
  file?: FileRendering<O>;
}

export type RestRoute = RouteShape<ProcedurePath, unknown>;

/** Declares a route with its answer typed by the procedure it calls. */
export const restRoute = <P extends ProcedurePath>(route: RouteShape<P, OutputOf<P>>): RestRoute => route;

/** Calls a procedure by its path; its own input schema validates what the legacy request carried. */
function callProcedure(call: Caller, path: ProcedurePath, input: unknown): Promise<unknown> {
  // A path may go through nested routers (portal.maintenanceRequests.create).
  const procedure = path.split(".").reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], call);
  return (procedure as (input: unknown) => Promise<unknown>)(input);
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

/** Empty filters are omitted by clients (SPEC §7); an empty string means "not given" too. */
const given = (query: Record<string, string | undefined>) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ""));

function defaultInput(method: Method, request: RestRequest): unknown {
  const carried = method === "POST" || method === "PUT" ? request.body : given(request.query);
  return { ...carried, ...request.params };
}

/**
 * Registers the routes: each builds the same context tRPC gets, calls its procedure through createCaller and answers
 * errors with the shared translated shape, so REST and tRPC cannot drift apart.
 */
export function registerRestRoutes(app: FastifyInstance, services: Services, routes: readonly RestRoute[]) {
  refuseOtherMethods(app, routes);
  for (const route of routes) {
    const deprecatedInVersion1 = changesInVersion2(route);
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const context = await contextOf(services, request);
        const restRequest: RestRequest = {
          body: (request.body ?? {}) as Record<string, unknown>,
          query: request.query as Record<string, string | undefined>,
          params: request.params as Record<string, string>,
          lang: context.lang,
        };
        try {
          const version = apiVersionOf(request.headers["api-version"]);
          assertPathAgrees(restRequest.params, restRequest.body);
          const call = createCaller(context);
          const input = route.input ? route.input(restRequest) : defaultInput(route.method, restRequest);
          const fileWanted = route.file && (route.file.wanted?.(restRequest) ?? true);
          const direct = fileWanted ? route.file?.direct?.(restRequest, call) : null;
          const procedure = version === "2" ? (route.contractProcedure ?? route.procedure) : route.procedure;
          const output = direct ? null : await callProcedure(call, procedure, input);
          if (route.file && fileWanted) {
            const file = await (direct ?? route.file.render(output, restRequest, call));
            return reply
              .header("content-type", file.contentType ?? route.file.contentType)
              .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
              .send(file.body);
          }
          const answer = (route.answer && procedure === route.procedure ? route.answer.from(output, restRequest) : output) ?? { ok: true };
          if (version === "1" && deprecatedInVersion1) reply.headers(deprecationHeaders);
          return reply
            .code(route.status ?? 200)
            .type("application/json; charset=utf-8")
            .send(legacyJson(version === "2" ? contractAnswer(answer, Number(restRequest.query.page ?? 1) || 1) : answer));
        } catch (error) {
          const { status, body, unexpected } = describeError(error, context.lang, context.requestId);
          if (unexpected) request.log.error({ err: error, referenceNo: body.referenceNo }, "unexpected error");
          tellWhenToRetry(reply, error);
          return reply.code(status).send(body);
        }
      },
    });
  }
}

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;

/** A known path asked with a method it does not take is answered 405 with the methods it does take, not 404. */
function refuseOtherMethods(app: FastifyInstance, routes: readonly RestRoute[]) {
  const allowed = new Map<string, string[]>();
  for (const route of routes) allowed.set(route.path, [...(allowed.get(route.path) ?? []), route.method]);
  for (const [url, methods] of allowed) {
    app.route({
      method: METHODS.filter((method) => !methods.includes(method)),
      url,
      handler: async (_request, reply) => {
        reply.header("allow", methods.join(", "));
        throw new AppError("request.methodNotAllowed");
      },
    });
  }
}

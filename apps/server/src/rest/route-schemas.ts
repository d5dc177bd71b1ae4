import { appRouter } from "@amlak/api";
import { z } from "zod";
import { contractSchema, type ApiVersion } from "./contract.ts";
import type { ProcedurePath, RestRoute } from "./rest-route.ts";

export type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

export const jsonSchemaOf = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;

/** The zod schemas a procedure was built with (tRPC keeps them on its definition). */
export function procedureSchemas(path: ProcedurePath): { input?: z.ZodType; output?: z.ZodType } {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[]; output?: unknown } }>;
  const procedure = procedures[path];
  if (!procedure) throw new Error(`no procedure ${path}`);
  const [input] = procedure._def.inputs;
  const { output } = procedure._def;
  return {
    ...(input instanceof z.ZodType ? { input } : {}),
    ...(output instanceof z.ZodType ? { output } : {}),
  };
}

const OK = { type: "object", properties: { ok: { const: true } }, required: ["ok"], additionalProperties: false };

type AnswerSchemas = Record<ApiVersion, JsonSchema> | null;

// The routes are one static table: registering them, the OpenAPI document and the contract check share each answer's schemas.
const answersOfRoute = new WeakMap<RestRoute, AnswerSchemas>();

/** The JSON Schema of a route's JSON answer in each version; null for a route that answers a file. */
export function answerSchemas(route: RestRoute): AnswerSchemas {
  if (!answersOfRoute.has(route)) answersOfRoute.set(route, buildAnswerSchemas(route));
  return answersOfRoute.get(route)!;
}

function buildAnswerSchemas(route: RestRoute): AnswerSchemas {
  if (route.file && !route.file.wanted) return null;
  const output = (path: ProcedurePath) => {
    const schema = procedureSchemas(path).output;
    return schema ? jsonSchemaOf(schema, "output") : OK;
  };
  const legacy = route.answer ? jsonSchemaOf(route.answer.schema, "output") : output(route.procedure);
  return { "1": legacy, "2": contractSchema(route.contractProcedure ? output(route.contractProcedure) : legacy) };
}

/** Whether version 2 answers the route otherwise than version 1: version 1's answers then carry its deprecation. */
export function changesInVersion2(route: RestRoute): boolean {
  const schemas = answerSchemas(route);
  return schemas !== null && JSON.stringify(schemas["1"]) !== JSON.stringify(schemas["2"]);
}

import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { API_VERSIONS, VERSION_1_SUNSET } from "./contract.ts";
import type { RestRoute } from "./rest-route.ts";
import { answerSchemas, changesInVersion2, jsonSchemaOf, procedureSchemas } from "./route-schemas.ts";

/** The request body's JSON Schema, from the zod schema the procedure validates with (path parameters left out). */
function bodySchema(schema: z.ZodType, pathParams: string[]) {
  const json = jsonSchemaOf(schema, "input");
  for (const key of pathParams) delete json.properties?.[key];
  if (json.required) json.required = json.required.filter((key) => !pathParams.includes(key));
  return json;
}

const ERROR = { $ref: "#/components/schemas/Error" };
const refusal = (description: string) => ({ description, content: { "application/json": { schema: ERROR } } });
type Refusal = ReturnType<typeof refusal>;

function operation(route: RestRoute) {
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  const schemas = procedureSchemas(route.procedure);
  const body = route.body ?? schemas.input;
  const answers = answerSchemas(route);
  const writes = route.method === "POST" || route.method === "PUT";
  return {
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[/:-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    "x-procedure": route.procedure,
    parameters: [
      VERSION_PARAMETER,
      ...pathParams.map((name) => ({ name, in: "path", required: true, schema: { type: "string", format: "uuid" } })),
      ...(route.query ?? []).map((name) => ({ name, in: "query", required: false, schema: { type: "string" } })),
      ...(writes
        ? [{ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", pattern: "^[A-Za-z0-9._:-]{8,100}$" } }]
        : []),
    ],
    ...(writes && body
      ? { requestBody: { required: true, content: { "application/json": { schema: bodySchema(body, pathParams) } } } }
      : {}),
    responses: {
      [String(route.status ?? 200)]: route.file
        ? { description: "The file", content: { [route.file.contentType]: { schema: { type: "string", format: "binary" } } } }
        : {
            description: "OK (amounts as JSON numbers with two decimals), in the contract (API-Version: 2)",
            content: { "application/json": { schema: answers?.["2"] ?? { type: "object" } } },
          },
      "400": refusal("Invalid input"),
      "401": refusal("Not signed in"),
      "403": refusal("Role or package does not allow it"),
      "404": refusal("Not found"),
      "409": refusal("A business rule refused it, or a concurrent change"),
      ...((writes ? { "422": refusal("The Idempotency-Key was already used for another request") } : {}) as Record<string, Refusal>),
    },
    ...(answers && changesInVersion2(route)
      ? { "x-api-version-1": { deprecated: true, sunset: SUNSET_DAY, description: VERSION_1_ANSWER, schema: answers["1"] } }
      : {}),
  };
}

const SUNSET_DAY = VERSION_1_SUNSET.toISOString().slice(0, 10);
const VERSION_1_ANSWER =
  "Deprecated: what this route answers without API-Version or with API-Version: 1, with the Deprecation and Sunset headers. " +
  `From ${SUNSET_DAY} the route answers the contract whatever the header says.`;
const VERSION_PARAMETER = {
  name: "API-Version",
  in: "header",
  required: false,
  description:
    "2: the contract (snake_case fields, lists as {rows, total, page, page_size}, one shape a resource). " +
    `1 (the default until ${SUNSET_DAY}): the shapes before it, deprecated where they differ (see x-api-version-1).`,
  schema: { type: "string", enum: [...API_VERSIONS], default: "1" },
};

/** The OpenAPI document of the REST routes, from the same table that registers them. */
export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, "{$1}")}`;
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Amlak API: sign-in, portfolio, contracts, payments, invoices and the ledger",
      version: "2.0.0",
      description:
        "Send API-Version: 2 for the contract every route keeps: SPEC §7's snake_case names, every list as " +
        "{rows, total, page, page_size}, a payment in one shape wherever it appears. Without the header a route answers " +
        `as before (version 1, deprecated where it differs, until ${SUNSET_DAY}).`,
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        Error: {
          type: "object",
          required: ["code", "message"],
          properties: {
            code: { type: "string", description: "Stable error code, e.g. payment.alreadyPaid" },
            message: { type: "string", description: "Translated by Accept-Language (ar default, en)" },
            referenceNo: { type: "string" },
            fieldErrors: { type: "object", additionalProperties: { type: "string" } },
            details: {
              type: "object",
              additionalProperties: { type: "string" },
              description: "What the caller may act on, e.g. contact.duplicate: { id, name, type, field } of the existing contact",
            },
          },
        },
      },
    },
    paths,
  };
}

export async function openApiRoute(app: FastifyInstance, { routes }: { routes: readonly RestRoute[] }) {
  const document = openApiDocument(routes);
  app.get("/openapi.json", async () => document);
}

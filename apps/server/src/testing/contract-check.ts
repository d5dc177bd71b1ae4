import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { apiVersionOf } from "../rest/contract.ts";
import { REST_ROUTES } from "../rest/rest-api.ts";
import type { RestRoute } from "../rest/rest-route.ts";
import { answerSchemas } from "../rest/route-schemas.ts";

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

interface Documented {
  route: RestRoute;
  pattern: RegExp;
  validators: { "1": ValidateFunction; "2": ValidateFunction } | null;
}

// A path with fewer parameters wins (GET /lookups/PAYMENT_CATEGORY over one with an :id in its place).
const documented: Documented[] = REST_ROUTES.map((route) => {
  const schemas = answerSchemas(route);
  return {
    route,
    pattern: new RegExp(`^/api${route.path.replace(/:\w+/g, "[^/]+")}$`),
    validators: schemas && { "1": ajv.compile(schemas["1"]), "2": ajv.compile(schemas["2"]) },
  };
}).sort((a, b) => a.route.path.split(":").length - b.route.path.split(":").length);

/**
 * What is wrong with a JSON answer of the REST table against the schema /api/openapi.json gives it in the version the
 * request asked for; nothing for an error, a file, or a route outside the table.
 */
export function contractProblems(method: string, url: string, apiVersion: string | undefined, status: number, json: unknown): string[] {
  if (status >= 300) return [];
  const path = new URL(url, "http://localhost").pathname;
  const match = documented.find((each) => each.route.method === method && each.pattern.test(path));
  if (!match?.validators) return [];
  const validate = match.validators[apiVersionOf(apiVersion)];
  if (validate(json)) return [];
  return (validate.errors ?? []).map(
    (error) => `${method} ${path} (API-Version ${apiVersion ?? 1}): ${error.instancePath} ${error.message}`,
  );
}

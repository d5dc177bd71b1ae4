import { AppError } from "@amlak/domain";
import { PAGE_SIZE } from "@amlak/schemas";

/**
 * The REST contract's versions, asked for with the `API-Version` header. 2 is the one contract: every field in SPEC §7's
 * snake_case, every list in one envelope with paging, one shape a resource. 1 is what integrators met before it,
 * deprecated: it stays the default until its sunset, and its answers say so in `Deprecation` and `Sunset` headers.
 */
export const API_VERSIONS = ["1", "2"] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
const VERSION_1_DEPRECATED = new Date("2026-12-01T00:00:00Z");
export const VERSION_1_SUNSET = new Date("2027-06-30T00:00:00Z");

export function apiVersionOf(header: string | string[] | undefined): ApiVersion {
  if (header === undefined) return "1";
  const version = API_VERSIONS.find((each) => each === header);
  if (!version) throw new AppError("request.apiVersion", { accepted: API_VERSIONS.join(", ") });
  return version;
}

/** RFC 9745 and RFC 8594: what a version 1 answer says when version 2 answers the route otherwise. */
export const deprecationHeaders = {
  deprecation: `@${VERSION_1_DEPRECATED.getTime() / 1000}`,
  sunset: VERSION_1_SUNSET.toUTCString(),
  link: '</api/openapi.json>; rel="deprecation"; type="application/json"',
};

// SPEC §7 names the refresh token so (/verify, /refreshToken): the contract keeps the specification's name.
const SPEC_NAMES = new Set(["refreshToken"]);

/** A field's name in the contract: `dueDate` → `due_date`, `ending30Days` → `ending_30_days`; data keys stay. */
function contractKey(key: string): string {
  if (SPEC_NAMES.has(key) || !/^[a-z][a-zA-Z0-9]*[A-Z][a-zA-Z0-9]*$/.test(key)) return key;
  return key.replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[a-zA-Z])(?=[0-9])/g, "_").toLowerCase();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

const isList = (value: unknown): value is { rows: unknown[]; total?: number } => isRecord(value) && Array.isArray(value.rows);

function snakeCased(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCased);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [contractKey(key), snakeCased(field)]));
}

/**
 * A version 1 answer in the contract. A list comes in the envelope `{rows, total, page, page_size}`: a paged list (one
 * with its total) with its page, a list answered whole (a report's rows, a bare array) as its one page.
 */
export function contractAnswer(answer: unknown, page: number): unknown {
  const whole = (rows: unknown[]) => ({ total: rows.length, page: 1, page_size: rows.length });
  if (Array.isArray(answer)) return snakeCased({ rows: answer, ...whole(answer) });
  if (!isList(answer)) return snakeCased(answer);
  return snakeCased({ ...answer, ...(answer.total === undefined ? whole(answer.rows) : { page, page_size: PAGE_SIZE }) });
}

type JsonSchema = Record<string, unknown>;

function snakeCasedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeCasedSchema);
  if (!isRecord(schema)) return schema;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === "properties" && isRecord(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([key, field]) => [contractKey(key), snakeCasedSchema(field)]));
    } else if (keyword === "required" && Array.isArray(value)) {
      out.required = value.map((key) => contractKey(String(key)));
    } else {
      out[keyword] = snakeCasedSchema(value);
    }
  }
  return out;
}

const COUNT = { type: "integer", minimum: 0 };

/** The JSON Schema of a version 1 answer, turned into its schema in the contract as `contractAnswer` turns the answer. */
export function contractSchema(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as JsonSchema | undefined;
  if (schema.type === "array") {
    return snakeCasedSchema({
      type: "object",
      properties: { rows: schema, total: COUNT, page: COUNT, page_size: COUNT },
      required: ["rows", "total", "page", "page_size"],
      additionalProperties: false,
    }) as JsonSchema;
  }
  if (schema.type === "object" && properties?.rows) {
    return snakeCasedSchema({
      ...schema,
      properties: { ...properties, total: COUNT, page: COUNT, page_size: COUNT },
      required: [...new Set([...((schema.required as string[] | undefined) ?? []), "total", "page", "page_size"])],
    }) as JsonSchema;
  }
  return snakeCasedSchema(schema) as JsonSchema;
}

import {
  ZContractCancelSchema,
  ZContractCreateSchema,
  ZInvoiceIssueSchema,
  ZPaymentContactedSchema,
  ZPaymentCreateSchema,
  ZPaymentPaySchema,
  ZPaymentSplitSchema,
} from "@amlak/schemas";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

type Operation = { summary: string; body?: z.ZodType; omit?: string[]; created?: boolean; file?: boolean; query?: string[] };

/** The request body's JSON Schema, from the same zod schema the server validates with (path ids left out). */
function bodySchema(schema: z.ZodType, omit: string[] = []) {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  for (const key of omit) delete json.properties?.[key];
  if (json.required) json.required = json.required.filter((key) => !omit.includes(key));
  return json;
}

const ERROR = { $ref: "#/components/schemas/Error" };

const OPERATIONS: Record<string, Record<string, Operation>> = {
  "/api/contracts": { post: { summary: "Sign a lease contract and schedule its payments", body: ZContractCreateSchema, created: true } },
  "/api/contracts/{id}": { get: { summary: "A contract with its terms and status" } },
  "/api/contracts/{id}/payments": {
    get: { summary: "The contract's payments (id, due_date, price, payment_type, status, paid_date, invoice_id)" },
  },
  "/api/contracts/{id}/cancel": {
    post: { summary: "Cancel a contract; its unpaid future payments are cancelled", body: ZContractCancelSchema, omit: ["id"] },
  },
  "/api/payments": {
    post: { summary: "Record a manual income or expense (optionally recurring)", body: ZPaymentCreateSchema, created: true },
  },
  "/api/payments/{id}": { get: { summary: "A payment" }, delete: { summary: "Delete an unpaid payment" } },
  "/api/payments/{id}/pay": { post: { summary: "Mark a payment paid", body: ZPaymentPaySchema, omit: ["id"] } },
  "/api/payments/{id}/undo": { post: { summary: "Undo a paid payment (a reversal event)" } },
  "/api/payments/{id}/cancel": { post: { summary: "Cancel a pending payment" } },
  "/api/payments/{id}/split": {
    post: { summary: "Split a pending payment into parts summing exactly to its price", body: ZPaymentSplitSchema, omit: ["id"] },
  },
  "/api/payments/{id}/contacted": {
    post: { summary: "Record that the tenant was contacted", body: ZPaymentContactedSchema, omit: ["id"] },
  },
  "/api/invoices": { post: { summary: "Issue a tax invoice for payments", body: ZInvoiceIssueSchema, created: true } },
  "/api/invoices/{id}": { get: { summary: "A tax invoice with its ZATCA phase-1 QR payload (qr, base64 TLV)" } },
  "/api/invoices/{id}/pdf": { get: { summary: "The printable tax invoice", file: true, query: ["lang"] } },
  "/api/receipts": {
    post: { summary: "Issue a cash receipt for a paid income payment", body: z.object({ payment_id: z.string() }), created: true },
  },
  "/api/receipts/{id}": { get: { summary: "A cash receipt" } },
  "/api/receipts/{id}/pdf": { get: { summary: "The printable cash receipt", file: true, query: ["lang"] } },
  "/api/ledger/events": { get: { summary: "The audit trail: type, data, actor, time, position", query: ["stream", "after", "limit"] } },
  "/api/ledger/journal": { get: { summary: "Journal lines (exact decimal strings)", query: ["after", "limit"] } },
  "/api/ledger/trial-balance": { get: { summary: "Balance per account; the total is always zero" } },
};

function operation(path: string, method: string, op: Operation) {
  const parameters = [
    ...(path.includes("{id}") ? [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }] : []),
    ...(op.query ?? []).map((name) => ({ name, in: "query", required: false, schema: { type: "string" } })),
    ...(method === "post"
      ? [{ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", pattern: "^[A-Za-z0-9._:-]{8,100}$" } }]
      : []),
  ];
  return {
    summary: op.summary,
    parameters,
    ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: bodySchema(op.body, op.omit) } } } } : {}),
    responses: {
      [op.created ? "201" : "200"]: op.file
        ? { description: "PDF", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } }
        : {
            description: "OK (amounts as JSON numbers with two decimals)",
            content: { "application/json": { schema: { type: "object" } } },
          },
      "400": { description: "Invalid input", content: { "application/json": { schema: ERROR } } },
      "401": { description: "Not signed in", content: { "application/json": { schema: ERROR } } },
      "403": { description: "Role or package does not allow it", content: { "application/json": { schema: ERROR } } },
      "404": { description: "Not found", content: { "application/json": { schema: ERROR } } },
      "409": { description: "A business rule refused it, or a concurrent change", content: { "application/json": { schema: ERROR } } },
    },
  };
}

export function openApiDocument() {
  return {
    openapi: "3.1.0",
    info: { title: "Amlak API: contracts, payments, invoices and the ledger", version: "1.0.0" },
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
          },
        },
      },
    },
    paths: Object.fromEntries(
      Object.entries(OPERATIONS).map(([path, methods]) => [
        path,
        Object.fromEntries(Object.entries(methods).map(([method, op]) => [method, operation(path, method, op)])),
      ]),
    ),
  };
}

export async function openApiRoute(app: FastifyInstance) {
  const document = openApiDocument();
  app.get("/openapi.json", async () => document);
}

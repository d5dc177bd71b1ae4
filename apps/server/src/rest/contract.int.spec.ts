import { riyadhToday } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";
import { REST_ROUTES } from "./rest-api.ts";
import type { RestRoute } from "./rest-route.ts";
import { answerSchemas, changesInVersion2 } from "./route-schemas.ts";

// Every request below goes through DemoApi, which checks each JSON answer against the schema /api/openapi.json gives
// its route in the version asked for.
const api = new DemoApi("567700001");
const V2 = { "api-version": "2" };
const today = riyadhToday(new Date());
const ids: Record<string, string> = {};

beforeAll(async () => {
  const { owner } = api.services.database;
  const org = owner.selectFrom("users").select("org_id").where("phone", "=", "567700001");
  const first = async (table: "contracts" | "payments" | "real_estates") =>
    (await owner.selectFrom(table).select("id").where("org_id", "=", org).orderBy("id").executeTakeFirstOrThrow()).id;
  const lessor = await owner
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", org)
    .where("type", "=", "lessor")
    .executeTakeFirstOrThrow();
  const tenant = await owner
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", org)
    .where("type", "=", "tenant")
    .executeTakeFirstOrThrow();
  const paidRent = await owner
    .selectFrom("payments")
    .select("id")
    .where("org_id", "=", org)
    .where("status", "=", "paid")
    .where("payment_type", "=", "rent")
    .where("invoice_id", "is", null)
    .executeTakeFirstOrThrow();
  const issued = async (path: string, body: object) => ((await api.send("POST", path, body)).json() as { id: string }).id;
  Object.assign(ids, {
    "/contracts": await first("contracts"),
    "/payments": await first("payments"),
    "/invoices": await issued("/api/invoices", { payment_ids: [paidRent.id] }),
    "/receipts": await issued("/api/receipts", { payment_id: paidRent.id }),
    "/real-estates": await first("real_estates"),
    lessor: lessor.id,
    "/contacts": lessor.id,
  });
  ids["/credit-notes"] = await issued(`/api/invoices/${ids["/invoices"]}/credit-notes`, { reason: "refund", amount: "1" });
  QUERIES["/collections"] = `tenant_id=${tenant.id}`;
  QUERIES["/cheques"] = `tenant_id=${tenant.id}`;
  QUERIES["/contacts/:id/remittance"] = `from=${today.slice(0, 4)}-01-01&to=${today}`;
  const lease = await owner
    .selectFrom("contracts")
    .select(["contract_end", "cancelled_on"])
    .where("id", "=", ids["/contracts"]!)
    .executeTakeFirstOrThrow();
  QUERIES["/contracts/:id/settlement/proposal"] = `end_on=${lease.cancelled_on ?? lease.contract_end}`;
  await api.send("POST", "/api/collections", { tenant_id: tenant.id, amount: 100, paid_date: today, method: "cash", allocations: [] });
});

const REPORT_QUERY = `result_type=RAW&start_date=${today.slice(0, 4)}-01-01&end_date=${today}`;
const QUERIES: Record<string, string> = {
  "/lookups": "group=UserProfileSurveyLookups",
  "/user-templates": "template_type=ContractTerms",
  "/ledger/events": "limit=5",
  "/ledger/journal": "limit=5",
};

/** A request every GET route of the table can answer for the demo organization. */
function urlOf(route: RestRoute): string {
  const path = route.path.replace(/\/:id/, (_, offset: number) => `/${ids[route.path.slice(0, offset)]}`);
  const query = route.path.startsWith("/reports/owner-statement")
    ? `${REPORT_QUERY}&lessor=${ids.lessor}`
    : route.path.startsWith("/reports/")
      ? REPORT_QUERY
      : QUERIES[route.path];
  return `/api${path}${query ? `?${query}` : ""}`;
}

const jsonGets = REST_ROUTES.filter((route) => route.method === "GET" && answerSchemas(route));

/** Every key of an answer, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => [key, ...keysOf(field)]);
}

describe("the REST contract (API-Version: 2)", () => {
  it("answers every JSON GET of the table as /api/openapi.json documents it, in both versions", async () => {
    const refused: string[] = [];
    for (const route of jsonGets) {
      for (const headers of [{}, V2]) {
        const answer = await api.send("GET", urlOf(route), undefined, headers);
        if (answer.statusCode !== 200) refused.push(`${answer.statusCode} ${route.path}`);
      }
    }
    // A landlord's token opens neither the staff console nor the portals: those routes are walked by their own tests.
    expect([...new Set(refused)].sort()).toEqual([
      "401 /portal/cheques",
      "401 /portal/contracts",
      "401 /portal/maintenance-requests",
      "401 /portal/payments",
      "403 /admin/blogs",
      "403 /admin/config/subscriptions-permissions",
      "403 /admin/marketers",
      "403 /admin/reports/user-profile-survey",
    ]);
  });

  it("names every field in snake_case and answers every list as {rows, total, page, page_size}", async () => {
    for (const route of jsonGets) {
      const answer = await api.send("GET", urlOf(route), undefined, V2);
      if (answer.statusCode !== 200) continue;
      const body = answer.json() as Record<string, unknown>;
      // Data keys (a permission's code, a report's column) are upper case; SPEC §7 itself names refreshToken.
      const camel = keysOf(body).filter((key) => /[a-z][A-Z]/.test(key) && !/^[A-Z0-9_]+$/.test(key));
      expect(camel, route.path).toEqual([]);
      const schema = answerSchemas(route)!["1"];
      const listed = schema.type === "array" || Boolean(schema.properties?.rows);
      if (listed) expect(Object.keys(body), route.path).toEqual(expect.arrayContaining(["rows", "total", "page", "page_size"]));
    }
    const second = (await api.send("GET", "/api/payments?page=2", undefined, V2)).json() as { page: number; page_size: number };
    expect(second).toMatchObject({ page: 2, page_size: 10 });
  });

  it("gives a payment one shape: the same fields, names and values from /payments, /payments/{id} and a contract's payments", async () => {
    const contractId = ids["/contracts"]!;
    type Page = { rows: { id: string }[]; total: number };
    const ofContract = (await api.send("GET", `/api/contracts/${contractId}/payments`, undefined, V2)).json() as Page;
    const listed = (await api.send("GET", `/api/payments?contract_id=${contractId}`, undefined, V2)).json() as Page;
    expect(listed.rows.length).toBeGreaterThan(0);
    for (const row of listed.rows) {
      expect(ofContract.rows.find((each) => each.id === row.id)).toEqual(row);
      expect((await api.send("GET", `/api/payments/${row.id}`, undefined, V2)).json()).toEqual(row);
    }
    const legacy = (await api.send("GET", `/api/payments?contract_id=${contractId}`)).json() as { rows: object[] };
    expect(legacy.rows[0]).toHaveProperty("dueDate");
  });

  it("answers writes in the contract's names", async () => {
    const created = await api.send(
      "POST",
      "/api/payments",
      { direction: "expense", category: "maintenance", due_date: today, price: 150, vat_included: false },
      V2,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    const paid = await api.send("POST", `/api/payments/${id}/pay`, { paid_date: today, payment_method: "cash" }, V2);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toHaveProperty("payment_id", id);
  });

  it("says in version 1's answers that they are deprecated, where version 2 answers otherwise", async () => {
    for (const route of jsonGets) {
      const answer = await api.send("GET", urlOf(route));
      if (answer.statusCode !== 200) continue;
      expect(Boolean(answer.headers.deprecation), route.path).toBe(changesInVersion2(route));
      if (changesInVersion2(route)) expect(answer.headers.sunset).toBe("Wed, 30 Jun 2027 00:00:00 GMT");
      expect((await api.send("GET", urlOf(route), undefined, V2)).headers.deprecation).toBeUndefined();
    }
    const document = (await api.send("GET", "/api/openapi.json")).json() as {
      paths: Record<string, Record<string, { parameters: { name: string }[]; "x-api-version-1"?: { deprecated: boolean } }>>;
    };
    const payments = document.paths["/api/payments"]!.get!;
    expect(payments.parameters[0]).toMatchObject({ name: "API-Version" });
    expect(payments["x-api-version-1"]).toMatchObject({ deprecated: true });
    expect(document.paths["/api/ledger/trial-balance"]!.get!["x-api-version-1"]).toBeUndefined();
  });

  it("refuses a version it does not know, in the caller's language, and records nothing", async () => {
    const before = await api.services.database.owner
      .selectFrom("payments")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    for (const lang of ["ar", "en"] as const) {
      const answer = await api.send("POST", "/api/payments", { direction: "expense" }, { "api-version": "3", "accept-language": lang });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: "request.apiVersion",
        message: translate(lang, "request.apiVersion", { accepted: "1, 2" }),
      });
    }
    const after = await api.services.database.owner
      .selectFrom("payments")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

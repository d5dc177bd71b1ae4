import type { Caller } from "@amlak/api";
import { callerFor, demoOrganization, testServices, tokenFor } from "@amlak/api/testing";
import { withOrg } from "@amlak/db";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

// N parallel requests on real PostgreSQL connections: exactly one effect, the others a clear refusal.
const services = testServices();
const { owner, app: appDb } = services.database;
let app: FastifyInstance;
let landlord: Caller & { orgId: string };
let token: string;

beforeAll(async () => {
  landlord = await demoOrganization(services, "562000001");
  token = await tokenFor(landlord);
  app = await buildApp({ services, requestsPerMinute: 10_000 });
});
afterAll(() => app.close());

const post = (url: string, body: object, key?: string) =>
  app.inject({
    method: "POST",
    url,
    headers: { authorization: `Bearer ${token}`, "accept-language": "en", ...(key ? { "idempotency-key": key } : {}) },
    payload: body,
  });

let units = 0;
/** A new vacant unit of the landlord's, so each race starts on a unit of its own. */
async function vacantUnit(): Promise<string> {
  const lessor = await owner
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", landlord.orgId)
    .where("type", "=", "lessor")
    .executeTakeFirstOrThrow();
  const unit = await owner
    .insertInto("real_estates")
    .values({ org_id: landlord.orgId, kind: "unit", title: `وحدة السباق ${++units}`, lessor_id: lessor.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  return unit.id;
}

async function contractBody(realEstateId: string, year = 2030) {
  const tenant = await owner
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", landlord.orgId)
    .where("type", "=", "tenant")
    .executeTakeFirstOrThrow();
  return {
    real_estate_id: realEstateId,
    tenant_id: tenant.id,
    contract_start: `${year}-01-01`,
    contract_end: `${year}-12-31`,
    price: 24000,
    contract_interval: 12,
    is_taxable: true,
  };
}

const contractsOn = (realEstateId: string) =>
  owner.selectFrom("contracts").select("id").where("real_estate_id", "=", realEstateId).execute();

async function trialBalance(): Promise<string> {
  const row = await owner
    .selectFrom("journal_lines")
    .select((eb) => eb.fn<string>("sum", [eb("debit", "-", eb.ref("credit"))]).as("balance"))
    .where("org_id", "=", landlord.orgId)
    .executeTakeFirstOrThrow();
  return row.balance;
}

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe("one lease per unit", () => {
  it("signs one of five parallel overlapping contracts; the others are told the unit is occupied", async () => {
    const unit = await vacantUnit();
    const body = await contractBody(unit);
    const responses = await Promise.all(
      [0, 1, 2, 3, 4].map((k) => post("/api/contracts", { ...body, contract_start: `2030-0${k + 1}-01` })),
    );
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: "contract.unitOccupied",
        message: expect.stringMatching(/^This unit is already leased from 2030-\d\d-01 to 2030-12-31$/),
      });
    }
    expect(await contractsOn(unit)).toHaveLength(1);
    expect(await trialBalance()).toBe("0.00");
  });

  it("answers parallel retries with one Idempotency-Key with the one contract they signed", async () => {
    const unit = await vacantUnit();
    const body = await contractBody(unit);
    const responses = await Promise.all([0, 1, 2, 3, 4].map(() => post("/api/contracts", body, "lease-race-key-1")));
    expect(statuses(responses)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await contractsOn(unit)).toHaveLength(1);
  });

  it("refuses an overlapping lease in the database itself, whatever the application does", async () => {
    const unit = await vacantUnit();
    await post("/api/contracts", await contractBody(unit));
    const [signed] = await owner.selectFrom("contracts").selectAll().where("real_estate_id", "=", unit).execute();
    const copy = { ...signed!, id: crypto.randomUUID(), contract_start: "2030-12-31", contract_end: "2031-06-30" };
    await expect(owner.insertInto("contracts").values(copy).execute()).rejects.toMatchObject({
      constraint: "contracts_one_lease_per_unit",
    });
    // A lease cancelled before its start never held the unit.
    await expect(
      owner
        .insertInto("contracts")
        .values({ ...copy, cancelled_on: "2030-12-30" })
        .execute(),
    ).resolves.toBeDefined();
  });

  it.each([
    ["distinct Idempotency-Keys", (k: number) => `convert-race-${k}-key`],
    ["no Idempotency-Key", () => null],
  ])("converts a draft once under five parallel conversions with %s; the draft records the contract", async (_, keyOf) => {
    const unit = await vacantUnit();
    const { id: draftId } = await callerFor(services, landlord).contractDrafts.save({ terms: await contractBody(unit, 2031) });
    const outcomes = await Promise.allSettled(
      [0, 1, 2, 3, 4].map((k) => callerFor(services, landlord, "en", keyOf(k)).contractDrafts.convert({ id: draftId })),
    );
    const signed = await contractsOn(unit);
    expect(signed).toHaveLength(1);
    const draft = await owner
      .selectFrom("contract_drafts")
      .select(["status", "contract_id"])
      .where("id", "=", draftId)
      .executeTakeFirstOrThrow();
    expect(draft).toEqual({ status: "converted", contract_id: signed[0]!.id });
    for (const outcome of outcomes) {
      if (outcome.status === "fulfilled") expect(outcome.value.id).toBe(signed[0]!.id);
      else expect(outcome.reason).toMatchObject({ cause: { code: "contractDraft.notEditable" } });
    }
    expect(outcomes.some((outcome) => outcome.status === "fulfilled")).toBe(true);
  });
});

describe("a property deleted while a lease is signed on it", () => {
  it("either signs the lease and keeps the unit, or deletes the unit and signs nothing", async () => {
    for (let round = 0; round < 4; round++) {
      const unit = await vacantUnit();
      const body = await contractBody(unit, 2033);
      const [signing, deleting] = await Promise.all([
        post("/api/contracts", body),
        app.inject({ method: "DELETE", url: `/api/real-estates/${unit}`, headers: { authorization: `Bearer ${token}` } }),
      ]);
      const kept = await owner.selectFrom("real_estates").select("id").where("id", "=", unit).executeTakeFirst();
      if (signing.statusCode === 201) {
        expect(deleting.statusCode).toBe(409);
        expect(kept).toBeDefined();
        expect(await contractsOn(unit)).toHaveLength(1);
      } else {
        expect(deleting.statusCode).toBe(200);
        // Refused as a unit that is gone, whichever step of the signing found it gone.
        const refusal = signing.json();
        if (signing.statusCode === 404) expect(refusal).toMatchObject({ code: "contract.unitNotFound" });
        else expect(refusal).toMatchObject({ code: "validation.failed", fieldErrors: { real_estate_id: "This field is invalid" } });
        expect(kept).toBeUndefined();
        expect(await contractsOn(unit)).toHaveLength(0);
      }
    }
    expect(await trialBalance()).toBe("0.00");
  });
});

describe("one tax invoice and one receipt per payment", () => {
  let paymentId: string;
  beforeAll(async () => {
    const signed = await post("/api/contracts", await contractBody(await vacantUnit(), 2032));
    const payments = await app.inject({
      method: "GET",
      url: `/api/contracts/${signed.json().id}/payments`,
      headers: { authorization: `Bearer ${token}` },
    });
    paymentId = payments.json().find((p: { payment_type: string }) => p.payment_type === "rent").id;
    expect((await post(`/api/payments/${paymentId}/pay`, { paid_date: "2032-01-02", payment_method: "cash" })).statusCode).toBe(200);
  });

  it.each([
    ["invoice", "/api/invoices", () => ({ payment_ids: [paymentId] }), "invoices"],
    ["receipt", "/api/receipts", () => ({ payment_id: paymentId }), "receipts"],
  ] as const)("issues one %s of ten parallel requests, the others refused, numbers without a gap", async (kind, url, body, table) => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(url, body())));
    expect(statuses(responses)).toEqual([201, ...Array<number>(9).fill(409)]);
    const [issued] = responses.filter((r) => r.statusCode === 201);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: `${kind}.alreadyIssued`,
        message: expect.stringContaining(`No. ${issued!.json().number}`),
      });
    }
    const numbers = await owner.selectFrom(table).select("number").where("org_id", "=", landlord.orgId).orderBy("number").execute();
    expect(numbers.map((row) => row.number)).toEqual(numbers.map((_, k) => k + 1));
    const sequence = await owner
      .selectFrom("document_sequences")
      .select("last_value")
      .where("org_id", "=", landlord.orgId)
      .where("kind", "=", kind)
      .executeTakeFirstOrThrow();
    expect(sequence.last_value).toBe(numbers.length);
    expect(await trialBalance()).toBe("0.00");
  });
});

describe("references stay inside the organization", () => {
  let intruder: Caller & { orgId: string };
  let intruderToken: string;
  beforeAll(async () => {
    intruder = await demoOrganization(services, "562000002");
    intruderToken = await tokenFor(intruder);
  });

  const eventCount = async () =>
    Number((await owner.selectFrom("ledger_events").select(owner.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const payment = (reference: object) =>
    app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { authorization: `Bearer ${intruderToken}`, "accept-language": "en" },
      payload: { direction: "expense", category: "maintenance", due_date: "2030-01-01", price: 100, ...reference },
    });

  it("answers another organization's contract or unit exactly as a made-up id, and writes nothing", async () => {
    const contract = await owner
      .selectFrom("contracts")
      .select(["id", "real_estate_id"])
      .where("org_id", "=", landlord.orgId)
      .executeTakeFirstOrThrow();
    const events = await eventCount();
    const answers = await Promise.all([
      payment({ contract_id: contract.id }),
      payment({ contract_id: crypto.randomUUID() }),
      payment({ real_estate_id: contract.real_estate_id }),
      payment({ real_estate_id: crypto.randomUUID() }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(answers[2]!.json()).toEqual(answers[3]!.json());
    expect(answers[0]!.json()).toMatchObject({
      code: "payment.unknownReference",
      fieldErrors: { contract_id: "Not found in your organization" },
    });
    expect(answers[2]!.json()).toMatchObject({ fieldErrors: { real_estate_id: "Not found in your organization" } });
    expect(await eventCount()).toBe(events);
  });

  it("cannot sign a lease on another organization's unit", async () => {
    const unit = await vacantUnit();
    const tenant = await owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", intruder.orgId)
      .where("type", "=", "tenant")
      .executeTakeFirstOrThrow();
    const response = await app.inject({
      method: "POST",
      url: "/api/contracts",
      headers: { authorization: `Bearer ${intruderToken}`, "accept-language": "en" },
      payload: { ...(await contractBody(unit, 2033)), tenant_id: tenant.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation.failed", fieldErrors: { real_estate_id: expect.any(String) } });
    expect(await contractsOn(unit)).toHaveLength(0);
  });

  it("cannot write a row that points into another organization, even bypassing the procedures", async () => {
    const unit = await vacantUnit();
    const attempts = [
      (orgId: string) =>
        withOrg(appDb, orgId, (trx) =>
          trx
            .insertInto("rent_quotations")
            .values({ org_id: orgId, real_estate_id: unit, prospect_name: "x", terms: "{}", created_by: intruder.userId })
            .execute(),
        ),
      (orgId: string) =>
        withOrg(appDb, orgId, (trx) =>
          trx.insertInto("real_estates").values({ org_id: orgId, kind: "unit", title: "x", parent_id: unit }).execute(),
        ),
    ];
    for (const attempt of attempts) await expect(attempt(intruder.orgId)).rejects.toMatchObject({ code: "23503" });
  });
});

describe("the application role", () => {
  it("may not write reference data or the migrations' bookkeeping, nor read the message outbox", async () => {
    const refused = [
      sql`insert into packages (code, name_ar, name_en, sort) values ('x', 'x', 'x', 99)`,
      sql`update package_permissions set value = 100000`,
      sql`update lookups set name_en = 'x'`,
      sql`delete from kysely_migration`,
      sql`select * from messages`,
      sql`delete from ledger_events`,
    ];
    for (const statement of refused) await expect(statement.execute(appDb)).rejects.toThrow(/permission denied/);
  });

  it("has exactly the privileges requests need", async () => {
    const { rows } = await sql<{ table_name: string; privileges: string }>`
      select table_name, string_agg(privilege_type, ',' order by privilege_type) as privileges
      from information_schema.role_table_grants where grantee = 'amlak_app' group by table_name order by table_name
    `.execute(owner);
    expect(Object.fromEntries(rows.map((row) => [row.table_name, row.privileges]))).toEqual({
      blog_images: "SELECT",
      blogs: "SELECT",
      cheques: "INSERT,SELECT,UPDATE",
      contacts: "DELETE,INSERT,SELECT,UPDATE",
      contract_drafts: "DELETE,INSERT,SELECT,UPDATE",
      collections: "INSERT,SELECT,UPDATE",
      contracts: "INSERT,SELECT,UPDATE",
      credit_notes: "INSERT,SELECT",
      document_sequences: "INSERT,SELECT,UPDATE",
      documents: "DELETE,INSERT,SELECT",
      effective_leases: "SELECT",
      email_confirmations: "INSERT,SELECT,UPDATE",
      idempotency_keys: "INSERT,SELECT",
      invoices: "INSERT,SELECT",
      journal_lines: "INSERT,SELECT",
      lease_settlements: "INSERT,SELECT",
      ledger_events: "INSERT,SELECT",
      lookups: "SELECT",
      management_agreements: "DELETE,INSERT,SELECT,UPDATE",
      marketers: "SELECT",
      organizations: "INSERT,SELECT,UPDATE",
      otp_challenges: "INSERT,SELECT,UPDATE",
      package_permissions: "SELECT",
      messages: "INSERT",
      organization_messages: "SELECT",
      organization_gateway_accounts: "DELETE,INSERT,SELECT,UPDATE",
      packages: "SELECT",
      payment_cards: "DELETE,INSERT,SELECT,UPDATE",
      payments: "INSERT,SELECT,UPDATE",
      portal_invitations: "INSERT,SELECT",
      portal_sign_ins: "SELECT",
      property_management_agreements: "DELETE,INSERT,SELECT,UPDATE",
      rate_limit_hits: "INSERT,SELECT",
      real_estate_occupancy: "SELECT",
      real_estates: "DELETE,INSERT,SELECT,UPDATE",
      receipts: "INSERT,SELECT",
      request_counts: "INSERT,SELECT,UPDATE",
      refresh_tokens: "DELETE,INSERT,SELECT,UPDATE",
      remittances: "INSERT,SELECT,UPDATE",
      rent_checkouts: "INSERT,SELECT,UPDATE",
      rent_quotations: "DELETE,INSERT,SELECT",
      rent_reminders: "SELECT",
      sandbox_gateway_invoices: "INSERT,SELECT",
      sandbox_gateway_payments: "INSERT,SELECT,UPDATE",
      sandbox_gateway_tokens: "INSERT,SELECT",
      subscription_invoice_counter: "SELECT,UPDATE",
      subscription_invoices: "INSERT,SELECT",
      subscription_payments: "INSERT,SELECT,UPDATE",
      subscription_refund_requests: "INSERT,SELECT",
      subscriptions: "INSERT,SELECT,UPDATE",
      support_messages: "INSERT,SELECT",
      tasks: "INSERT,SELECT,UPDATE",
      user_profile_surveys: "INSERT,SELECT,UPDATE",
      user_templates: "DELETE,INSERT,SELECT,UPDATE",
      users: "INSERT,SELECT,UPDATE",
      zatca_credentials: "INSERT,SELECT,UPDATE",
    });
  });

  it("gives the portal role (issue #20) only the reads of the portal, under its row-level security", async () => {
    const { rows } = await sql<{ table_name: string; privileges: string }>`
      select table_name, string_agg(privilege_type, ',' order by privilege_type) as privileges
      from information_schema.role_table_grants where grantee = 'amlak_portal' group by table_name order by table_name
    `.execute(owner);
    expect(Object.fromEntries(rows.map((row) => [row.table_name, row.privileges]))).toEqual({
      cheques: "SELECT",
      collections: "SELECT",
      contacts: "SELECT",
      contracts: "SELECT",
      credit_notes: "SELECT",
      documents: "SELECT",
      effective_leases: "SELECT",
      invoices: "SELECT",
      lease_settlements: "SELECT",
      lookups: "SELECT",
      payments: "SELECT",
      real_estate_occupancy: "SELECT",
      real_estates: "SELECT",
      receipts: "SELECT",
      remittances: "SELECT",
      tasks: "SELECT",
    });
  });
});

import { sql } from "kysely";
import { translate } from "@amlak/i18n";
import type { ValidationKey } from "@amlak/schemas";
import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import { describeError } from "./error-response.ts";
import { seedDemoAccount } from "./seed/demo.ts";
import { callerFor, testServices, TEST_AUTH } from "./testing/harness.ts";

const services = testServices();
const UUID = "11111111-1111-4111-8111-111111111111";
const { owner } = services.database;

/** Every row of every table, so a refused call can be shown to have changed nothing. */
async function snapshot(): Promise<string> {
  const { rows } = await sql<{ t: string }>`
    select string_agg(t, '|' order by t) as t from (
      select 'users:' || string_agg(u::text, ',' order by u.id) as t from users u
      union all select 'otp:' || count(*) from otp_challenges
      union all select 'sms:' || count(*) from messages
      union all select 'refresh:' || count(*) from refresh_tokens
      union all select 'hits:' || count(*) from rate_limit_hits
      union all select 'contacts:' || count(*) from contacts
      union all select 'events:' || count(*) from ledger_events
      union all select 'drafts:' || count(*) from contract_drafts
      union all select 'quotations:' || count(*) from rent_quotations
    ) s`.execute(owner);
  return rows[0]!.t;
}

type Call = (c: ReturnType<typeof callerFor>) => Promise<unknown>;

/** Makes the call, expects a translated validation.failed naming `field` and no change to any table; the Arabic and English bodies. */
async function expectRefused(call: Call, caller: Caller | null, field: string) {
  const before = await snapshot();
  const error = await call(callerFor(services, caller)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const ar = describeError(error, "ar", "r1");
  const en = describeError(error, "en", "r1");
  expect(ar.status).toBe(400);
  expect(ar.body.code).toBe("validation.failed");
  expect(ar.body.message).toBe("معلومات غير صحيحة");
  expect(en.body.message).toBe("Invalid information");
  expect(Object.keys(ar.body.fieldErrors ?? {})).toContain(field);
  expect(ar.body.fieldErrors?.[field]).toMatch(/[\u0600-\u06FF]/);
  expect(en.body.fieldErrors?.[field]).toMatch(/^[A-Z]/);
  expect(await snapshot()).toBe(before);
  return { ar: ar.body, en: en.body };
}

let demo: Caller;
beforeAll(async () => {
  await seedDemoAccount(owner, TEST_AUTH.demo, "2026-11-22");
  const user = await owner.selectFrom("users").select(["id", "org_id"]).where("phone", "=", TEST_AUTH.demo.phone).executeTakeFirstOrThrow();
  demo = { userId: user.id, orgId: user.org_id, type: "client_mock", sessionVersion: 0 };
});

describe("bad input is refused with a translated error and changes nothing", () => {
  const anonymousCalls: [string, Call, string][] = [
    ["auth.signup", (c) => c.auth.signup({ name: "", phone: "12345", email: "not-an-email", password: "short" }), "phone"],
    ["auth.login", (c) => c.auth.login({ phone: "0412345678", password: "" }), "phone"],
    ["auth.verify", (c) => c.auth.verify({ challenge: "nope", otp: "12" }), "challenge"],
    ["auth.resendOtp", (c) => c.auth.resendOtp({ challenge: "" }), "challenge"],
    ["auth.refresh", (c) => c.auth.refresh({ refreshToken: "" }), "refreshToken"],
    ["auth.logout", (c) => c.auth.logout({} as never), "refreshToken"],
    ["auth.forgotPassword", (c) => c.auth.forgotPassword({ phone: "abc" }), "phone"],
    ["auth.resetPassword", (c) => c.auth.resetPassword({ challenge: "x", otp: "x", password: "1" }), "password"],
  ];
  const memberCalls: [string, Call, string][] = [
    ["prefs.setJourney", (c) => c.prefs.setJourney({ journey: "yes" } as never), "journey"],
    ["prefs.actionReminder", (c) => c.prefs.actionReminder({ action: "dance" } as never), "action"],
    ["lookups.byGroup", (c) => c.lookups.byGroup({ group: "'; drop table users; --" }), "group"],
    ["contacts.list", (c) => c.contacts.list({ type: "landlord" as never }), "type"],
    ["realEstates.list", (c) => c.realEstates.list({ searchText: "x".repeat(101) }), "searchText"],
    [
      "contracts.create",
      (c) => c.contracts.create({ tenant_id: "x", real_estate_id: "y", contract_start: "2026-13-01" } as never),
      "tenant_id",
    ],
    ["contracts.get", (c) => c.contracts.get({ id: "1" }), "id"],
    ["contracts.cancel", (c) => c.contracts.cancel({ id: UUID, cancelled_on: "31/31/2026" }), "cancelled_on"],
    [
      "payments.create",
      (c) => c.payments.create({ direction: "gift", category: "rent", due_date: "2026-01-01", price: "1" } as never),
      "direction",
    ],
    ["payments.pay", (c) => c.payments.pay({ id: UUID, paid_date: "2026-01-01", payment_method: "bitcoin" } as never), "payment_method"],
    [
      "payments.split",
      (c) =>
        c.payments.split({
          id: UUID,
          parts: [
            { due_date: "2026-01-01", price: "0" },
            { due_date: "2026-01-01", price: "1" },
          ],
        }),
      "parts.0.price",
    ],
    ["payments.contacted", (c) => c.payments.contacted({ id: UUID, contacted: "yes" } as never), "contacted"],
    ["invoices.issue", (c) => c.invoices.issue({ payment_ids: [] }), "payment_ids"],
    ["receipts.issue", (c) => c.receipts.issue({ id: "" }), "id"],
    ["books.events", (c) => c.books.events({ stream: "wallet:1", after: 0, limit: 10 }), "stream"],
    ["contractDrafts.save", (c) => c.contractDrafts.save({ terms: { price: "abc" } } as never), "terms.price"],
    ["quotations.create", (c) => c.quotations.create({ prospect_name: "" } as never), "prospect_name"],
  ];

  it.each([...anonymousCalls.map((c) => [...c, false] as const), ...memberCalls.map((c) => [...c, true] as const)])(
    "%s",
    async (_name, call, field, signedIn) => {
      await expectRefused(call, signedIn ? demo : null, field);
    },
  );
});

describe("unbounded or hostile input is refused before any ledger event", () => {
  // Real parties and a real pending payment, so each body is refused for the one field it gets wrong.
  let terms: Record<string, unknown>;
  let paymentId: string;
  beforeAll(async () => {
    const unit = await owner
      .selectFrom("real_estates")
      .select("id")
      .where("org_id", "=", demo.orgId)
      .where("title", "=", "شقة 102")
      .executeTakeFirstOrThrow();
    const tenant = await owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", demo.orgId)
      .where("type", "=", "tenant")
      .executeTakeFirstOrThrow();
    const payment = await owner
      .selectFrom("payments")
      .select("id")
      .where("org_id", "=", demo.orgId)
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow();
    terms = {
      real_estate_id: unit.id,
      tenant_id: tenant.id,
      contract_start: "2027-01-01",
      contract_end: "2027-12-31",
      price: "60000",
      contract_interval: 1,
    };
    paymentId = payment.id;
  });
  const contract = (overrides: Record<string, unknown>) => ({ ...terms, ...overrides }) as never;
  const expense = { direction: "expense", category: "maintenance", due_date: "2027-02-01", price: "350" } as const;

  const calls: [string, Call, string, ValidationKey][] = [
    [
      "a contract from year 1 to 9999",
      (c) => c.contracts.create(contract({ contract_start: "0001-01-01", contract_end: "9999-12-31" })),
      "contract_end",
      "date.outOfRange",
    ],
    [
      "a 51-year monthly contract",
      (c) => c.contracts.create(contract({ contract_start: "2026-01-01", contract_end: "2076-12-31" })),
      "contract_end",
      "date.contractTooLong",
    ],
    [
      "a 51-year quotation",
      (c) => c.quotations.create(contract({ contract_start: "2026-01-01", contract_end: "2076-12-31", prospect_name: "مازن" })),
      "contract_end",
      "date.contractTooLong",
    ],
    [
      "a 51-year draft",
      (c) => c.contractDrafts.save({ terms: contract({ contract_start: "2026-01-01", contract_end: "2076-12-31" }) }),
      "terms.contract_end",
      "date.contractTooLong",
    ],
    ["contract_interval: true", (c) => c.contracts.create(contract({ contract_interval: true })), "contract_interval", "field.invalid"],
    ['contract_interval: "0x0c"', (c) => c.contracts.create(contract({ contract_interval: "0x0c" })), "contract_interval", "field.invalid"],
    ["contract_interval: [12]", (c) => c.contracts.create(contract({ contract_interval: [12] })), "contract_interval", "field.invalid"],
    ["a NUL in a payment comment", (c) => c.payments.create({ ...expense, comment: "صيانة\u0000" }), "comment", "field.controlCharacters"],
    ["an unknown payment category", (c) => c.payments.create({ ...expense, category: "services" } as never), "category", "field.invalid"],
    ["repeat_count: true", (c) => c.payments.create({ ...expense, repeat_count: true } as never), "repeat_count", "field.invalid"],
    [
      "a NUL in paid_notes",
      (c) => c.payments.pay({ id: paymentId, paid_date: "2027-01-01", payment_method: "cash", paid_notes: "\u0000" }),
      "paid_notes",
      "field.controlCharacters",
    ],
    ["a contacted call without contacted", (c) => c.payments.contacted({ id: paymentId } as never), "contacted", "field.required"],
    [
      "a NUL in contact notes",
      (c) => c.payments.contacted({ id: paymentId, contacted: true, notes: "\u0000" }),
      "notes",
      "field.controlCharacters",
    ],
    ["a NUL in a contact search", (c) => c.contacts.list({ searchText: "\u0000" }), "searchText", "field.controlCharacters"],
    ["an escape in a real-estate search", (c) => c.realEstates.list({ searchText: "\u001B[2J" }), "searchText", "field.controlCharacters"],
    ['books.events after "1e3"', (c) => c.books.events({ after: "1e3" }), "after", "field.invalid"],
  ];

  it.each(calls)("%s", async (_name, call, field, key) => {
    const { ar, en } = await expectRefused(call, demo, field);
    expect(ar.fieldErrors?.[field]).toBe(translate("ar", key));
    expect(en.fieldErrors?.[field]).toBe(translate("en", key));
  });

  it("still signs the same contract for exactly 30 years and reads a limit from query-string digits", async () => {
    const member = callerFor(services, demo);
    await expect(member.contracts.create(contract({ contract_end: "2057-01-01" }))).resolves.toMatchObject({ id: expect.any(String) });
    await expect(member.books.events({ after: "0", limit: "2" })).resolves.toHaveLength(2);
  });
});

describe("user types reach only their areas", () => {
  it("keeps the operational sub-client away from the dashboard and the viewer away from contacts", async () => {
    await seedDemoAccount(owner, { phone: "562000001", password: "Secret@123", email: "roles@example.sa" }, "2026-11-22");
    const user = await owner.selectFrom("users").select(["id", "org_id"]).where("phone", "=", "562000001").executeTakeFirstOrThrow();
    const as = (type: Caller["type"]) => callerFor(services, { userId: user.id, orgId: user.org_id, type, sessionVersion: 0 });
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => describeError(e, "en", "r").body.code,
      );
    expect(await refusal(as("operational_subClient").dashboard.overview())).toBe("auth.roleForbidden");
    expect(await refusal(as("viewer").contacts.list({}))).toBe("auth.roleForbidden");
    expect(await refusal(as("seoSpecialist").realEstates.list({}))).toBe("auth.roleForbidden");
    await expect(as("operational_subClient").realEstates.list({})).resolves.toMatchObject({ total: 11 });
    await expect(as("client").dashboard.overview()).resolves.toMatchObject({ units: 10 });
    expect(await refusal(callerFor(services, null).contacts.list({}))).toBe("auth.unauthorized");
  });
});

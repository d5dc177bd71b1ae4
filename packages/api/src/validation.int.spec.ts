import { sql } from "kysely";
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
      union all select 'sms:' || count(*) from sms_outbox
      union all select 'refresh:' || count(*) from refresh_tokens
      union all select 'hits:' || count(*) from rate_limit_hits
      union all select 'contacts:' || count(*) from contacts
      union all select 'events:' || count(*) from ledger_events
      union all select 'drafts:' || count(*) from contract_drafts
      union all select 'quotations:' || count(*) from rent_quotations
    ) s`.execute(owner);
  return rows[0]!.t;
}

describe("bad input is refused with a translated error and changes nothing", () => {
  let demo: Caller;
  beforeAll(async () => {
    await seedDemoAccount(owner, TEST_AUTH.demo, "2026-11-22");
    const user = await owner.selectFrom("users").select(["id", "org_id"]).where("phone", "=", TEST_AUTH.demo.phone).executeTakeFirstOrThrow();
    demo = { userId: user.id, orgId: user.org_id, type: "client_mock" };
  });

  const anonymousCalls: [string, (c: ReturnType<typeof callerFor>) => Promise<unknown>, string][] = [
    ["auth.signup", (c) => c.auth.signup({ name: "", phone: "12345", email: "not-an-email", password: "short" }), "phone"],
    ["auth.login", (c) => c.auth.login({ phone: "0412345678", password: "" }), "phone"],
    ["auth.verify", (c) => c.auth.verify({ challenge: "nope", otp: "12" }), "challenge"],
    ["auth.resendOtp", (c) => c.auth.resendOtp({ challenge: "" }), "challenge"],
    ["auth.refresh", (c) => c.auth.refresh({ refreshToken: "" }), "refreshToken"],
    ["auth.logout", (c) => c.auth.logout({} as never), "refreshToken"],
    ["auth.forgotPassword", (c) => c.auth.forgotPassword({ phone: "abc" }), "phone"],
    ["auth.resetPassword", (c) => c.auth.resetPassword({ challenge: "x", otp: "x", password: "1" }), "password"],
  ];
  const memberCalls: [string, (c: ReturnType<typeof callerFor>) => Promise<unknown>, string][] = [
    ["prefs.setJourney", (c) => c.prefs.setJourney({ journey: "yes" } as never), "journey"],
    ["prefs.actionReminder", (c) => c.prefs.actionReminder({ action: "dance" } as never), "action"],
    ["lookups.byGroup", (c) => c.lookups.byGroup({ group: "'; drop table users; --" }), "group"],
    ["contacts.list", (c) => c.contacts.list({ type: "landlord" as never }), "type"],
    ["realEstates.list", (c) => c.realEstates.list({ searchText: "x".repeat(101) }), "searchText"],
    ["contracts.create", (c) => c.contracts.create({ tenant_id: "x", real_estate_id: "y", contract_start: "2026-13-01" } as never), "tenant_id"],
    ["contracts.get", (c) => c.contracts.get({ id: "1" }), "id"],
    ["contracts.cancel", (c) => c.contracts.cancel({ id: UUID, cancelled_on: "31/31/2026" }), "cancelled_on"],
    ["payments.create", (c) => c.payments.create({ direction: "gift", category: "rent", due_date: "2026-01-01", price: "1" } as never), "direction"],
    ["payments.pay", (c) => c.payments.pay({ id: UUID, paid_date: "2026-01-01", payment_method: "bitcoin" } as never), "payment_method"],
    ["payments.split", (c) => c.payments.split({ id: UUID, parts: [{ due_date: "2026-01-01", price: "0" }, { due_date: "2026-01-01", price: "1" }] }), "parts.0.price"],
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
      const before = await snapshot();
      const error = await call(callerFor(services, signedIn ? demo : null)).then(() => null, (e: unknown) => e);
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
    },
  );
});

describe("user types reach only their areas", () => {
  it("keeps the operational sub-client away from the dashboard and the viewer away from contacts", async () => {
    await seedDemoAccount(owner, { phone: "562000001", password: "Secret@123", email: "roles@example.sa" }, "2026-11-22");
    const user = await owner.selectFrom("users").select(["id", "org_id"]).where("phone", "=", "562000001").executeTakeFirstOrThrow();
    const as = (type: Caller["type"]) => callerFor(services, { userId: user.id, orgId: user.org_id, type });
    const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => describeError(e, "en", "r").body.code);
    expect(await refusal(as("operational_subClient").dashboard.overview())).toBe("auth.roleForbidden");
    expect(await refusal(as("viewer").contacts.list({}))).toBe("auth.roleForbidden");
    expect(await refusal(as("seoSpecialist").realEstates.list({}))).toBe("auth.roleForbidden");
    await expect(as("operational_subClient").realEstates.list({})).resolves.toHaveLength(11);
    await expect(as("client").dashboard.overview()).resolves.toMatchObject({ units: 10 });
    expect(await refusal(callerFor(services, null).contacts.list({}))).toBe("auth.unauthorized");
  });
});

import { withPortal } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { money, toFixed2 } from "@amlak/money";
import { beforeAll, describe, expect, it } from "vitest";
import { readAccessToken } from "./auth/access-token.ts";
import { readPortalToken, type PortalCaller } from "./auth/portal-token.ts";
import { startSession } from "./auth/sessions.ts";
import type { Caller } from "./context.ts";
import { createCaller } from "./root.ts";
import {
  callerFor,
  contactIdOf,
  contextFor,
  demoOrganization,
  portalApi as portalApiOf,
  portalSignIn,
  refusalOf,
  staffCaller,
  TEST_AUTH,
  testServices,
  trialOrganization,
} from "./testing/harness.ts";

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());

// Demo contacts (seed/demo-portfolio.ts), in every demo organization: tenant 1 rents from both landlords.
const TENANT_1 = "507334455";
const TENANT_2 = "508445566";
const LESSOR_1 = "505112233";
const UNKNOWN = "599887766";
const OTHER_LESSOR = "505998877";

const tenant1: PortalCaller = { phone: TENANT_1, role: "tenant" };
const tenant2: PortalCaller = { phone: TENANT_2, role: "tenant" };
const owner1: PortalCaller = { phone: LESSOR_1, role: "owner" };

let orgA: Caller & { orgId: string };
let orgB: Caller & { orgId: string };
let orgWithoutContacts: Caller & { orgId: string };

/** The API as a request carrying a portal token (and no member token) would reach it. */
const portalApi = (portal: PortalCaller | null, lang: Lang = "en") => portalApiOf(services, portal, lang);

const contactId = (orgId: string, phone: string) => contactIdOf(owner, orgId, phone);

const messagesTo = (phone: string) =>
  owner.selectFrom("messages").select(["purpose", "lang", "body"]).where("recipient", "=", phone).orderBy("id").execute();

const signIn = (phone: string, role: PortalCaller["role"]) => portalSignIn(services, phone, role);

beforeAll(async () => {
  orgA = await demoOrganization(services, "566500011");
  orgB = await demoOrganization(services, "566500012");
  orgWithoutContacts = await trialOrganization(services, "566500013", today);
});

describe("portal sign-in", () => {
  it("texts a code only when a contact of the role has the phone, in the request's language, answering alike", async () => {
    const unknown = await portalApi(null).portal.login({ phone: UNKNOWN, role: "tenant" });
    const wrongRole = await portalApi(null).portal.login({ phone: TENANT_2, role: "owner" });
    const known = await portalApi(null, "ar").portal.login({ phone: TENANT_2, role: "tenant" });
    for (const answer of [unknown, known, wrongRole]) expect(Object.keys(answer)).toEqual(["token"]);
    expect(await messagesTo(UNKNOWN)).toEqual([]);
    const sent = await messagesTo(TENANT_2);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ purpose: "otp.portal", lang: "ar", body: expect.stringMatching(/\d{6}/) });
    expect(sent[0]!.body).toMatch(/[\u0600-\u06FF]/);

    // A made-up challenge is refused as an expired one, so neither verifying nor resending it tells anything either.
    const expired = { status: 400, body: { code: "auth.challengeExpired" } };
    for (const token of [unknown.token, known.token]) {
      expect(await refusalOf(portalApi(null).auth.resendOtp({ challenge: token }))).toMatchObject(expired);
    }
    expect(await refusalOf(portalApi(null).portal.verify({ token: unknown.token, otp: "123456" }))).toMatchObject(expired);
  });

  it("signs in with the code: a portal token naming the phone and role, which no member procedure takes", async () => {
    const session = await signIn(TENANT_1, "tenant");
    expect(session.role).toBe("tenant");
    expect(await readPortalToken(TEST_AUTH, session.token, new Date())).toEqual(tenant1);
    expect(await readAccessToken(TEST_AUTH, session.token, new Date())).toBeNull();
    const member = await startSession({ db: owner, auth: TEST_AUTH, now: new Date() }, orgA);
    expect(await readPortalToken(TEST_AUTH, member.token, new Date())).toBeNull();
  });

  it("rotates the refresh token; one used twice, or signing out, ends the whole portal session", async () => {
    const first = await signIn(TENANT_1, "tenant");
    const second = await portalApi(null).portal.refresh({ refreshToken: first.refreshToken });
    expect(second.role).toBe("tenant");
    expect(await readPortalToken(TEST_AUTH, second.token, new Date())).toEqual(tenant1);
    const reused = await refusalOf(portalApi(null).portal.refresh({ refreshToken: first.refreshToken }));
    expect(reused).toMatchObject({ status: 401, body: { code: "auth.refreshInvalid" } });
    expect(await refusalOf(portalApi(null).portal.refresh({ refreshToken: second.refreshToken }))).toMatchObject({ status: 401 });

    const signedOut = await signIn(TENANT_1, "tenant");
    await portalApi(null).portal.logout({ refreshToken: signedOut.refreshToken });
    expect(await refusalOf(portalApi(null).portal.refresh({ refreshToken: signedOut.refreshToken }))).toMatchObject({ status: 401 });
  });

  it("keeps member and portal refresh tokens apart, refusing each on the other's refresh without ending it", async () => {
    const portal = await signIn(LESSOR_1, "owner");
    const member = await startSession({ db: owner, auth: TEST_AUTH, now: new Date() }, orgA);
    expect(await refusalOf(portalApi(null).auth.refresh({ refreshToken: portal.refreshToken }))).toMatchObject({ status: 401 });
    expect(await refusalOf(portalApi(null).portal.refresh({ refreshToken: member.refreshToken }))).toMatchObject({ status: 401 });
    expect((await portalApi(null).portal.refresh({ refreshToken: portal.refreshToken })).role).toBe("owner");
    expect(await portalApi(null).auth.refresh({ refreshToken: member.refreshToken })).toHaveProperty("token");
  });
});

describe("a tenant's portal", () => {
  it("lists every organization that leases to the tenant, and asks which when one is not named", async () => {
    const me = await portalApi(tenant1).portal.me();
    expect(me).toMatchObject({ role: "tenant", phone: TENANT_1 });
    expect(new Set(me.organizations.map((org) => org.org_id))).toEqual(new Set([orgA.orgId, orgB.orgId]));
    expect(me.organizations.every((org) => org.title.length > 0 && org.contact_name.length > 0)).toBe(true);
    expect(await refusalOf(portalApi(tenant1).portal.contracts({}))).toMatchObject({
      status: 409,
      body: { code: "portal.chooseOrganization" },
    });
    expect(await refusalOf(portalApi(tenant1).portal.contracts({ org_id: orgWithoutContacts.orgId }))).toMatchObject({ status: 404 });
  });

  it("shows each of two tenants of one landlord their own contracts and schedule, due and overdue by the Riyadh day", async () => {
    for (const tenant of [tenant1, tenant2]) {
      const id = await contactId(orgA.orgId, tenant.phone);
      const api = portalApi(tenant);
      const contracts = await api.portal.contracts({ org_id: orgA.orgId });
      const theirs = await owner.selectFrom("contracts").select(["id", "price"]).where("tenant_id", "=", id).execute();
      expect(new Set(contracts.map((contract) => contract.id))).toEqual(new Set(theirs.map((contract) => contract.id)));
      expect(contracts[0]).toMatchObject({
        status: "Contract_Ongoing",
        real_estate_title: expect.any(String),
        payment_cycle: expect.any(Number),
      });

      const payments = await api.portal.payments({ org_id: orgA.orgId });
      const expected = await owner
        .selectFrom("payments as p")
        .innerJoin("contracts as c", "c.id", "p.contract_id")
        .select(["p.id", "p.status", "p.due_date"])
        .where("c.tenant_id", "=", id)
        .where("p.party", "=", "tenant")
        .where("p.direction", "=", "income")
        .where("p.status", "in", ["pending", "paid"])
        .orderBy("p.due_date")
        .orderBy("p.id")
        .execute();
      expect(payments.map((payment) => payment.id)).toEqual(expected.map((payment) => payment.id));
      for (const payment of payments) expect(payment.overdue).toBe(payment.status === "pending" && payment.due_date < today);
    }
  });

  it("shows a tenant of two landlords, in each organization, only that landlord's contract", async () => {
    const inA = await portalApi(tenant1).portal.contracts({ org_id: orgA.orgId });
    const inB = await portalApi(tenant1).portal.contracts({ org_id: orgB.orgId });
    const ofB = await owner.selectFrom("contracts").select("id").where("org_id", "=", orgB.orgId).execute();
    expect(inB.length).toBeGreaterThan(0);
    expect(inA.some((contract) => ofB.some((row) => row.id === contract.id))).toBe(false);
    // Another organization's contract named as the filter yields nothing.
    expect(await portalApi(tenant1).portal.payments({ org_id: orgA.orgId, contract_id: inB[0]!.id })).toEqual([]);
  });

  it("shows the tenant the cheques they handed over and where each stands, and another tenant none of them", async () => {
    const landlord = callerFor(services, orgA);
    const { ids } = await landlord.cheques.register({
      tenant_id: await contactId(orgA.orgId, TENANT_1),
      cheques: [
        { number: "810001", bank: "Al Rajhi", amount: "2000", due_date: "2030-02-01" },
        { number: "810002", bank: "Al Rajhi", amount: "2000", due_date: "2030-03-01" },
      ],
    } as never);
    await landlord.cheques.deposit({ id: ids[0]!, date: today } as never);
    const seen = await portalApi(tenant1).portal.cheques({ org_id: orgA.orgId });
    expect(seen.filter((cheque) => ids.includes(cheque.id)).map((cheque) => [cheque.number, cheque.status])).toEqual([
      ["810001", "deposited"],
      ["810002", "held"],
    ]);
    for (const [api, org] of [
      [portalApi(tenant2), orgA.orgId],
      [portalApi(tenant1), orgB.orgId],
    ] as const) {
      expect((await api.portal.cheques({ org_id: org })).some((cheque) => ids.includes(cheque.id))).toBe(false);
    }
  });

  it("gives the tenant the statement their landlord's contact page shows", async () => {
    const id = await contactId(orgA.orgId, TENANT_1);
    const portal = await portalApi(tenant1).portal.statement({ org_id: orgA.orgId });
    const landlord = await callerFor(services, orgA).contacts.statement({ id, to: today });
    expect(portal.lines.map((line) => line.paymentId)).toEqual(landlord.lines.map((line) => line.paymentId));
    expect(toFixed2(portal.closing)).toBe(toFixed2(landlord.closing));
  });

  it("prints the tenant's receipt, tax invoice and the notes on it, and finds no other tenant's", async () => {
    const id = await contactId(orgA.orgId, TENANT_1);
    const paid = await owner
      .selectFrom("payments as p")
      .innerJoin("contracts as c", "c.id", "p.contract_id")
      .select("p.id")
      .where("c.tenant_id", "=", id)
      .where("p.party", "=", "tenant")
      .where("p.status", "=", "paid")
      .executeTakeFirstOrThrow();
    const landlord = callerFor(services, orgA);
    const receipt = await landlord.receipts.issue({ id: paid.id });
    const invoice = await landlord.invoices.issue({ payment_ids: [paid.id] });

    const input = { org_id: orgA.orgId, id: paid.id };
    expect(await portalApi(tenant1).portal.receipt(input)).toMatchObject({ id: receipt.id, payment_id: paid.id });
    expect(await portalApi(tenant1).portal.invoice(input)).toMatchObject({ id: invoice.id, payment_ids: [paid.id] });
    const payments = await portalApi(tenant1).portal.payments({ org_id: orgA.orgId });
    expect(payments.find((payment) => payment.id === paid.id)).toMatchObject({ receipt_id: receipt.id, invoice_id: invoice.id });

    // A credit note on the invoice is listed with the payment and read by its tenant, and by no other.
    const note = await landlord.creditNotes.issue({ invoice_id: invoice.id, note_type: "credit", reason: "refund", amount: "100" });
    const withNote = (await portalApi(tenant1).portal.payments({ org_id: orgA.orgId })).find((payment) => payment.id === paid.id);
    expect(withNote?.notes).toEqual([{ id: note.id, note_type: "credit", number: note.number }]);
    expect(await portalApi(tenant1).portal.creditNote({ org_id: orgA.orgId, id: note.id })).toMatchObject({
      id: note.id,
      invoice: { id: invoice.id },
    });

    for (const [api, org] of [
      [portalApi(tenant2), orgA.orgId],
      [portalApi(tenant1), orgB.orgId],
    ] as const) {
      expect(await refusalOf(api.portal.receipt({ org_id: org, id: paid.id }))).toMatchObject({ status: 404 });
      expect(await refusalOf(api.portal.invoice({ org_id: org, id: paid.id }))).toMatchObject({ status: 404 });
      expect(await refusalOf(api.portal.creditNote({ org_id: org, id: note.id }))).toMatchObject({ status: 404 });
    }
    expect(await portalApi(tenant1).portal.letterhead({ org_id: orgA.orgId })).toMatchObject({
      name: expect.any(String),
      vatRegistered: true,
    });
  });
});

describe("an owner's portal", () => {
  it("lists the lessor's real estates with their occupancy, and none of another lessor's", async () => {
    const lessor = await contactId(orgA.orgId, LESSOR_1);
    const properties = await portalApi(owner1).portal.properties({ org_id: orgA.orgId });
    const theirs = await owner.selectFrom("real_estates").select("id").where("lessor_id", "=", lessor).execute();
    expect(new Set(properties.map((property) => property.id))).toEqual(new Set(theirs.map((estate) => estate.id)));
    const rented = properties.filter((property) => property.occupancy === "Rented");
    expect(rented.length).toBeGreaterThan(0);
    for (const property of rented)
      expect(property).toMatchObject({ tenant_name: expect.any(String), contract_end_date: expect.any(String) });
  });

  it("gives the owner the statement the landlord's owner statement report shows for them", async () => {
    const lessor = await contactId(orgA.orgId, LESSOR_1);
    const period = { from: "2000-01-01", to: today };
    const portal = await portalApi(owner1, "ar").portal.ownerStatement({ org_id: orgA.orgId, ...period });
    const landlord = await callerFor(services, orgA, "ar").ownerStatements.get({ lessor, start_date: period.from, end_date: period.to });
    expect(portal).toEqual(landlord);
    expect(money(portal.collected).gt(0)).toBe(true);
  });
});

describe("an owner's management fee invoices in the portal", () => {
  it("lets the owner open each fee invoice and the credit note that cancelled one, and no other owner either", async () => {
    const lessor = await contactId(orgA.orgId, LESSOR_1);
    const landlord = callerFor(services, orgA);
    await landlord.owners.saveAgreement({
      lessor_id: lessor,
      fee_kind: "percent",
      fee_value: "5",
      expense_categories: [],
      effective_from: "2000-01-01",
    });
    const period = { lessor_id: lessor, from: "2000-01-01", to: today };
    const remit = async () =>
      landlord.owners.remit({
        ...period,
        paid_date: today,
        amount: toFixed2((await landlord.owners.proposal(period)).due),
        method: "bankTransfer",
      });
    const first = await remit();
    await landlord.owners.reverse({ id: first.id });
    const second = await remit();

    const owners = portalApi(owner1);
    const invoices = await owners.portal.feeInvoices({ org_id: orgA.orgId });
    expect(invoices.map((invoice) => [invoice.id, invoice.notes.map((note) => note.note_type)])).toEqual([
      [second.invoice_id, []],
      [first.invoice_id, ["credit"]],
    ]);
    const note = invoices[1]!.notes[0]!;
    expect(money(note.total).eq(invoices[1]!.total)).toBe(true);
    expect(await owners.portal.feeInvoice({ org_id: orgA.orgId, id: first.invoice_id! })).toMatchObject({
      id: first.invoice_id,
      payment_ids: [],
    });
    expect(await owners.portal.feeCreditNote({ org_id: orgA.orgId, id: note.id })).toMatchObject({
      invoice: { id: first.invoice_id },
      reason: "cancellation",
    });

    // Another owner of the organization, and the same phone's owner in another organization, see none of it.
    const other = await owner
      .selectFrom("contacts")
      .select("id")
      .where("org_id", "=", orgA.orgId)
      .where("type", "=", "lessor")
      .where("id", "!=", lessor)
      .executeTakeFirstOrThrow();
    await owner.updateTable("contacts").set({ phone: OTHER_LESSOR }).where("id", "=", other.id).execute();
    for (const [api, org] of [
      [portalApi({ phone: OTHER_LESSOR, role: "owner" }), orgA.orgId],
      [owners, orgB.orgId],
    ] as const) {
      expect(await api.portal.feeInvoices({ org_id: org })).toEqual([]);
      expect(await refusalOf(api.portal.feeInvoice({ org_id: org, id: first.invoice_id! }))).toMatchObject({ status: 404 });
      expect(await refusalOf(api.portal.feeCreditNote({ org_id: org, id: note.id }))).toMatchObject({ status: 404 });
    }
    // Row-level security itself hides them, whatever a query asks for.
    const seen = await withPortal(services.database.app, { orgId: orgA.orgId, contactIds: [other.id] }, async (trx) => [
      (await trx.selectFrom("invoices").select("id").where("remittance_id", "is not", null).execute()).length,
      (await trx.selectFrom("credit_notes").select("id").execute()).length,
    ]);
    expect(seen).toEqual([0, 0]);
  });
});

describe("each kind of token only where it belongs", () => {
  const tenantReads = {
    contracts: (org: string) => ({ org_id: org }),
    payments: (org: string) => ({ org_id: org }),
    statement: (org: string) => ({ org_id: org }),
    receipt: (org: string) => ({ org_id: org, id: crypto.randomUUID() }),
    invoice: (org: string) => ({ org_id: org, id: crypto.randomUUID() }),
    creditNote: (org: string) => ({ org_id: org, id: crypto.randomUUID() }),
  };
  const ownerReads = {
    properties: (org: string) => ({ org_id: org }),
    ownerStatement: (org: string) => ({ org_id: org, from: "2026-01-01", to: today }),
    feeInvoices: (org: string) => ({ org_id: org }),
    feeInvoice: (org: string) => ({ org_id: org, id: crypto.randomUUID() }),
    feeCreditNote: (org: string) => ({ org_id: org, id: crypto.randomUUID() }),
  };
  type Read = keyof typeof tenantReads | keyof typeof ownerReads | "me" | "letterhead";
  const readAs = (api: ReturnType<typeof portalApi>, read: Read, input: object) =>
    (api.portal[read] as (input: object) => Promise<unknown>)(input);
  const every = { ...tenantReads, ...ownerReads, me: () => ({}), letterhead: (org: string) => ({ org_id: org }) };

  it("refuses member and staff tokens on every portal read (401)", async () => {
    const staff = await staffCaller(services, "system", "566500019");
    for (const caller of [orgA, { ...orgA, type: "subClient" as const }, staff]) {
      const api = createCaller({ ...contextFor(services, caller), portal: null });
      for (const [read, input] of Object.entries(every)) {
        expect(await refusalOf(readAs(api, read as Read, input(orgA.orgId))), `${read} as ${caller.type}`).toMatchObject({
          status: 401,
          body: { code: "auth.unauthorized" },
        });
      }
    }
  });

  it("refuses a tenant's token on the owner's reads and an owner's on the tenant's (403)", async () => {
    for (const [read, input] of Object.entries(ownerReads)) {
      expect(await refusalOf(readAs(portalApi(tenant1), read as Read, input(orgA.orgId))), read).toMatchObject({ status: 403 });
    }
    for (const [read, input] of Object.entries(tenantReads)) {
      expect(await refusalOf(readAs(portalApi(owner1), read as Read, input(orgA.orgId))), read).toMatchObject({ status: 403 });
    }
  });

  it("refuses portal tokens on member and staff procedures (401)", async () => {
    for (const portal of [tenant1, owner1]) {
      const api = portalApi(portal);
      const calls = [
        api.session.me(),
        api.contacts.list({}),
        api.contracts.list({}),
        api.payments.list({}),
        api.organization.letterhead(),
        api.ownerStatements.get({ lessor: crypto.randomUUID(), start_date: "2026-01-01", end_date: today }),
        api.profile.get(),
        api.adminConfig.packages(),
      ];
      for (const call of calls) expect(await refusalOf(call)).toMatchObject({ status: 401 });
    }
  });
});

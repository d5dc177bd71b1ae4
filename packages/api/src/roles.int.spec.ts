import {
  addDays,
  canAccessArea,
  hiddenPaymentTypes,
  mayPerform,
  reportAccess,
  riyadhToday,
  USER_TYPES,
  type UserType,
} from "@amlak/domain";
import { money, toFixed2 } from "@amlak/money";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { callerFor, testServices } from "./testing/harness.ts";
import {
  answerOf,
  call,
  idFieldsOf,
  madeUpRows,
  organizationDigest,
  prepareOrganization,
  PROCEDURES,
  type Organization,
} from "./testing/isolation.ts";
import { ISOLATION, type ForeignProbe, type OrgRows, type Probe } from "./testing/isolation-registry.ts";
import { ROLE_RULES, type RoleRule, type TypedRows } from "./testing/role-registry.ts";

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());

/** Every payment type some user type may not see: the probes name records of each. */
const HIDDEN_TYPES = [...new Set(USER_TYPES.flatMap(hiddenPaymentTypes))];

const passes = (type: UserType, rule: RoleRule) => {
  if ("action" in rule) return mayPerform(type, rule.action);
  if ("area" in rule) return canAccessArea(type, rule.area);
  if ("staff" in rule || "portal" in rule) return false;
  return reportAccess(type, [], rule.report) !== "hidden";
};

const isForeign = (probe: Probe): probe is ForeignProbe => "input" in probe;
/** The isolation registry's first probe of the procedure that names rows: sent with the organization's own rows. */
function isolationCall(path: string): ((rows: OrgRows) => unknown) | undefined {
  const [router, name] = path.split(".") as [string, string];
  const entry = ISOLATION[router];
  const probe = entry && !("exempt" in entry) ? entry.procedures[name]?.find(isForeign) : undefined;
  return probe && ((rows) => probe.input(rows, rows));
}

const madeUpTyped = (): TypedRows => ({
  pending: crypto.randomUUID(),
  paid: crypto.randomUUID(),
  documented: crypto.randomUUID(),
  receipt: crypto.randomUUID(),
  invoice: crypto.randomUUID(),
});

interface Case {
  path: string;
  type: UserType;
  /** What the call names, e.g. "commission records" or "its own rows". */
  names: string;
  refused: boolean;
  input: () => unknown;
  madeUp: () => unknown;
}

let org: Organization;
const typed = new Map<string, TypedRows>();
const rowsOf = () => org.rows;

const cases: Case[] = Object.entries(ROLE_RULES).flatMap(([path, entry]) => {
  if ("own" in entry || !PROCEDURES[path]) return [];
  const plain = entry.call ?? isolationCall(path);
  return USER_TYPES.flatMap((type): Case[] => {
    const forbidden = entry.needs.some((rule) => !passes(type, rule));
    const own: Case[] = plain
      ? [{ path, type, names: "its own rows", refused: forbidden, input: () => plain(rowsOf()), madeUp: () => plain(madeUpRows()) }]
      : [];
    const ofTypes = HIDDEN_TYPES.flatMap((paymentType) =>
      (entry.typed ?? []).map((typedCall, k) => ({
        path,
        type,
        names: `${paymentType} records (probe ${k + 1})`,
        refused: forbidden || hiddenPaymentTypes(type).includes(paymentType),
        input: () => typedCall(typed.get(paymentType)!),
        madeUp: () => typedCall(madeUpTyped()),
      })),
    );
    return [...own, ...ofTypes];
  });
});

const ledgerEventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from ledger_events where org_id = ${org.orgId}`.execute(owner)).rows[0]!.n);

describe("the role registry", () => {
  it("classifies every procedure that takes a record id, and names only procedures appRouter has", () => {
    const missing = Object.entries(PROCEDURES)
      .filter(([path, procedure]) => idFieldsOf(procedure).length > 0 && !ROLE_RULES[path])
      .map(([path]) => path);
    expect(
      missing,
      `Procedures taking a record id with no role rule: ${missing.join(", ")}. Add each to ROLE_RULES in ` +
        "packages/api/src/testing/role-registry.ts with the domain rules it needs (and `typed` calls when it acts on payments).",
    ).toEqual([]);
    expect(Object.keys(ROLE_RULES).filter((path) => !PROCEDURES[path])).toEqual([]);
  });

  it("has a call for every classified procedure, and a reason for every one that acts on the caller alone", () => {
    const problems = Object.entries(ROLE_RULES).flatMap(([path, entry]) => {
      if ("own" in entry) return entry.own.trim().split(/\s+/).length < 5 ? [`${path}: say why no role rule applies`] : [];
      return entry.call || isolationCall(path) ? [] : [`${path}: no call (give \`call\`, or a probe in the isolation registry)`];
    });
    expect(problems).toEqual([]);
  });

  it("probes every payment type some user type may not see", () => {
    expect(HIDDEN_TYPES.length).toBeGreaterThan(0);
  });
});

describe("every user type on records it may not see or change", () => {
  beforeAll(async () => {
    org = await prepareOrganization(services, "569100001", { starts: today, price: "72000" });
    for (const [paymentType, rows] of await recordsOfHiddenTypes(org)) typed.set(paymentType, rows);
  }, 180_000);

  for (const testCase of cases) {
    const { path, type, names, refused } = testCase;
    const query = PROCEDURES[path]!._def.type === "query";
    if (!refused && !query) continue; // an allowed change is the procedure's own spec's business
    const title = refused ? "refused as for records that do not exist, changing nothing" : "answered";
    it(`${path} as ${type} naming ${names}: ${title}`, async (context) => {
      const as = { ...org, type };
      const input = testCase.input();
      if (input === null) return context.skip("the payment type has no such record");
      if (!refused) {
        expect(await answerOf(call(services, as, path, input))).toHaveProperty("returns");
        return;
      }
      const before = { digest: await organizationDigest(owner, org.orgId), events: await ledgerEventCount() };
      const answer = await answerOf(call(services, as, path, input));
      const madeUp = await answerOf(call(services, as, path, testCase.madeUp()));
      expect.soft(answer).toHaveProperty("refused");
      expect.soft(answer, "the same call naming records no one has").toEqual(madeUp);
      expect.soft(await ledgerEventCount(), "ledger events appended").toBe(before.events);
      expect.soft(await organizationDigest(owner, org.orgId), "tables of the organization changed").toEqual(before.digest);
    });
  }
});

/**
 * For each hidden payment type, records made by the client: a lease carrying every commission, whose pending payment of
 * that type is split in three (a part stays pending, one is paid, one is paid with its receipt and tax invoice).
 */
async function recordsOfHiddenTypes(organization: Organization): Promise<Map<string, TypedRows>> {
  const api = callerFor(services, organization);
  const { rows } = organization;
  const unit = await api.realEstates.create({ kind: "unit", name: "probe unit of the roles", lessor_id: rows.lessor } as never);
  const lease = await api.contracts.create({
    real_estate_id: unit.id,
    tenant_id: rows.tenant,
    lessor_id: rows.lessor,
    contract_start: today,
    contract_end: addDays(today, 364),
    price: "24000",
    contract_interval: 12,
    annual_commission: "1200",
    additional_commission: "600",
    is_taxable: true,
  } as never);
  const payments = await api.contracts.payments({ id: lease.id });
  const made = new Map<string, TypedRows>();
  for (const paymentType of HIDDEN_TYPES) {
    const payment = payments.find((p) => (p.payment_type ?? p.category) === paymentType && p.status === "pending");
    if (!payment) throw new Error(`The probe lease has no pending ${paymentType}: make recordsOfHiddenTypes schedule one`);
    const rest = toFixed2(money(payment.price).minus(2));
    const { partIds } = await api.payments.split({
      id: payment.id,
      parts: [
        { due_date: today, price: "1" },
        { due_date: today, price: "1" },
        { due_date: today, price: rest },
      ],
    });
    const [pending, paid, documented] = partIds as [string, string, string];
    for (const id of [paid, documented]) await api.payments.pay({ id, paid_date: today, payment_method: "cash" });
    const invoice = await api.invoices.issue({ payment_ids: [documented] });
    const receipt = await answerOf(api.receipts.issue({ id: documented }));
    if ("refused" in receipt) expect(receipt).toEqual({ refused: "receipt.notCollected" });
    const receiptId = "returns" in receipt ? (receipt.returns as { id: string }).id : null;
    made.set(paymentType, { pending, paid, documented, receipt: receiptId, invoice: invoice.id });
  }
  return made;
}

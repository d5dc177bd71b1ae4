import { withOrg } from "@amlak/db";
import { riyadhToday } from "@amlak/domain";
import { add, money, toFixed2 } from "@amlak/money";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CONTACTS, DEMO_CONTRACTS, DEMO_STANDALONE, DEMO_UNITS } from "./seed/demo-portfolio.ts";
import { callerFor, testServices } from "./testing/harness.ts";
import {
  answerOf,
  call,
  expectedAnswer,
  idFieldsOf,
  madeUpRows,
  mentionsOf,
  organizationDigest,
  organizationIds,
  pathsCarrying,
  prepareOrganization,
  PROCEDURES,
  type Organization,
} from "./testing/isolation.ts";
import {
  ISOLATION,
  OPAQUE_ID_FIELDS,
  type CreateProbe,
  type ForeignProbe,
  type OwnChangeProbe,
  type Probe,
  type ReadProbe,
} from "./testing/isolation-registry.ts";

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());
const REPO = fileURLToPath(new URL("../../../", import.meta.url));

// A: the other organization, whose rows B's calls name. Its title is a text only A has, so a leak of it shows.
const TITLE_OF_A = "مؤسسة أ لاختبار العزل";
let a: Organization;
let b: Organization;
let idsOfA: Set<string>;

const isRead = (probe: Probe): probe is ReadProbe => "read" in probe;
const isCreate = (probe: Probe): probe is CreateProbe => "creates" in probe;
const isForeign = (probe: Probe): probe is ForeignProbe => "input" in probe;
const isOwnChange = (probe: Probe): probe is OwnChangeProbe => "changesOwn" in probe;
const routerOf = (path: string) => path.split(".")[0]!;
/** "terms.tenant_id" → "tenant_id", "payment_ids[]" → "payment_ids". */
const leafOf = (field: string) => field.replace(/\[\]$/, "").split(".").at(-1)!;
const coveredEntry = (router: string) => {
  const entry = ISOLATION[router];
  return entry && !("exempt" in entry) ? entry : undefined;
};

/** Every probe of the registry whose procedure appRouter has (the registry test reports the others). */
const probes = Object.entries(ISOLATION).flatMap(([router, entry]) =>
  "exempt" in entry
    ? []
    : Object.entries(entry.procedures).flatMap(([name, list]) =>
        PROCEDURES[`${router}.${name}`] ? list.map((probe) => ({ path: `${router}.${name}`, probe })) : [],
      ),
);
// Reads are replayed (once as B alone, then with A), so only queries are; the registry test reports any other.
const reads = probes.flatMap(({ path, probe }) =>
  isRead(probe) && PROCEDURES[path]!._def.type === "query" ? [{ path, input: probe.read }] : [],
);
const foreigns = probes.flatMap(({ path, probe }) => (isForeign(probe) ? [{ path, probe }] : []));
const creations = probes.flatMap(({ path, probe }) => (isCreate(probe) ? [{ path, input: probe.creates }] : []));
const ownChanges = probes.flatMap(({ path, probe }) =>
  isOwnChange(probe) ? [{ path, input: probe.changesOwn, expect: probe.expect }] : [],
);

// Stand-in rows, to see which fields of a probe's input carry the other organization's ids without a database.
const STAND_IN_A = madeUpRows();
const STAND_IN_B = madeUpRows();
const foreignFieldsOf = (probe: ForeignProbe) => pathsCarrying(probe.input(STAND_IN_A, STAND_IN_B), STAND_IN_A);

/** The leases (contract ids) on a unit, whichever organization signed them. */
const leasesOn = async (unit: string) =>
  (await owner.selectFrom("contracts").select("id").where("real_estate_id", "=", unit).execute()).map((row) => row.id);

/** What B was answered by each read when it was the only organization. */
const alone = new Map<string, unknown>();
const readKey = (path: string, input: unknown) => `${path} ${JSON.stringify(input) ?? ""}`;

describe("the isolation registry", () => {
  it("covers every router of appRouter, or exempts it with a reason", () => {
    const routers = [...new Set(Object.keys(PROCEDURES).map(routerOf))];
    const missing = routers.filter((router) => !ISOLATION[router]);
    expect(
      missing,
      `Routers of appRouter with no cross-organization test: ${missing.join(", ")}. Add each to ISOLATION in ` +
        "packages/api/src/testing/isolation-registry.ts, with probes for its procedures, or { exempt: reason } when it " +
        "acts only on the caller or on public reference data.",
    ).toEqual([]);
    const gone = Object.keys(ISOLATION).filter((router) => !routers.includes(router));
    expect(gone, `ISOLATION names routers appRouter no longer has: ${gone.join(", ")}`).toEqual([]);
    const unexplained = Object.entries(ISOLATION).filter(([, entry]) => "exempt" in entry && entry.exempt.trim().split(/\s+/).length < 5);
    expect(
      unexplained.map(([router]) => router),
      "an exemption says why the router reaches no organization's rows",
    ).toEqual([]);
  });

  it("probes every procedure of a covered router, with another organization's id in every id field it takes", () => {
    const problems: string[] = [];
    for (const [path, procedure] of Object.entries(PROCEDURES)) {
      const entry = coveredEntry(routerOf(path));
      if (!entry) continue;
      const list = entry.procedures[path.slice(routerOf(path).length + 1)] ?? [];
      if (list.length === 0) {
        problems.push(`${path}: no probe (add it to ISOLATION.${routerOf(path)}.procedures)`);
        continue;
      }
      const type = procedure._def.type;
      if (type !== "query" && list.some(isRead)) problems.push(`${path}: a ${type} cannot be a read probe (reads are replayed)`);
      const idFields = idFieldsOf(procedure).filter((field) => !(leafOf(field) in OPAQUE_ID_FIELDS));
      if (type === "query" && idFields.length === 0 && !list.some(isRead)) problems.push(`${path}: a list or aggregate needs a read probe`);
      if (type === "query" && list.some(isCreate)) problems.push(`${path}: a query cannot be a create probe`);
      if (type === "query" && list.some(isOwnChange)) problems.push(`${path}: a query cannot be an own-change probe`);
      for (const probe of list)
        if (isForeign(probe) && foreignFieldsOf(probe).length === 0) problems.push(`${path}: a probe names no row of A`);
      const filled = new Set(list.flatMap((probe) => (isForeign(probe) ? foreignFieldsOf(probe).map((field) => field.path) : [])));
      for (const field of idFields.filter((field) => !filled.has(field))) {
        problems.push(`${path}: no probe sends another organization's id in "${field}"`);
      }
    }
    for (const [router, entry] of Object.entries(ISOLATION)) {
      if ("exempt" in entry) continue;
      for (const name of Object.keys(entry.procedures)) {
        if (!PROCEDURES[`${router}.${name}`]) problems.push(`${router}.${name}: in ISOLATION but not in appRouter`);
      }
    }
    expect(problems, `The isolation registry (testing/isolation-registry.ts) does not match appRouter:\n${problems.join("\n")}`).toEqual(
      [],
    );
  });

  it("points each covered router at spec files that exist", () => {
    const missing = Object.entries(ISOLATION).flatMap(([router, entry]) =>
      "exempt" in entry ? [] : entry.tests.filter((file) => !existsSync(REPO + file)).map((file) => `${router}: ${file}`),
    );
    expect(missing).toEqual([]);
  });
});

// B sends every call; A is the other organization, made after B read everything once as the only organization.
describe("organization B against organization A", () => {
  beforeAll(async () => {
    b = await prepareOrganization(services, "564000002", { starts: "2030-01-01", price: "60000" });
    for (const { path, input } of reads) alone.set(readKey(path, input), await call(services, b, path, input));
    a = await prepareOrganization(services, "564000001", { starts: today, price: "72000" });
    await owner.updateTable("organizations").set({ title: TITLE_OF_A }).where("id", "=", a.orgId).execute();
    idsOfA = await organizationIds(owner, a.orgId);
  }, 120_000);

  describe("reads as organization B", () => {
    for (const { path, input } of reads) {
      it(`${path}(${JSON.stringify(input) ?? ""}) answers what B was answered alone, naming nothing of A`, async () => {
        const answer = await call(services, b, path, input);
        expect(mentionsOf(answer, idsOfA, [TITLE_OF_A, ...a.texts]), "ids or texts of organization A in B's answer").toEqual([]);
        expect(answer).toEqual(alone.get(readKey(path, input)));
      });
    }

    it("dashboard.overview: B's figures are B's portfolio alone, and A's own new lease shows only in A's", async () => {
      const active = DEMO_CONTRACTS.filter((c) => c.startMonthsAgo >= 0 && c.startMonthsAgo < c.months).length;
      const upcoming = DEMO_CONTRACTS.filter((c) => c.startMonthsAgo < 0).length;
      const units = DEMO_UNITS.length + DEMO_STANDALONE.length;
      // B's own lease (prepareOrganization) starts in 2030: its unit is reserved.
      const ofB = {
        realEstates: 1 + DEMO_STANDALONE.length, // the compound and the standalone units
        units,
        rented: active,
        reserved: upcoming + 1,
        vacant: units - active - upcoming - 1,
        tenants: DEMO_CONTACTS.filter((c) => c.type === "tenant").length,
        lessors: DEMO_CONTACTS.filter((c) => c.type === "lessor").length,
        activeContracts: active,
      };
      expect(await callerFor(services, b).dashboard.overview()).toEqual(ofB);
      // A's lease starts today: that unit is rented and the lease active, in A's figures only.
      expect(await callerFor(services, a).dashboard.overview()).toEqual({
        ...ofB,
        rented: ofB.rented + 1,
        reserved: ofB.reserved - 1,
        activeContracts: ofB.activeContracts + 1,
      });
    });

    it("books: B's trial balance, journal and events are B's ledger alone", async () => {
      const linesOfB = await owner
        .selectFrom("journal_lines")
        .select(["position", "account", "debit", "credit"])
        .where("org_id", "=", b.orgId)
        .execute();
      const balance = await callerFor(services, b).books.trialBalance();
      const sum = (account: string, side: "debit" | "credit") =>
        toFixed2(add(money(0), ...linesOfB.filter((line) => line.account === account).map((line) => money(line[side]))));
      expect(
        balance.accounts.map(({ account, debit, credit }) => ({ account, debit: toFixed2(money(debit)), credit: toFixed2(money(credit)) })),
      ).toEqual(balance.accounts.map(({ account }) => ({ account, debit: sum(account, "debit"), credit: sum(account, "credit") })));
      expect(balance.total).toBe("0.00");
      expect((await callerFor(services, a).books.trialBalance()).accounts).not.toEqual(balance.accounts);

      // One page holds all of B's rows, so the read probes of books.journal and books.events see any row of A.
      const journal = await callerFor(services, b).books.journal({ after: 0, limit: 1000 });
      expect(linesOfB.length).toBeLessThan(1000);
      expect(journal.map((line) => line.position).sort()).toEqual(linesOfB.map((line) => line.position).sort());
      const eventsOfB = await owner.selectFrom("ledger_events").select("position").where("org_id", "=", b.orgId).execute();
      expect(eventsOfB.length).toBeLessThan(1000);
      const events = await callerFor(services, b).books.events({ after: 0, limit: 1000 });
      expect(events.map((event) => event.position).sort()).toEqual(eventsOfB.map((event) => event.position).sort());
    });

    it("contractDrafts.list and quotations.list: each organization lists its own draft and quotation, never the other's", async () => {
      for (const org of [a, b]) {
        const api = callerFor(services, org);
        expect((await api.contractDrafts.list()).map((draft) => draft.id)).toEqual([org.rows.draft]);
        expect((await api.quotations.list()).map((quotation) => quotation.id)).toEqual([org.rows.quotation]);
      }
    });
  });

  describe("changes and references as organization B", () => {
    for (const { path, probe } of foreigns) {
      const fields = foreignFieldsOf(probe).map(({ path, row }) => `${row} in ${path}`);
      // A probe that edits B's own row says so: "(B's draft in id)".
      const own = pathsCarrying(probe.input(STAND_IN_A, STAND_IN_B), STAND_IN_B).filter(({ path }) => path === "id");
      const onOwn = own.map(({ path, row }) => ` (B's ${row} in ${path})`).join("");
      const expected = expectedAnswer(probe.expect);
      const title = "refused" in expected ? expected.refused : `answers ${JSON.stringify(expected.returns)}`;
      it(`${path} with A's ${fields.join(", ")}${onOwn}: ${title} as for made-up ids, changing nothing`, async () => {
        const input = probe.input(a.rows, b.rows);
        const before = { a: await organizationDigest(owner, a.orgId), b: await organizationDigest(owner, b.orgId) };
        const answer = await answerOf(call(services, b, path, input));
        const madeUp = await answerOf(call(services, b, path, probe.input(madeUpRows(), b.rows)));
        expect.soft(answer, `B's ${path} with A's ${fields.join(", ")}`).toEqual(expected);
        expect.soft(madeUp, "the same call naming rows no one has").toEqual(expected);
        expect.soft(await organizationDigest(owner, a.orgId), "tables of organization A changed").toEqual(before.a);
        expect.soft(await organizationDigest(owner, b.orgId), "tables of organization B changed").toEqual(before.b);
        if (PROCEDURES[path]!._def.type === "query") {
          // The probe names a row A has: A's own call with the same input finds it.
          const ofA = await answerOf(call(services, a, path, input));
          expect.soft(ofA, "A's own call with this input").toHaveProperty("returns");
          expect.soft(ofA).not.toEqual({ returns: [] });
        }
      });
    }

    for (const { path, input, expect: refusal } of ownChanges) {
      it(`${path}: B's change is ${refusal ? "refused" : "answered"} and leaves every row of A as it was`, async () => {
        const before = await organizationDigest(owner, a.orgId);
        const answer = await answerOf(call(services, b, path, input));
        if (refusal) expect(answer).toEqual(expectedAnswer(refusal));
        else expect(answer).toHaveProperty("returns");
        expect(await organizationDigest(owner, a.orgId), "tables of organization A changed").toEqual(before);
      });
    }

    for (const { path, input } of creations) {
      it(`${path}: B's new row is B's alone, and no row of A changes`, async () => {
        const before = { a: await organizationDigest(owner, a.orgId), b: await organizationDigest(owner, b.orgId) };
        const answer = await answerOf(call(services, b, path, input));
        expect(answer).toMatchObject({ returns: { id: expect.any(String) } });
        const { id } = (answer as { returns: { id: string } }).returns;
        expect.soft(await organizationDigest(owner, a.orgId), "tables of organization A changed").toEqual(before.a);
        expect.soft(await organizationDigest(owner, b.orgId), "B's row was created").not.toEqual(before.b);
        const readAs = (org: typeof a) => answerOf(call(services, org, `${routerOf(path)}.get`, { id }));
        expect.soft(await readAs(b)).toHaveProperty("returns");
        expect.soft(await readAs(a)).toEqual({ refused: "notFound" });
      });
    }

    it("contractDrafts: B cannot edit, preview, cancel, delete or convert A's draft, which A finds as it was", async () => {
      const asA = callerFor(services, a);
      const asB = callerFor(services, b);
      const draftOfA = async () => ({
        listed: (await asA.contractDrafts.list()).find((draft) => draft.id === a.rows.draft),
        preview: await asA.contractDrafts.preview({ id: a.rows.draft }),
      });
      const before = await draftOfA();
      expect(before.listed).toMatchObject({ status: "draft", contract_id: null });
      const id = a.rows.draft;
      const terms = {
        ...(before.listed!.terms as object),
        real_estate_id: b.rows.unit,
        tenant_id: b.rows.tenant,
        lessor_id: b.rows.lessor,
      };
      const answers = await Promise.all([
        answerOf(asB.contractDrafts.save({ id, terms: terms as never })),
        answerOf(asB.contractDrafts.preview({ id })),
        answerOf(asB.contractDrafts.cancel({ id })),
        answerOf(asB.contractDrafts.delete({ id })),
        answerOf(asB.contractDrafts.convert({ id })),
      ]);
      expect(answers).toEqual(Array(5).fill({ refused: "notFound" }));
      expect(await draftOfA()).toEqual(before);
      expect(await leasesOn(a.rows.unit)).toEqual([a.rows.contract]);
    });

    it("quotations: B cannot read or delete A's quotation, which A finds as it was", async () => {
      const asA = callerFor(services, a);
      const before = await asA.quotations.get({ id: a.rows.quotation });
      const asB = callerFor(services, b);
      expect(await answerOf(asB.quotations.get({ id: a.rows.quotation }))).toEqual({ refused: "notFound" });
      expect(await answerOf(asB.quotations.delete({ id: a.rows.quotation }))).toEqual({ refused: "notFound" });
      expect(await asA.quotations.get({ id: a.rows.quotation })).toEqual(before);
    });

    it("contractDrafts.convert: a draft of B naming A's unit (stored before any check) signs no lease on it", async () => {
      // Written past the procedures on purpose (a draft saved before its references were checked): signing re-checks
      // the terms in B's scope, whatever the draft says.
      const stored = await withOrg(services.database.app, b.orgId, (trx) =>
        trx
          .insertInto("contract_drafts")
          .values({
            org_id: b.orgId,
            created_by: b.userId,
            terms: JSON.stringify({
              real_estate_id: a.rows.unit,
              tenant_id: b.rows.tenant,
              lessor_id: b.rows.lessor,
              contract_start: "2036-01-01",
              contract_end: "2036-12-31",
              price: "12000",
              contract_interval: 12,
              annual_commission: "0",
            }),
          })
          .returning("id")
          .executeTakeFirstOrThrow(),
      );
      try {
        expect(await answerOf(callerFor(services, b).contractDrafts.convert({ id: stored.id }))).toEqual({
          refused: "validation.failed",
          fieldErrors: { real_estate_id: "This field is invalid" },
        });
        expect(await leasesOn(a.rows.unit)).toEqual([a.rows.contract]);
        expect((await callerFor(services, b).contractDrafts.list()).find((draft) => draft.id === stored.id)).toMatchObject({
          status: "draft",
        });
      } finally {
        await owner.deleteFrom("contract_drafts").where("id", "=", stored.id).execute();
      }
    });
  });
});

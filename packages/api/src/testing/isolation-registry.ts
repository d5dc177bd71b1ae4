import { money } from "@amlak/money";

/**
 * Where each router of appRouter proves it keeps organizations apart (DESIGN §3: a cross-organization test exists
 * for every router). isolation.int.spec.ts walks appRouter: a router missing here, or a procedure missing from its
 * router's entry, or an id field no probe fills with another organization's id, fails the suite by name.
 *
 * Two organizations take part: B, whose caller sends every probe, and A, the other organization, whose rows the
 * probes name. Both are demo organizations that also made the rows of OrgRows through the procedures.
 */

/** The rows of an organization that probes name (ids). */
export interface OrgRows {
  /** A unit (شقة 102), leased by `contract`. */
  unit: string;
  tenant: string;
  lessor: string;
  contract: string;
  /** A pending rent instalment of `contract`. */
  payment: string;
  /** A paid rent instalment with no receipt and no invoice yet. */
  paidPayment: string;
  invoice: string;
  receipt: string;
  /** An editable contract draft. */
  draft: string;
  quotation: string;
  /** A message to the support team. */
  supportMessage: string;
}

/** A refusal (code; field errors as catalogue keys), or a value answered. */
export type Expected = { refused: string; fieldErrors?: Record<string, string> } | { returns: unknown };

/**
 * A list or aggregate read as B: the answer must equal what B was answered when it was the only organization, and
 * mention no id (nor any text) of A.
 */
export interface ReadProbe {
  read: unknown;
}

/**
 * A call as B naming A's rows (`input(A, B)`): answered `expect`, exactly as when the same call names rows no one
 * has, and changing no row of A or B. For a query, A's own call with that input is answered (the row exists).
 */
export interface ForeignProbe {
  input: (other: OrgRows, own: OrgRows) => unknown;
  expect: Expected;
}

/**
 * A mutation that names no row (a create of a record with no references): B's call creates its row in B and changes
 * no row of A, and A cannot read it.
 */
export interface CreateProbe {
  creates: unknown;
}

/**
 * A call whose references travel by name inside an uploaded file (a workbook), where no walk over the input sees them:
 * the router's spec (in `tests`) sends a file naming only the other organization's rows and expects each reference
 * unresolved and no row of either organization changed. `names` says what the file names.
 */
interface FileProbe {
  names: string;
}

export type Probe = ReadProbe | ForeignProbe | CreateProbe | FileProbe;

export type RouterIsolation =
  /** Acts on the caller itself or on public reference data: there is no other organization's row to reach. */
  | { exempt: string }
  | {
      /** Repository-relative spec files with this router's cross-organization tests (this registry's spec included). */
      tests: string[];
      /** Every procedure of the router, with its probes. */
      procedures: Record<string, Probe[]>;
    };

/** Id fields that name no row of any organization yet, so no other organization's id exists to send. */
export const OPAQUE_ID_FIELDS: Record<string, string> = {
  terms_template_id: "contract terms templates are not stored yet; the id is kept on the contract and names no row",
};

const read = (input?: unknown): ReadProbe => ({ read: input });
const foreign = (input: ForeignProbe["input"], expect: Expected): ForeignProbe => ({ input, expect });
const creates = (input: unknown): CreateProbe => ({ creates: input });
const namedInFile = (names: string): FileProbe => ({ names });
const refused = (code: string, fieldErrors?: Record<string, string>): Expected =>
  fieldErrors ? { refused: code, fieldErrors } : { refused: code };
const notFound = refused("notFound");
const paymentNotFound = refused("payment.notFound");
const nothingListed: Expected = { returns: { rows: [], total: 0 } };
const NO_CONTRACT_COUNTS = { all: 0, active: 0, upcoming: 0, ended: 0, cancelled: 0, ending30Days: 0, ending3Months: 0 };
const noContracts: Expected = { returns: { rows: [], total: 0, counts: NO_CONTRACT_COUNTS } };
const noAmounts = { price: money(0), vat: money(0), total: money(0) };
const noPaymentsListed: Expected = { returns: { rows: [], total: 0, totals: { income: noAmounts, expense: noAmounts } } };

/** A lease a probe proposes; B's own unit, tenant and lessor make valid terms, and a probe swaps one for A's. */
const LEASE = { contract_start: "2035-01-01", contract_end: "2035-12-31", price: "36000", contract_interval: 6, annual_commission: "1000" };
const termsOf = (own: OrgRows) => ({ ...LEASE, real_estate_id: own.unit, tenant_id: own.tenant, lessor_id: own.lessor });
const quotationOf = (unit: string) => ({ ...LEASE, real_estate_id: unit, prospect_name: "probe prospect" });
const expense = (reference: object) => ({
  direction: "expense",
  category: "maintenance",
  due_date: "2035-01-01",
  price: "100",
  ...reference,
});

const ISOLATION_SPEC = "packages/api/src/isolation.int.spec.ts";
const TENANCY_SPEC = "packages/api/src/tenancy.int.spec.ts";
const LEDGER_REST_SPEC = "apps/server/src/rest/ledger.routes.int.spec.ts";
const RACES_SPEC = "apps/server/src/rest/races.int.spec.ts";
const EVENT_STORE_SPEC = "packages/ledger/src/event-store/event-store.int.spec.ts";
const HISTORY_SPEC = "packages/api/src/routers/history.router.int.spec.ts";
const SUPPORT_SPEC = "packages/api/src/routers/support.router.int.spec.ts";
const CONTRACTS_LIST_SPEC = "packages/api/src/routers/contracts-list.int.spec.ts";
const BOOKS_SPEC = "packages/api/src/routers/books.router.int.spec.ts";
const INVOICES_SPEC = "packages/api/src/routers/invoices.router.int.spec.ts";
const IMPORTS_SPEC = "packages/api/src/routers/imports.router.int.spec.ts";

export const ISOLATION: Record<string, RouterIsolation> = {
  auth: { exempt: "signs up, in and out: public procedures on the caller's own credentials and one-time codes" },
  session: { exempt: "the caller's own user and own organization's authorization, read by the ids in their token" },
  prefs: { exempt: "the caller's own preferences, on their user row" },
  lookups: { exempt: "public reference data, the same for every organization" },

  // A page shows ten rows; its total, and the export and find of every row, show a row of A wherever it would sort.
  contacts: {
    tests: [TENANCY_SPEC, ISOLATION_SPEC],
    procedures: {
      list: [read({})],
      export: [read({})],
      find: [read({})],
      get: [foreign((a) => ({ id: a.tenant }), notFound)],
      statement: [foreign((a) => ({ id: a.tenant }), notFound)],
      create: [creates({ type: "vendor", name: "probe vendor", phone: "0551234567" })],
      update: [foreign((a) => ({ id: a.tenant, type: "tenant", name: "renamed by B" }), notFound)],
      delete: [foreign((a) => ({ id: a.lessor }), notFound)],
    },
  },
  realEstates: {
    tests: [TENANCY_SPEC, ISOLATION_SPEC],
    procedures: {
      list: [read({}), foreign((a) => ({ lessor_id: a.lessor }), nothingListed), foreign((a) => ({ parent_id: a.unit }), nothingListed)],
      export: [read({}), foreign((a) => ({ lessor_id: a.lessor, parent_id: a.unit }), nothingListed)],
      find: [read({})],
      counts: [read({}), foreign((a) => ({ lessor_id: a.lessor, parent_id: a.unit }), { returns: { Rented: 0, Vacant: 0, Reserved: 0 } })],
      get: [foreign((a) => ({ id: a.unit }), notFound)],
      create: [
        creates({ kind: "compound", name: "probe compound", city: "jeddah" }),
        foreign(
          (a) => ({ kind: "unit", name: "probe unit", lessor_id: a.lessor }),
          refused("validation.failed", { lessor_id: "realEstate.lessorNotLessor" }),
        ),
        foreign(
          (a) => ({ kind: "unit", name: "probe unit", agent_id: a.lessor }),
          refused("validation.failed", { agent_id: "realEstate.agentNotAgent" }),
        ),
        foreign(
          (a) => ({ kind: "unit", name: "probe unit", parent_id: a.unit }),
          refused("validation.failed", { parent_id: "realEstate.parentNotCompound" }),
        ),
      ],
      update: [
        foreign((a) => ({ id: a.unit, kind: "unit", name: "renamed by B" }), notFound),
        foreign(
          (a, b) => ({ id: b.unit, kind: "unit", name: "renamed by B", agent_id: a.lessor }),
          refused("validation.failed", { agent_id: "realEstate.agentNotAgent" }),
        ),
      ],
      delete: [foreign((a) => ({ id: a.unit }), notFound)],
      bookmark: [foreign((a) => ({ id: a.unit, bookmarked: true }), notFound)],
      addUnits: [
        foreign(
          (a) => ({ parent_id: a.unit, floors: 1, units_per_floor: 2 }),
          refused("validation.failed", { parent_id: "realEstate.parentNotCompound" }),
        ),
      ],
    },
  },
  organization: { tests: [ISOLATION_SPEC], procedures: { letterhead: [read()] } },
  dashboard: { tests: [ISOLATION_SPEC], procedures: { overview: [read()] } },

  contracts: {
    tests: [LEDGER_REST_SPEC, RACES_SPEC, CONTRACTS_LIST_SPEC, ISOLATION_SPEC],
    procedures: {
      create: [
        foreign((a, b) => ({ ...termsOf(b), real_estate_id: a.unit }), refused("validation.failed", { real_estate_id: "field.invalid" })),
        foreign((a, b) => ({ ...termsOf(b), tenant_id: a.tenant }), refused("validation.failed", { tenant_id: "field.invalid" })),
        foreign((a, b) => ({ ...termsOf(b), lessor_id: a.lessor }), refused("validation.failed", { lessor_id: "field.invalid" })),
      ],
      // Filtering by another organization's lessor, unit or tenant matches nothing, as a made-up id does.
      list: [
        read({}),
        foreign((a) => ({ lessor_id: a.lessor }), noContracts),
        foreign((a) => ({ real_estate_id: a.unit }), noContracts),
        foreign((a) => ({ tenant_id: a.tenant }), noContracts),
      ],
      get: [foreign((a) => ({ id: a.contract }), notFound)],
      figures: [foreign((a) => ({ id: a.contract }), notFound)],
      schedule: [foreign((a) => ({ id: a.contract }), notFound)],
      payments: [foreign((a) => ({ id: a.contract }), notFound)],
      cancel: [foreign((a) => ({ id: a.contract }), refused("contract.notFound"))],
    },
  },

  payments: {
    tests: [LEDGER_REST_SPEC, RACES_SPEC, EVENT_STORE_SPEC, ISOLATION_SPEC],
    procedures: {
      create: [
        foreign((a) => expense({ contract_id: a.contract }), refused("payment.unknownReference", { contract_id: "reference.notFound" })),
        foreign((a) => expense({ real_estate_id: a.unit }), refused("payment.unknownReference", { real_estate_id: "reference.notFound" })),
      ],
      // Filtering by another organization's lessor, unit or contract matches nothing, as a made-up id does.
      list: [
        read({}),
        foreign((a) => ({ lessor_id: a.lessor }), noPaymentsListed),
        foreign((a) => ({ real_estate_id: a.unit }), noPaymentsListed),
        foreign((a) => ({ contract_id: a.contract }), noPaymentsListed),
        foreign((a) => ({ tenant_id: a.tenant }), noPaymentsListed),
      ],
      get: [foreign((a) => ({ id: a.payment }), notFound)],
      pay: [foreign((a) => ({ id: a.payment, paid_date: "2026-11-01", payment_method: "cash" }), paymentNotFound)],
      undo: [foreign((a) => ({ id: a.paidPayment }), paymentNotFound)],
      cancel: [foreign((a) => ({ id: a.payment }), paymentNotFound)],
      delete: [foreign((a) => ({ id: a.payment }), paymentNotFound)],
      split: [
        foreign(
          (a) => ({
            id: a.payment,
            parts: [
              { due_date: "2035-01-01", price: "1" },
              { due_date: "2035-02-01", price: "1" },
            ],
          }),
          paymentNotFound,
        ),
      ],
      contacted: [foreign((a) => ({ id: a.payment, contacted: true }), paymentNotFound)],
    },
  },

  invoices: {
    tests: [ISOLATION_SPEC, INVOICES_SPEC],
    procedures: {
      issue: [foreign((a) => ({ payment_ids: [a.paidPayment] }), paymentNotFound)],
      list: [read({})],
      get: [foreign((a) => ({ id: a.invoice }), notFound)],
    },
  },
  receipts: {
    tests: [ISOLATION_SPEC, INVOICES_SPEC],
    procedures: {
      issue: [foreign((a) => ({ id: a.paidPayment }), paymentNotFound)],
      list: [read({})],
      get: [foreign((a) => ({ id: a.receipt }), notFound)],
    },
  },

  books: {
    tests: [EVENT_STORE_SPEC, ISOLATION_SPEC, BOOKS_SPEC],
    procedures: {
      // One page holds all of B's rows (the spec checks it), so a leaked row of A would show on it.
      events: [
        read({ after: 0, limit: 1000 }),
        foreign((a) => ({ stream: `contract:${a.contract}` }), { returns: [] }),
        foreign((a) => ({ stream: `payment:${a.paidPayment}` }), { returns: [] }),
      ],
      journal: [read({ after: 0, limit: 1000 })],
      // Filtering by another organization's contract matches nothing, as a made-up id does.
      journalPage: [read({}), foreign((a) => ({ contract_id: a.contract }), nothingListed)],
      contracts: [read()],
      trialBalance: [read(), read({ as_of: "2035-12-31" })],
    },
  },

  contractDrafts: {
    tests: [ISOLATION_SPEC],
    procedures: {
      list: [read()],
      save: [
        foreign((a, b) => ({ id: a.draft, terms: termsOf(b) }), notFound),
        foreign(
          (a, b) => ({ terms: { ...termsOf(b), real_estate_id: a.unit } }),
          refused("validation.failed", { "terms.real_estate_id": "field.invalid" }),
        ),
        foreign(
          (a, b) => ({ terms: { ...termsOf(b), tenant_id: a.tenant } }),
          refused("validation.failed", { "terms.tenant_id": "field.invalid" }),
        ),
        foreign(
          (a, b) => ({ terms: { ...termsOf(b), lessor_id: a.lessor } }),
          refused("validation.failed", { "terms.lessor_id": "field.invalid" }),
        ),
        // Editing B's own draft to name A's unit.
        foreign(
          (a, b) => ({ id: b.draft, terms: { ...termsOf(b), real_estate_id: a.unit } }),
          refused("validation.failed", { "terms.real_estate_id": "field.invalid" }),
        ),
      ],
      get: [foreign((a) => ({ id: a.draft }), notFound)],
      preview: [foreign((a) => ({ id: a.draft }), notFound)],
      cancel: [foreign((a) => ({ id: a.draft }), notFound)],
      delete: [foreign((a) => ({ id: a.draft }), notFound)],
      convert: [foreign((a) => ({ id: a.draft }), notFound)],
    },
  },

  // A message to support names no row: B's is B's, and A's list never shows it.
  support: {
    tests: [ISOLATION_SPEC, SUPPORT_SPEC],
    procedures: {
      send: [creates({ topic: "question", subject: "probe subject", message: "probe message" })],
      mine: [read()],
      get: [foreign((a) => ({ id: a.supportMessage }), notFound)],
    },
  },

  // A record's history names the record first: another organization's is not found, as a made-up id is not.
  history: {
    tests: [HISTORY_SPEC, ISOLATION_SPEC],
    procedures: {
      of: [
        foreign((a) => ({ record: "contract", id: a.contract }), notFound),
        foreign((a) => ({ record: "payment", id: a.paidPayment }), notFound),
        foreign((a) => ({ record: "invoice", id: a.invoice }), notFound),
        foreign((a) => ({ record: "receipt", id: a.receipt }), notFound),
        foreign((a) => ({ record: "realEstate", id: a.unit }), notFound),
      ],
    },
  },

  // A workbook names contacts by mobile or name and properties by name: only the caller's organization's resolve.
  imports: {
    tests: [ISOLATION_SPEC, IMPORTS_SPEC],
    procedures: {
      template: [read({ lang: "en" })],
      preview: [namedInFile("another organization's tenant, lessor, compound and unit")],
      commit: [namedInFile("another organization's tenant, lessor, compound and unit")],
    },
  },

  quotations: {
    tests: [ISOLATION_SPEC],
    procedures: {
      create: [foreign((a) => quotationOf(a.unit), refused("validation.failed", { real_estate_id: "field.invalid" }))],
      list: [read()],
      get: [foreign((a) => ({ id: a.quotation }), notFound)],
      delete: [foreign((a) => ({ id: a.quotation }), notFound)],
    },
  },
};

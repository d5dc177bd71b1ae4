import { addDays, riyadhToday } from "@amlak/domain";
import { money } from "@amlak/money";
import { SAMPLE_FILES } from "./sample-files.ts";

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
  /** The compound of `unit`, with a management agreement of its own. */
  property: string;
  tenant: string;
  lessor: string;
  contract: string;
  /** A pending rent instalment of `contract`. */
  payment: string;
  /** A paid rent instalment with no receipt and no invoice yet. */
  paidPayment: string;
  invoice: string;
  /** A credit note of 1.00 on `invoice`. */
  creditNote: string;
  receipt: string;
  /** A collection voucher of `tenant`'s, all of it held as an advance. */
  collection: string;
  /** A cheque of `tenant`'s, held. */
  cheque: string;
  /** A remittance to `lessor` of part of the rent collected today, with its management fee's invoice. */
  remittance: string;
  /** An editable contract draft. */
  draft: string;
  quotation: string;
  /** A message to the support team. */
  supportMessage: string;
  /** A pending maintenance task with a cost, on `unit`, for `tenant`, assigned to `user`; no expense recorded. */
  task: string;
  /** The client user (a task's assignee). */
  user: string;
  /** A contract terms template. */
  template: string;
  /** The organization's subscription (the demo account's package). */
  subscription: string;
  /** A PDF on the shared shelf of the archive. */
  document: string;
  /** An active sub-user. */
  subUser: string;
  /** A code sent to add a user, not yet used. */
  addUserChallenge: string;
  /** A VAT certificate uploaded for the organization, not yet named on it. */
  organizationPaper: string;
  /** A Gold month paid 10 days ago (within the refund window), no refund asked; it started before `subscription`. */
  paidSubscription: string;
  /** The platform's invoice for `paidSubscription`. */
  subscriptionInvoice: string;
  /** A card saved with the gateway (its token), the organization's default. */
  paymentCard: string;
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
 * A mutation of the caller's own organization that names no row (its settings, a code to add a user): B's call is
 * answered (`expect`, when B's demo account may not make it) and changes no row of A.
 */
export interface OwnChangeProbe {
  changesOwn: unknown;
  expect?: Expected;
}

/**
 * A call whose references travel by name inside an uploaded file (a workbook), where no walk over the input sees them:
 * the router's spec (in `tests`) sends a file naming only the other organization's rows and expects each reference
 * unresolved and no row of either organization changed. `names` says what the file names.
 */
interface FileProbe {
  names: string;
}

export type Probe = ReadProbe | ForeignProbe | CreateProbe | OwnChangeProbe | FileProbe;

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
export const OPAQUE_ID_FIELDS: Record<string, string> = {};

const read = (input?: unknown): ReadProbe => ({ read: input });
const foreign = (input: ForeignProbe["input"], expect: Expected): ForeignProbe => ({ input, expect });
const creates = (input: unknown): CreateProbe => ({ creates: input });
const changesOwn = (input: unknown, expect?: Expected): OwnChangeProbe => (expect ? { changesOwn: input, expect } : { changesOwn: input });
const namedInFile = (names: string): FileProbe => ({ names });
const refused = (code: string, fieldErrors?: Record<string, string>): Expected =>
  fieldErrors ? { refused: code, fieldErrors } : { refused: code };
const notFound = refused("notFound");
const paymentNotFound = refused("payment.notFound");
const lessorNotFound = refused("remittance.lessorNotFound");
const propertyNotFound = refused("agreement.propertyNotFound");
const nothingListed: Expected = { returns: { rows: [], total: 0 } };
const NO_CONTRACT_COUNTS = { all: 0, active: 0, upcoming: 0, ended: 0, cancelled: 0, ending30Days: 0, ending3Months: 0, renewed: 0 };
const noContracts: Expected = { returns: { rows: [], total: 0, counts: NO_CONTRACT_COUNTS } };
const noAmounts = { price: money(0), vat: money(0), total: money(0) };
const noPaymentsListed: Expected = { returns: { rows: [], total: 0, totals: { income: noAmounts, expense: noAmounts } } };
// Filtering the payments (either shape) by another organization's lessor, unit or contract matches nothing, as a
// made-up id does.
const PAYMENT_LIST_PROBES = [
  read({}),
  foreign((a) => ({ lessor_id: a.lessor }), noPaymentsListed),
  foreign((a) => ({ real_estate_id: a.unit }), noPaymentsListed),
  foreign((a) => ({ contract_id: a.contract }), noPaymentsListed),
  foreign((a) => ({ tenant_id: a.tenant }), noPaymentsListed),
];

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
const DASHBOARD_SPEC = "packages/api/src/routers/dashboard.router.int.spec.ts";
const FIRST_STEPS_SPEC = "packages/api/src/routers/first-steps.router.int.spec.ts";
const SUPPORT_SPEC = "packages/api/src/routers/support.router.int.spec.ts";
const ORGANIZATION_SPEC = "packages/api/src/routers/organization.router.int.spec.ts";
const BRANDING_SPEC = "packages/api/src/routers/branding.router.int.spec.ts";
const USERS_SPEC = "packages/api/src/routers/users.router.int.spec.ts";
const MAIN_INFORMATION = { title: "probe organization", phone: "0551234567", address: "probe address" };
const CONTRACTS_LIST_SPEC = "packages/api/src/routers/contracts-list.int.spec.ts";
const BOOKS_SPEC = "packages/api/src/routers/books.router.int.spec.ts";
const INVOICES_SPEC = "packages/api/src/routers/invoices.router.int.spec.ts";
const CREDIT_NOTES_SPEC = "apps/server/src/rest/credit-notes.routes.int.spec.ts";
const COLLECTIONS_SPEC = "apps/server/src/rest/collections.routes.int.spec.ts";
const CHEQUES_SPEC = "packages/api/src/routers/cheques.router.int.spec.ts";
const IMPORTS_SPEC = "packages/api/src/routers/imports.router.int.spec.ts";
const TASKS_SPEC = "packages/api/src/routers/tasks.router.int.spec.ts";
const SUBSCRIPTION_INVOICES_SPEC = "packages/api/src/routers/subscription-invoices.router.int.spec.ts";
const CHECKOUT_SPEC = "apps/server/src/rest/subscription-checkout.int.spec.ts";
const PAYMENT_CARDS_SPEC = "packages/api/src/routers/payment-cards.router.int.spec.ts";
const RENT_PAYMENTS_SPEC = "apps/server/src/rest/rent-payments.int.spec.ts";
const MESSAGES_SPEC = "packages/api/src/routers/messages.router.int.spec.ts";

/** A task a probe saves, and a calendar range around today (the organizations' tasks are due today). */
const TASK = { type: "other", title: "probe task", all_day: true, start_date: "2035-01-01", end_date: "2035-01-01" };
const NO_TASK_COUNTS = { late: 0, today: 0, tomorrow: 0, upcoming: 0, completed: 0, all: 0 };
const noTasks: Expected = { returns: { rows: [], total: 0, counts: NO_TASK_COUNTS } };
const CALENDAR = { from: addDays(riyadhToday(new Date()), -30), to: addDays(riyadhToday(new Date()), 30) };
const unknownTaskReference = (field: string) => refused("validation.failed", { [field]: "reference.notFound" });
const TEMPLATES_SPEC = "packages/api/src/routers/templates.router.int.spec.ts";
const DOCUMENTS_SPEC = "packages/api/src/routers/documents.router.int.spec.ts";
const UPLOAD_SPEC = "apps/server/src/rest/upload.routes.int.spec.ts";
/** An upload of one genuine PDF to a record. */
const uploadTo = (type: string, id: string) => ({ type, id, count: 1, files: [{ name: "probe.pdf", bytes: SAMPLE_FILES.pdf }] });

export const ISOLATION: Record<string, RouterIsolation> = {
  auth: { exempt: "signs up, in and out: public procedures on the caller's own credentials and one-time codes" },
  session: { exempt: "the caller's own user and own organization's authorization, read by the ids in their token" },
  prefs: { exempt: "the caller's own preferences, on their user row" },
  lookups: { exempt: "public reference data, the same for every organization" },
  adminConfig: { exempt: "staff only (system): the packages' permissions, platform data that belongs to no organization" },
  marketers: { exempt: "staff only (system): the platform's marketers and the subscriptions they brought, across organizations" },
  blogs: { exempt: "the platform's blog: staff (seoSpecialist, system) write it, anyone reads its active posts; no organization's data" },
  portal: {
    exempt:
      "tenants and owners only (a member's token is refused): each read runs as amlak_portal under row-level security " +
      "of the user's own contacts; portal.int.spec.ts and portal-rls.int.spec.ts prove it across tenants and organizations",
  },

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
      portalAccess: [foreign((a) => ({ id: a.tenant }), notFound)],
      invitePortal: [foreign((a) => ({ id: a.tenant }), notFound)],
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
        foreign(
          (a, b) => ({ id: b.unit, kind: "unit", name: "renamed by B", lessor_id: a.lessor }),
          refused("validation.failed", { lessor_id: "realEstate.lessorNotLessor" }),
        ),
        foreign(
          (a, b) => ({ id: b.unit, kind: "unit", name: "renamed by B", parent_id: a.unit }),
          refused("validation.failed", { parent_id: "realEstate.parentNotCompound" }),
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
  // The caller's own organization, by the id in their token; a paper it names must be one it uploaded itself.
  organization: {
    tests: [ISOLATION_SPEC, ORGANIZATION_SPEC],
    procedures: {
      letterhead: [read()],
      get: [read()],
      saveMainInformation: [
        foreign(
          (a) => ({ ...MAIN_INFORMATION, vat_no_key_object: a.organizationPaper }),
          refused("validation.failed", { vat_no_key_object: "field.invalid" }),
        ),
        foreign(
          (a) => ({ ...MAIN_INFORMATION, commercial_registration_no_key_object: a.organizationPaper }),
          refused("validation.failed", { commercial_registration_no_key_object: "field.invalid" }),
        ),
      ],
      saveGeneralSettings: [changesOwn({ send_sms_reminder: true })],
      saveVatNo: [changesOwn({ vat_no: "310123456700003" })],
      paymentDocuments: [read()],
      savePaymentDocuments: [changesOwn({ issue_receipt: false, issue_invoice: false })],
    },
  },
  // White-label: the caller's own organization; a logo it names must be an image it uploaded itself.
  branding: {
    tests: [ISOLATION_SPEC, BRANDING_SPEC],
    procedures: {
      get: [read()],
      printed: [read()],
      save: [
        foreign((a) => ({ logo_document_id: a.organizationPaper }), refused("validation.failed", { logo_document_id: "field.invalid" })),
      ],
    },
  },
  // The organization's users: another organization's user, or its code to add one, is not found, as a made-up one is not.
  users: {
    tests: [ISOLATION_SPEC, USERS_SPEC],
    procedures: {
      list: [read()],
      roles: [read()],
      sendOtp: [changesOwn({ role_type_id: 1, name: "probe user", email: "probe.user@example.sa", phone: "0559990001" })],
      create: [foreign((a) => ({ challenge: a.addUserChallenge, code: "123456" }), refused("auth.challengeExpired"))],
      setActive: [foreign((a) => ({ id: a.subUser, active: false }), notFound)],
      delete: [foreign((a) => ({ id: a.subUser }), notFound)],
    },
  },
  dashboard: {
    tests: [ISOLATION_SPEC, DASHBOARD_SPEC],
    procedures: { overview: [read()], financial: [read()], operational: [read()], daily: [read()], weekly: [read()] },
  },
  firstSteps: {
    tests: [ISOLATION_SPEC, FIRST_STEPS_SPEC],
    procedures: { get: [read()], dismiss: [changesOwn(undefined)] },
  },

  contracts: {
    tests: [LEDGER_REST_SPEC, RACES_SPEC, CONTRACTS_LIST_SPEC, ISOLATION_SPEC],
    procedures: {
      create: [
        foreign((a, b) => ({ ...termsOf(b), real_estate_id: a.unit }), refused("validation.failed", { real_estate_id: "field.invalid" })),
        foreign((a, b) => ({ ...termsOf(b), tenant_id: a.tenant }), refused("validation.failed", { tenant_id: "field.invalid" })),
        foreign((a, b) => ({ ...termsOf(b), lessor_id: a.lessor }), refused("validation.failed", { lessor_id: "field.invalid" })),
        foreign(
          (a, b) => ({ ...termsOf(b), terms_template_id: a.template }),
          refused("validation.failed", { terms_template_id: "field.invalid" }),
        ),
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
  // Lease renewal (issue #23): another organization's contract is one that does not exist, to renew or to link.
  contractRenewals: {
    tests: [ISOLATION_SPEC, "packages/ledger/src/handlers/renew-contracts.int.spec.ts"],
    procedures: {
      renew: [foreign((a) => ({ contract_ids: [a.contract] }), refused("contract.notFound"))],
      links: [foreign((a) => ({ id: a.contract }), notFound)],
    },
  },
  // A contract's Ejar data (issue #23): another organization's contract is one that does not exist.
  contractEjar: {
    tests: [ISOLATION_SPEC, "apps/server/src/rest/contract-ejar.routes.int.spec.ts"],
    procedures: { get: [foreign((a) => ({ id: a.contract }), notFound)] },
  },

  payments: {
    tests: [LEDGER_REST_SPEC, RACES_SPEC, EVENT_STORE_SPEC, ISOLATION_SPEC],
    procedures: {
      create: [
        foreign((a) => expense({ contract_id: a.contract }), refused("payment.unknownReference", { contract_id: "reference.notFound" })),
        foreign((a) => expense({ real_estate_id: a.unit }), refused("payment.unknownReference", { real_estate_id: "reference.notFound" })),
      ],
      list: PAYMENT_LIST_PROBES,
      records: PAYMENT_LIST_PROBES,
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

  collections: {
    tests: [ISOLATION_SPEC, COLLECTIONS_SPEC],
    procedures: {
      receive: [
        foreign(
          (a) => ({ tenant_id: a.tenant, amount: "100", paid_date: "2026-11-01", method: "cash" }),
          refused("collection.tenantNotFound"),
        ),
        foreign(
          (a, b) => ({
            tenant_id: b.tenant,
            amount: "100",
            paid_date: "2026-11-01",
            method: "cash",
            allocations: [{ payment_id: a.payment, amount: "1" }],
          }),
          refused("collection.allocationNotOpen"),
        ),
      ],
      undo: [foreign((a) => ({ id: a.collection }), refused("collection.notFound"))],
      applyAdvance: [foreign((a) => ({ tenant_id: a.tenant, due_by: "2026-11-01" }), refused("collection.tenantNotFound"))],
      open: [foreign((a) => ({ tenant_id: a.tenant }), refused("collection.tenantNotFound"))],
      list: [foreign((a) => ({ tenant_id: a.tenant }), refused("collection.tenantNotFound"))],
    },
  },

  cheques: {
    tests: [ISOLATION_SPEC, CHEQUES_SPEC],
    procedures: {
      list: [foreign((a) => ({ tenant_id: a.tenant }), refused("collection.tenantNotFound"))],
      register: [
        foreign(
          (a) => ({ tenant_id: a.tenant, cheques: [{ number: "1", amount: "10", due_date: "2026-11-01" }] }),
          refused("collection.tenantNotFound"),
        ),
        foreign(
          (a, b) => ({ tenant_id: b.tenant, cheques: [{ number: "1", amount: "10", due_date: "2026-11-01", instalment_id: a.payment }] }),
          refused("collection.allocationNotOpen"),
        ),
      ],
      deposit: [foreign((a) => ({ id: a.cheque }), refused("cheque.notFound"))],
      clear: [foreign((a) => ({ id: a.cheque }), refused("cheque.notFound"))],
      bounce: [foreign((a) => ({ id: a.cheque }), refused("cheque.notFound"))],
    },
  },

  invoices: {
    tests: [ISOLATION_SPEC, INVOICES_SPEC],
    procedures: {
      issue: [foreign((a) => ({ payment_ids: [a.paidPayment] }), paymentNotFound)],
      list: [read({})],
      get: [foreign((a) => ({ id: a.invoice }), notFound)],
      xml: [foreign((a) => ({ id: a.invoice }), notFound)],
      zatcaOnboarding: [read()],
    },
  },
  creditNotes: {
    tests: [ISOLATION_SPEC, CREDIT_NOTES_SPEC],
    procedures: {
      issue: [
        foreign(
          (a) => ({ invoice_id: a.invoice, note_type: "credit", reason: "refund", amount: "1" }),
          refused("creditNote.invoiceNotFound"),
        ),
      ],
      ofInvoice: [foreign((a) => ({ invoice_id: a.invoice }), notFound)],
      get: [foreign((a) => ({ id: a.creditNote }), notFound)],
      xml: [foreign((a) => ({ id: a.creditNote }), notFound)],
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
        foreign(
          (a, b) => ({ terms: { ...termsOf(b), terms_template_id: a.template } }),
          refused("validation.failed", { "terms.terms_template_id": "field.invalid" }),
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

  // The caller's own user row, named by the id in their token.
  profile: { exempt: "the caller's own profile, phone, password and sessions, on their user row" },
  emailConfirmation: {
    exempt: "the caller's own e-mail and the links mailed to it; another user's link is refused (email-confirmation.router.int.spec.ts)",
  },
  subscriptions: {
    tests: [ISOLATION_SPEC, CHECKOUT_SPEC],
    procedures: {
      current: [read()],
      packages: [read()],
      payments: [read()],
      quote: [read({ packageCode: "platinum", billing: "yearly" })],
      // B is a demo account, which starts a trial rather than buying (the checkout spec buys with a real client).
      checkout: [changesOwn({ packageCode: "platinum", billing: "yearly" }, refused("subscription.demoAccount"))],
      confirmPayment: [
        foreign((a) => ({ subscriptionId: a.subscription, paymentId: "probe-payment" }), refused("subscription.paymentUnknown")),
      ],
    },
  },
  // The platform's invoices to an organization, and refunds of its payments: another's are not found, as made-up ones are not.
  subscriptionInvoices: {
    tests: [ISOLATION_SPEC, SUBSCRIPTION_INVOICES_SPEC],
    procedures: {
      list: [read()],
      get: [foreign((a) => ({ id: a.subscriptionInvoice }), notFound)],
      requestRefund: [foreign((a) => ({ id: a.paidSubscription, reason: "refund asked by B" }), notFound)],
    },
  },
  // Saved cards: another organization's card is not found, as a made-up id is not; renewal is the caller's own setting.
  paymentCards: {
    tests: [ISOLATION_SPEC, PAYMENT_CARDS_SPEC],
    procedures: {
      list: [read()],
      makeDefault: [foreign((a) => ({ id: a.paymentCard }), notFound)],
      delete: [foreign((a) => ({ id: a.paymentCard }), notFound)],
      setAutomaticRenewal: [changesOwn({ on: false })],
    },
  },
  refundRequests: {
    exempt: "staff only (system, customerService): refund requests of every organization, decided on the owner's connection",
  },
  supportInbox: {
    exempt: "staff only (system, customerService): the messages of every organization and of visitors, answered on the owner's connection",
  },
  staffDashboard: { exempt: "staff only (system, customerService): figures across organizations, read on the owner's connection" },
  publicContact: { exempt: "a visitor's message to support, without an account or organization: it names no row" },
  profileSurvey: {
    exempt: "the caller's own survey answer, stored under the organization and user of their token; no input names a row",
  },
  profileSurveyReport: {
    exempt: "staff only (system, customerService): the survey answers of every organization, read on the owner's connection",
  },
  // Contract terms templates: another organization's is not found, as a made-up id is not.
  templates: {
    tests: [ISOLATION_SPEC, TEMPLATES_SPEC],
    procedures: {
      list: [read({ templateType: "ContractTerms" })],
      get: [foreign((a) => ({ id: a.template }), notFound)],
      create: [creates({ title: "probe terms", content: "probe content", template_type_id: 1 })],
      update: [foreign((a) => ({ id: a.template, title: "renamed by B", content: "changed by B" }), notFound)],
      delete: [foreign((a) => ({ id: a.template }), notFound)],
    },
  },

  // Tasks name the organization's users, contacts and properties: another organization's are unknown, as made-up ones are.
  tasks: {
    tests: [ISOLATION_SPEC, TASKS_SPEC],
    procedures: {
      list: [
        read({}),
        foreign((a) => ({ assignee_id: a.user }), noTasks),
        foreign((a) => ({ contact_id: a.tenant }), noTasks),
        foreign((a) => ({ real_estate_id: a.unit }), noTasks),
      ],
      calendar: [
        read(CALENDAR),
        foreign((a) => ({ ...CALENDAR, assignee_id: a.user, contact_id: a.tenant, real_estate_id: a.unit }), { returns: [] }),
      ],
      get: [foreign((a) => ({ id: a.task }), notFound)],
      assignees: [read()],
      create: [
        creates(TASK),
        foreign((a) => ({ ...TASK, assignee_id: a.user }), unknownTaskReference("assignee_id")),
        foreign((a) => ({ ...TASK, contact_id: a.tenant }), unknownTaskReference("contact_id")),
        foreign((a) => ({ ...TASK, real_estate_id: a.unit }), unknownTaskReference("real_estate_id")),
      ],
      update: [
        foreign((a) => ({ ...TASK, id: a.task }), notFound),
        foreign((a, b) => ({ ...TASK, id: b.task, assignee_id: a.user }), unknownTaskReference("assignee_id")),
        foreign((a, b) => ({ ...TASK, id: b.task, contact_id: a.tenant }), unknownTaskReference("contact_id")),
        foreign((a, b) => ({ ...TASK, id: b.task, real_estate_id: a.unit }), unknownTaskReference("real_estate_id")),
      ],
      complete: [foreign((a) => ({ id: a.task }), notFound)],
      reopen: [foreign((a) => ({ id: a.task }), notFound)],
      delete: [foreign((a) => ({ id: a.task }), notFound)],
      recordExpense: [foreign((a) => ({ id: a.task }), notFound)],
    },
  },

  // A file attaches to a record of the caller's organization; another organization's record or file is not found, as a
  // made-up one is not. Lists carry fresh signed links, so their read replays are in documents.router.int.spec.ts.
  documents: {
    tests: [ISOLATION_SPEC, DOCUMENTS_SPEC, UPLOAD_SPEC],
    procedures: {
      upload: [
        foreign((a) => uploadTo("REALESTATE", a.unit), notFound),
        foreign((a) => uploadTo("CONTRACT", a.contract), notFound),
        foreign((a) => uploadTo("TASK", a.task), notFound),
      ],
      list: [
        foreign((a) => ({ real_estate_id: a.unit }), notFound),
        foreign((a) => ({ contract_id: a.contract }), notFound),
        foreign((a) => ({ task_id: a.task }), notFound),
      ],
      usage: [
        read({}),
        foreign((a) => ({ real_estate_id: a.unit }), notFound),
        foreign((a) => ({ contract_id: a.contract }), notFound),
        foreign((a) => ({ task_id: a.task }), notFound),
      ],
      delete: [foreign((a) => ({ id: a.document }), notFound)],
      share: [foreign((a) => ({ id: a.document, shared_with_portal: true }), notFound)],
    },
  },

  // The message log reads the organization_messages view, which shows the caller's organization only.
  // The organization's own gateway account and the refunds its tenants are owed: nothing names another's row.
  onlinePayments: {
    tests: [ISOLATION_SPEC, RENT_PAYMENTS_SPEC],
    procedures: {
      account: [read()],
      saveAccount: [changesOwn({ secret_key: "sk_test_probe_4242", webhook_secret: "whsec_probe" })],
      clearAccount: [changesOwn(undefined)],
      refundsDue: [read()],
    },
  },

  messages: {
    tests: [ISOLATION_SPEC, MESSAGES_SPEC],
    procedures: { list: [read({})] },
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
        foreign((a) => ({ record: "remittance", id: a.remittance }), notFound),
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
  // A lessor, a property and a remittance resolve in the caller's organization only.
  owners: {
    tests: [ISOLATION_SPEC, "packages/ledger/src/handlers/remittance-handlers.int.spec.ts"],
    procedures: {
      agreement: [foreign((a) => ({ lessor_id: a.lessor }), lessorNotFound)],
      saveAgreement: [
        foreign(
          (a) => ({ lessor_id: a.lessor, fee_kind: "percent", fee_value: "5", expense_categories: [], effective_from: "2026-01-01" }),
          lessorNotFound,
        ),
      ],
      propertyAgreement: [foreign((a) => ({ real_estate_id: a.property }), propertyNotFound)],
      savePropertyAgreement: [
        foreign(
          (a) => ({
            real_estate_id: a.property,
            fee_kind: "fixed",
            fee_value: "1000",
            expense_categories: [],
            effective_from: "2026-01-01",
          }),
          propertyNotFound,
        ),
      ],
      removePropertyAgreement: [foreign((a) => ({ real_estate_id: a.property }), propertyNotFound)],
      propertyAgreements: [foreign((a) => ({ lessor_id: a.lessor }), lessorNotFound)],
      proposal: [foreign((a) => ({ lessor_id: a.lessor, from: "2026-01-01", to: "2026-12-31" }), lessorNotFound)],
      remittances: [foreign((a) => ({ lessor_id: a.lessor }), lessorNotFound)],
      remit: [
        foreign(
          (a) => ({
            lessor_id: a.lessor,
            from: "2026-01-01",
            to: "2026-12-31",
            paid_date: "2026-12-31",
            amount: "1",
            method: "bankTransfer",
          }),
          lessorNotFound,
        ),
      ],
      reverse: [foreign((a) => ({ id: a.remittance }), refused("remittance.notFound"))],
    },
  },
  // A lease settles in the caller's organization only: another's contract is as absent as a made-up one.
  settlements: {
    tests: [ISOLATION_SPEC, "packages/ledger/src/handlers/settle-lease.int.spec.ts"],
    procedures: {
      proposal: [foreign((a) => ({ contract_id: a.contract, end_on: "2026-12-31" }), refused("settlement.contractNotFound"))],
      settle: [
        foreign(
          (a) => ({ contract_id: a.contract, end_on: "2026-12-31", refund: "0", method: "bankTransfer" }),
          refused("settlement.contractNotFound"),
        ),
      ],
      get: [foreign((a) => ({ contract_id: a.contract }), { returns: { settlement: null } })],
    },
  },
  ownerStatements: {
    tests: [ISOLATION_SPEC, "packages/api/src/reports/owner-statement.int.spec.ts"],
    procedures: {
      get: [
        foreign(
          (a) => ({ lessor: a.lessor, start_date: "2026-01-01", end_date: "2026-12-31" }),
          refused("validation.failed", { lessor: "field.invalid" }),
        ),
      ],
    },
  },
  // A report's lessor, tenant and property filters resolve in the caller's organization only (a field error otherwise).
  reports: {
    tests: [ISOLATION_SPEC, "packages/api/src/reports/reports.int.spec.ts"],
    procedures: {
      run: [
        read({ report: "INCOME_REPORT", filters: {} }),
        foreign(
          (a) => ({ report: "INCOME_REPORT", filters: { lessor: a.lessor } }),
          refused("validation.failed", { "filters.lessor": "field.invalid" }),
        ),
        foreign(
          (a) => ({ report: "INVESTMENT_REPORT", filters: { real_estate_id: a.unit } }),
          refused("validation.failed", { "filters.real_estate_id": "field.invalid" }),
        ),
        foreign(
          (a) => ({ report: "INCOME_REPORT", filters: { tenant_id: a.tenant } }),
          refused("validation.failed", { "filters.tenant_id": "field.invalid" }),
        ),
      ],
      // The xlsx is the same lines as `run`, whose read probe covers what they show; its filters resolve the same way.
      spreadsheet: [
        foreign(
          (a) => ({ report: "PAYMENTS_LESSOR_REPORT", filters: { lessor: a.lessor } }),
          refused("validation.failed", { "filters.lessor": "field.invalid" }),
        ),
        foreign(
          (a) => ({ report: "INCOME_REPORT_DETAILS", filters: { real_estate_id: a.unit } }),
          refused("validation.failed", { "filters.real_estate_id": "field.invalid" }),
        ),
        foreign(
          (a) => ({ report: "PAYMENTS_LESSOR_REPORT", filters: { tenant_id: a.tenant } }),
          refused("validation.failed", { "filters.tenant_id": "field.invalid" }),
        ),
      ],
    },
  },
};

import type { Area, MemberAction, ReportName } from "@amlak/domain";
import type { OrgRows } from "./isolation-registry.ts";

/**
 * What every procedure that names a record by id asks of the caller's role, in the domain's own terms (SPEC §6).
 * roles.int.spec.ts walks appRouter: a procedure taking an id that is missing here fails the suite by name. It calls
 * each one as every user type, and whatever the domain's tables (mayPerform, the menus, reportAccess,
 * hiddenPaymentTypes) keep from that type must be refused as the same call naming records that do not exist is,
 * changing nothing.
 *
 * The call names the organization's own rows: by default the isolation registry's first probe with another
 * organization's rows (testing/isolation-registry.ts) sent with the organization's own; `call` when a procedure needs
 * another. A procedure that acts on payments also names, in `typed`, records of each payment type some role may not see.
 */

/** One rule of the domain a role must pass; a procedure may need several (all of them). */
export type RoleRule =
  | { action: MemberAction }
  | { area: Area }
  | { report: ReportName }
  /** A staff procedure (staffProcedure): no member's token, whatever its type, carries a staff principal. */
  | { staff: Area }
  /** A portal procedure (portalProcedure): no member's token, whatever its type, carries a tenant or an owner. */
  | { portal: "tenant" | "owner" };

/**
 * Records of one payment type: a pending payment, a paid one with no document, and a paid one with its tax invoice and
 * its receipt, if the type gets one (the lessor's commission gets none: no money changes hands).
 */
export interface TypedRows {
  pending: string;
  paid: string;
  documented: string;
  receipt: string | null;
  invoice: string;
}

type RoleEntry =
  /** Acts on the caller alone (a code sent to their own phone): no role rule applies. */
  | { own: string }
  | {
      needs: RoleRule[];
      call?: (rows: OrgRows) => unknown;
      /** Calls on records of one payment type; null when the type has no such record. */
      typed?: ((rows: TypedRows) => unknown)[];
    };

const action = (name: MemberAction): RoleRule => ({ action: name });
const area = (name: Area): RoleRule => ({ area: name });
const report = (name: ReportName): RoleRule => ({ report: name });
/** A staff procedure named by a record id of no organization (a marketer, a refund request). */
const onStaff = (name: Area, input: object = {}): RoleEntry => ({
  needs: [{ staff: name }],
  call: () => ({ id: crypto.randomUUID(), ...input }),
});
const needs = (...rules: RoleRule[]): RoleEntry => ({ needs: rules });
/** A portal read naming the organization's rows; its org_id is a portal user's choice, so any id will do for a member. */
const onPortal = (role: "tenant" | "owner", input: (rows: OrgRows) => object = () => ({})): RoleEntry => ({
  needs: [{ portal: role }],
  call: (rows) => ({ org_id: crypto.randomUUID(), ...input(rows) }),
});
const onPayments = (rule: MemberAction, ...typed: ((rows: TypedRows) => unknown)[]): RoleEntry => ({ needs: [action(rule)], typed });

const PAID = { paid_date: "2026-11-01", payment_method: "cash" };
const TWO_PARTS = [
  { due_date: "2035-01-01", price: "1" },
  { due_date: "2035-02-01", price: "1" },
];

export const ROLE_RULES: Record<string, RoleEntry> = {
  "auth.verify": { own: "signs in with the code sent to the caller's own phone" },
  "auth.resendOtp": { own: "sends the caller's own sign-in code again" },
  "auth.resetPassword": { own: "resets the caller's own password with the code sent to their phone" },
  "profile.confirmPhoneChange": { own: "confirms the caller's own new mobile with the code sent to it" },

  "contacts.get": needs(area("contacts")),
  "contacts.statement": needs(action("payments.read")),
  "contacts.update": needs(action("contacts.write")),
  "contacts.delete": needs(action("contacts.write")),
  "contacts.portalAccess": needs(area("contacts")),
  "contacts.invitePortal": needs(action("contacts.write")),

  "realEstates.list": needs(area("realEstates")),
  "realEstates.export": needs(area("realEstates")),
  "realEstates.counts": needs(area("realEstates")),
  "realEstates.get": needs(area("realEstates")),
  "realEstates.create": needs(action("realEstates.write")),
  "realEstates.addUnits": needs(action("realEstates.write")),
  "realEstates.update": needs(action("realEstates.write")),
  "realEstates.delete": needs(action("realEstates.write")),
  "realEstates.bookmark": needs(action("realEstates.write")),

  "contracts.create": needs(action("contracts.write")),
  "contracts.list": needs(action("contracts.read")),
  "contracts.get": needs(action("contracts.read")),
  "contracts.figures": needs(action("contracts.read")),
  "contracts.payments": needs(action("payments.read")),
  "contracts.schedule": needs(action("payments.read")),
  "contracts.cancel": needs(action("contracts.write")),
  "contractRenewals.renew": needs(action("contracts.write")),
  "contractRenewals.links": needs(action("contracts.read")),
  "contractEjar.get": needs(action("payments.read")),

  "payments.create": needs(action("payments.write")),
  "payments.list": needs(action("payments.read")),
  "payments.records": needs(action("payments.read")),
  "payments.get": onPayments("payments.read", (t) => ({ id: t.pending })),
  "payments.pay": onPayments("payments.write", (t) => ({ id: t.pending, ...PAID })),
  "collections.receive": needs(action("payments.write")),
  "collections.undo": needs(action("payments.write")),
  "collections.applyAdvance": needs(action("payments.write")),
  "collections.open": needs(action("payments.read")),
  "collections.list": needs(action("payments.read")),
  "cheques.list": needs(action("payments.read")),
  "cheques.register": needs(action("payments.write")),
  "cheques.deposit": needs(action("payments.write")),
  "cheques.clear": needs(action("payments.write")),
  "cheques.bounce": needs(action("payments.write")),
  "payments.undo": onPayments("payments.write", (t) => ({ id: t.paid })),
  "payments.cancel": onPayments("payments.write", (t) => ({ id: t.pending })),
  "payments.delete": onPayments("payments.write", (t) => ({ id: t.pending })),
  "payments.split": onPayments("payments.write", (t) => ({ id: t.pending, parts: TWO_PARTS })),
  "payments.contacted": onPayments("payments.write", (t) => ({ id: t.pending, contacted: true })),
  "invoices.issue": onPayments(
    "documents.issue",
    (t) => ({ payment_ids: [t.paid] }),
    // Already on an invoice: the refusal must not tell its number.
    (t) => ({ payment_ids: [t.documented] }),
  ),
  "invoices.get": onPayments("payments.read", (t) => ({ id: t.invoice })),
  "invoices.xml": onPayments("payments.read", (t) => ({ id: t.invoice })),
  "invoices.zatcaOnboarding": { needs: [action("payments.read")], call: () => undefined },
  "creditNotes.issue": onPayments("documents.issue", (t) => ({
    invoice_id: t.invoice,
    note_type: "credit",
    reason: "refund",
    amount: "1",
  })),
  "creditNotes.ofInvoice": onPayments("payments.read", (t) => ({ invoice_id: t.invoice })),
  "creditNotes.get": { needs: [action("payments.read")], call: (rows) => ({ id: rows.creditNote }) },
  "creditNotes.xml": { needs: [action("payments.read")], call: (rows) => ({ id: rows.creditNote }) },
  "receipts.issue": onPayments(
    "documents.issue",
    (t) => ({ id: t.paid }),
    (t) => ({ id: t.documented }),
  ),
  "receipts.get": onPayments("payments.read", (t) => t.receipt && { id: t.receipt }),
  "history.of": {
    needs: [action("payments.read")],
    call: (rows) => ({ record: "payment", id: rows.paidPayment }),
    typed: [
      (t) => ({ record: "payment", id: t.documented }),
      (t) => t.receipt && { record: "receipt", id: t.receipt },
      (t) => ({ record: "invoice", id: t.invoice }),
    ],
  },

  "books.journalPage": needs(action("books.read")),
  "organization.saveMainInformation": needs(action("organization.manage")),
  "branding.save": needs(action("organization.manage")),
  "users.create": needs(action("organization.manage")),
  "users.setActive": needs(action("organization.manage")),
  "users.delete": needs(action("organization.manage")),

  // Settling a payment and the subscription's invoices and refunds are the account owner's, who alone may subscribe.
  "subscriptions.confirmPayment": needs(area("paymentStatus")),
  "subscriptionInvoices.get": needs(action("organization.manage")),
  "subscriptionInvoices.requestRefund": needs(action("organization.manage")),
  "paymentCards.makeDefault": needs(action("organization.manage")),
  "paymentCards.delete": needs(action("organization.manage")),
  "refundRequests.approve": onStaff("adminReports"),
  "refundRequests.reject": onStaff("adminReports"),
  "supportInbox.get": onStaff("supportInbox"),
  "supportInbox.reply": onStaff("supportInbox", { channel: "sms", body: "probe reply" }),
  "supportInbox.setStatus": onStaff("supportInbox", { status: "closed" }),
  "marketers.setStatus": onStaff("marketers", { active: false }),
  "marketers.subscriptions": onStaff("marketers"),
  "blogs.get": onStaff("blogsManagement"),
  // Names its cover picture by id.
  "blogs.create": {
    needs: [{ staff: "blogsManagement" }],
    call: () => ({
      title: "Probe",
      page_title: "Probe",
      url: "probe",
      meta_description: "Probe",
      image_key_object: crypto.randomUUID(),
      content: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Probe" }] }] },
    }),
  },
  "blogs.update": onStaff("blogsManagement", { active: true }),

  "contractDrafts.save": needs(action("contracts.draft")),
  "contractDrafts.get": needs(action("contracts.draft")),
  "contractDrafts.preview": needs(action("contracts.draft")),
  "contractDrafts.cancel": needs(action("contracts.draft")),
  "contractDrafts.delete": needs(action("contracts.draft")),
  // Converting a draft signs it: preparing drafts is not enough.
  "contractDrafts.convert": needs(action("contracts.draft"), action("contracts.write")),
  "quotations.create": needs(action("contracts.draft")),
  "quotations.get": needs(action("contracts.draft")),
  "quotations.delete": needs(action("contracts.draft")),

  "support.get": needs(area("contactUs")),
  "tasks.list": needs(area("tasks")),
  "tasks.calendar": needs(area("tasks")),
  "tasks.get": needs(area("tasks")),
  "tasks.create": needs(action("tasks.write")),
  "tasks.update": needs(action("tasks.write")),
  "tasks.complete": needs(action("tasks.write")),
  "tasks.reopen": needs(action("tasks.write")),
  "tasks.delete": needs(action("tasks.write")),
  "tasks.recordExpense": needs(action("payments.write")),
  "templates.get": needs(action("contracts.read")),
  "templates.update": needs(area("settings")),
  "templates.delete": needs(area("settings")),

  "documents.upload": needs(area("archive"), action("documents.write")),
  "documents.list": needs(area("archive")),
  "documents.usage": needs(area("archive")),
  "documents.delete": needs(area("archive"), action("documents.write")),
  "documents.share": needs(area("archive"), action("documents.write")),

  "reports.run": needs(report("INCOME_REPORT")),
  "reports.spreadsheet": needs(report("PAYMENTS_LESSOR_REPORT")),
  "ownerStatements.get": needs(report("INCOME_REPORT")),
  "settlements.proposal": needs(action("contracts.write")),
  "settlements.settle": needs(action("contracts.write")),
  "settlements.get": needs(action("payments.read")),
  "owners.agreement": needs(action("remittances.read")),
  "owners.saveAgreement": needs(action("remittances.write")),
  "owners.propertyAgreement": needs(action("remittances.read")),
  "owners.savePropertyAgreement": needs(action("remittances.write")),
  "owners.removePropertyAgreement": needs(action("remittances.write")),
  "owners.propertyAgreements": needs(action("remittances.read")),
  "owners.proposal": needs(action("remittances.read")),
  "owners.remittances": needs(action("remittances.read")),
  "owners.remit": needs(action("remittances.write")),
  "owners.reverse": needs(action("remittances.write")),

  "portal.verify": { own: "signs in to the portal with the code sent to the caller's own phone" },
  "portal.contracts": onPortal("tenant"),
  "portal.payments": onPortal("tenant", (rows) => ({ contract_id: rows.contract })),
  "portal.statement": onPortal("tenant", (rows) => ({ contract_id: rows.contract })),
  "portal.cheques": onPortal("tenant"),
  "portal.settlement": onPortal("tenant", (rows) => ({ id: rows.contract })),
  "portal.receipt": onPortal("tenant", (rows) => ({ id: rows.paidPayment })),
  "portal.checkout": onPortal("tenant", (rows) => ({ payment_ids: [rows.payment] })),
  "portal.confirmPayment": onPortal("tenant", () => ({ rent_checkout_id: crypto.randomUUID(), payment_id: "pay_unknown" })),
  "portal.invoice": onPortal("tenant", (rows) => ({ id: rows.paidPayment })),
  "portal.creditNote": onPortal("tenant", () => ({ id: crypto.randomUUID() })),
  "portal.properties": onPortal("owner"),
  "portal.ownerStatement": onPortal("owner", () => ({ from: "2026-01-01", to: "2026-12-31" })),
  "portal.letterhead": onPortal("owner"),
  "portal.documents": onPortal("tenant"),
  "portal.feeInvoices": onPortal("owner"),
  "portal.feeInvoice": onPortal("owner", () => ({ id: crypto.randomUUID() })),
  "portal.feeCreditNote": onPortal("owner", () => ({ id: crypto.randomUUID() })),
  "portal.maintenanceRequests.create": onPortal("tenant", (rows) => ({
    contract_id: rows.contract,
    category: "plumbing",
    description: "A leaking tap",
  })),
  "portal.maintenanceRequests.list": onPortal("tenant"),
  "portal.maintenanceRequests.addPhotos": onPortal("tenant", (rows) => ({
    id: rows.task,
    files: [{ name: "probe.png", bytes: new Uint8Array([1]) }],
  })),
};

import {
  findContact,
  findCreditNote,
  findInvoice,
  findLeaseSettlement,
  findPortalPayment,
  findPortalPaymentNote,
  findReceipt,
  listPortalContracts,
  listTenantCheques,
  listPortalPayments,
  listPortalProperties,
  withOrg,
} from "@amlak/db";
import { AppError, contractStatus, riyadhToday } from "@amlak/domain";
import { money } from "@amlak/money";
import {
  ZPortalCheckoutSchema,
  ZPortalContractScopeSchema,
  ZPortalLoginSchema,
  ZPortalOwnerStatementSchema,
  ZPortalTenantStatementSchema,
  ZPortalPaymentReturnSchema,
  ZPortalPaymentSchema,
  ZPortalVerifySchema,
  ZRefreshSchema,
} from "@amlak/schemas";
import { z } from "zod";
import { consumeChallenge, issueChallenge } from "../auth/otp-challenges.ts";
import { hit, RATE_RULES } from "../auth/rate-limit.ts";
import { endSession, rotatePortalSession, startPortalSession } from "../auth/sessions.ts";
import { printedBranding } from "../branding/branding.ts";
import type { Context } from "../context.ts";
import { letterheadOf } from "../documents/letterhead.ts";
import { creditNoteOutput } from "../ledger/credit-note-output.ts";
import { invoiceOutput } from "../ledger/invoice-output.ts";
import { ZLetterheadOutput } from "../outputs/documents.output.ts";
import { ZChequeListOutput, ZCreditNoteOutput, ZInvoiceOutput, ZReceiptOutput } from "../outputs/ledger.output.ts";
import { receiptOutput } from "../ledger/receipt-output.ts";
import { settlementOutput } from "../ledger/settlement-output.ts";
import { ZOwnerStatementOutput } from "../outputs/owner-statement.output.ts";
import { tenantStatementOf } from "../reports/tenant-statement.ts";
import { ZContactStatementOutput } from "../outputs/portfolio.output.ts";
import { ZOkOutput } from "../outputs/values.ts";
import {
  ZPortalChallengeOutput,
  ZPortalContractOutput,
  ZPortalMeOutput,
  ZPortalPaymentOutput,
  ZPortalPropertyOutput,
  ZPortalSettlementOutput,
  ZPortalTokensOutput,
  ZRentPaymentOutcomeOutput,
} from "../outputs/portal.output.ts";
import { portalContacts, portalScopeOf, recordSignIn } from "../portal/portal-scope.ts";
import { startRentCheckout } from "../rent-payments/rent-checkout.ts";
import { takesRentOnline } from "../rent-payments/rent-gateway.ts";
import { settleRentPayment } from "../rent-payments/settle-rent-payment.ts";
import { ownerStatementOf, ownerTermsOf } from "../reports/owner-statement.ts";
import { portalProcedure, portalReadProcedure, publicProcedure, router } from "../trpc.ts";
import { portalDocumentsProcedures } from "./portal-documents.router.ts";
import { portalFeeInvoicesProcedures } from "./portal-fee-invoices.router.ts";
import { portalMaintenanceRouter } from "./portal-maintenance.router.ts";

const deps = (ctx: Context) => ({ db: ctx.database.app, auth: ctx.auth, lang: ctx.lang, now: ctx.now() });

const tenantRead = portalReadProcedure(["tenant"]);
const ownerRead = portalReadProcedure(["owner"]);

/** The tenant and owner portal (issue #20): sign-in by phone and code, then read-only views of their own rows. */
export const portalRouter = router({
  maintenanceRequests: portalMaintenanceRouter,

  /**
   * Sends a code when a contact of the role has the phone, in the request's language. The answer is the same either
   * way (a challenge id), so the call cannot tell who rents or owns; both count against the phone's code limit.
   */
  login: publicProcedure
    .input(ZPortalLoginSchema)
    .output(ZPortalChallengeOutput)
    .mutation(async ({ ctx, input }) => {
      const d = deps(ctx);
      if ((await portalContacts(d.db, input)).length === 0) {
        await hit(d.db, `otp:${input.phone}`, RATE_RULES.otpSend, d.now);
        return { token: crypto.randomUUID() };
      }
      const { challenge } = await issueChallenge(d, { purpose: "portal", phone: input.phone, portalRole: input.role });
      return { token: challenge };
    }),

  verify: publicProcedure
    .input(ZPortalVerifySchema)
    .output(ZPortalTokensOutput)
    .mutation(async ({ ctx, input }) => {
      const d = deps(ctx);
      const challenge = await consumeChallenge(d, input.token, input.otp, ["portal"]);
      if (!challenge.portal_role) throw new AppError("auth.challengeExpired");
      const portal = { phone: challenge.phone, role: challenge.portal_role };
      const session = await startPortalSession(d, portal);
      await recordSignIn(d.db, portal, d.now);
      return { ...session, role: portal.role };
    }),

  refresh: publicProcedure
    .input(ZRefreshSchema)
    .output(ZPortalTokensOutput)
    .mutation(async ({ ctx, input }) => {
      const { token, refreshToken, role } = await rotatePortalSession(deps(ctx), input.refreshToken);
      return { token, refreshToken, role };
    }),

  logout: publicProcedure
    .input(ZRefreshSchema)
    .output(ZOkOutput)
    .mutation(async ({ ctx, input }) => {
      await endSession(deps(ctx), input.refreshToken);
      return { ok: true as const };
    }),

  /** Every organization where a contact of the role has the phone: the screens ask which when there is more than one. */
  me: portalProcedure.output(ZPortalMeOutput).query(async ({ ctx }) => {
    const organizations = new Map<string, { org_id: string; title: string; contact_name: string; pays_online: boolean }>();
    for (const contact of await portalContacts(ctx.database.app, ctx.portal)) {
      // A person with two contacts in one organization is named as the first.
      if (organizations.has(contact.org_id)) continue;
      const paysOnline =
        ctx.portal.role === "tenant" &&
        (await withOrg(ctx.database.app, contact.org_id, (trx) => takesRentOnline(trx, ctx, contact.org_id)));
      organizations.set(contact.org_id, {
        org_id: contact.org_id,
        title: contact.org_title,
        contact_name: contact.contact_name,
        pays_online: paysOnline,
      });
    }
    return { ...ctx.portal, organizations: [...organizations.values()] };
  }),

  contracts: tenantRead.output(z.array(ZPortalContractOutput)).query(async ({ ctx }) => {
    const today = riyadhToday(ctx.now());
    const contracts = await listPortalContracts(ctx.trx, ctx.scope.contactIds);
    return contracts.map((contract) => ({
      id: contract.id,
      number: contract.id.slice(0, 8),
      real_estate_title: contract.real_estate_title,
      parent_title: contract.parent_title,
      start_date: contract.contract_start,
      end_date: contract.contract_end,
      status: contractStatus({ start: contract.contract_start, end: contract.contract_end, cancelled: contract.cancelled_on }, today),
      rent_amount: money(contract.price),
      payment_cycle: contract.contract_interval,
      settlement:
        contract.settled_on === null
          ? null
          : { settled_on: contract.settled_on, refund: money(contract.refund!), deposit_returned: money(contract.deposit_returned!) },
    }));
  }),

  /** The settlement of one of the tenant's leases, to print; a lease not settled, or another tenant's, is not found. */
  settlement: tenantRead
    .input(ZPortalPaymentSchema)
    .output(ZPortalSettlementOutput)
    .query(async ({ ctx, input }) => {
      const { orgId, contactIds } = ctx.scope;
      const [contracts, tenant] = await Promise.all([listPortalContracts(ctx.trx, contactIds), findContact(ctx.trx, contactIds[0]!)]);
      const lease = contracts.find((contract) => contract.id === input.id);
      const row = lease && tenant ? await findLeaseSettlement(ctx.trx, orgId, lease.id) : undefined;
      if (!lease || !tenant || !row) throw new AppError("notFound");
      return {
        settlement: await settlementOutput(ctx.trx, orgId, row),
        lease: { tenant_name: tenant.name, real_estate_title: lease.real_estate_title, contract_end: lease.contract_end },
      };
    }),

  /** What the tenant owes and paid, by due date: overdue when still unpaid after its due date (Riyadh). */
  payments: tenantRead
    .input(ZPortalContractScopeSchema)
    .output(z.array(ZPortalPaymentOutput))
    .query(async ({ ctx, input }) => {
      const today = riyadhToday(ctx.now());
      const payments = await listPortalPayments(ctx.trx, { tenantIds: ctx.scope.contactIds, contractId: input.contract_id });
      return payments.map(({ price, notes, ...payment }) => ({
        ...payment,
        notes: notes.map(({ noteType, ...note }) => ({ ...note, note_type: noteType })),
        status: payment.status === "paid" ? ("paid" as const) : ("pending" as const),
        amount: money(price),
        vat: money(payment.vat),
        overdue: payment.status === "pending" && payment.due_date < today,
      }));
    }),

  /** The cheques the tenant handed over (issue #23), by due date, with where each stands: held, deposited, cleared or bounced. */
  cheques: tenantRead.output(ZChequeListOutput).query(async ({ ctx }) => {
    const rows = await listTenantCheques(ctx.trx, ctx.scope.contactIds);
    return rows.map((row) => ({ ...row, amount: money(row.amount) }));
  }),

  /**
   * The tenant's statement (charges, payments and vouchers, balance) for a period, up to today unless asked, as the
   * landlord's contact page shows it; of one contract, its charges and what was paid on them.
   */
  statement: tenantRead
    .input(ZPortalTenantStatementSchema)
    .output(ZContactStatementOutput)
    .query(async ({ ctx, input }) => {
      const { contactIds } = ctx.scope;
      const tenant = await findContact(ctx.trx, contactIds[0]!);
      if (!tenant) throw new AppError("notFound");
      return tenantStatementOf(ctx.trx, {
        tenant: { id: tenant.id, name: tenant.name },
        tenantIds: contactIds,
        contractId: input.contract_id,
        hiddenTypes: [],
        lang: ctx.lang,
        from: input.from ?? null,
        to: input.to ?? riyadhToday(ctx.now()),
      });
    }),

  /** The cash receipt of one of the tenant's payments; another tenant's payment, or one without a receipt, is not found. */
  receipt: tenantRead
    .input(ZPortalPaymentSchema)
    .output(ZReceiptOutput)
    .query(async ({ ctx, input }) => {
      const payment = await findPortalPayment(ctx.trx, ctx.scope.contactIds, input.id);
      const receipt = payment?.receipt_id ? await findReceipt(ctx.trx, payment.receipt_id, ctx.lang, []) : undefined;
      if (!receipt) throw new AppError("notFound");
      return receiptOutput(receipt);
    }),

  /** The tax invoice of one of the tenant's payments, as receipt. */
  invoice: tenantRead
    .input(ZPortalPaymentSchema)
    .output(ZInvoiceOutput)
    .query(async ({ ctx, input }) => {
      const payment = await findPortalPayment(ctx.trx, ctx.scope.contactIds, input.id);
      const row = payment?.invoice_id ? await findInvoice(ctx.trx, payment.invoice_id, []) : undefined;
      if (!row) throw new AppError("notFound");
      // A contact has no calendar of their own: the portal reads and prints Gregorian dates.
      return invoiceOutput(row, { lang: ctx.lang, dateType: "md" });
    }),

  /**
   * A credit or debit note on the tax invoice of one of the tenant's payments; a note on another tenant's invoice (or a
   * management fee invoice) is not found.
   */
  creditNote: tenantRead
    .input(ZPortalPaymentSchema)
    .output(ZCreditNoteOutput)
    .query(async ({ ctx, input }) => {
      const theirs = await findPortalPaymentNote(ctx.trx, ctx.scope.contactIds, input.id);
      const row = theirs ? await findCreditNote(ctx.trx, theirs.id, []) : undefined;
      if (!row) throw new AppError("notFound");
      return creditNoteOutput(row, { lang: ctx.lang, dateType: "md" });
    }),

  /**
   * Pays some of the tenant's due instalments online: the gateway's hosted page. It writes (a rent checkout), so it
   * runs as a member request does, every id resolved inside the tenant's own contracts (startRentCheckout).
   */
  checkout: portalProcedure
    .input(ZPortalCheckoutSchema)
    .output(z.object({ paymentUrl: z.string() }))
    .mutation(async ({ ctx, input }) => {
      if (ctx.portal.role !== "tenant") throw new AppError("auth.roleForbidden");
      const scope = await portalScopeOf(ctx.database.app, ctx.portal, input.org_id ?? null);
      return startRentCheckout(ctx.database.app, { services: ctx, lang: ctx.lang, ...scope }, input.payment_ids);
    }),

  /**
   * The tenant's return to /tenant/payment-status: the payment read back from the gateway settles the checkout as its
   * webhook would, whichever comes first. Another tenant's checkout is not found.
   */
  confirmPayment: portalProcedure
    .input(ZPortalPaymentReturnSchema)
    .output(ZRentPaymentOutcomeOutput)
    .mutation(async ({ ctx, input }) => {
      if (ctx.portal.role !== "tenant") throw new AppError("auth.roleForbidden");
      const { orgId, contactIds } = await portalScopeOf(ctx.database.app, ctx.portal, input.org_id ?? null);
      const { checkout, status, payment, refundPaymentIds } = await settleRentPayment(
        ctx.database.app,
        { services: ctx, now: ctx.now(), requestId: ctx.requestId },
        { orgId, rentCheckoutId: input.rent_checkout_id, paymentId: input.payment_id, payerIds: contactIds },
      );
      return {
        status,
        message: payment.message,
        total: money(checkout.total),
        payment_ids: checkout.payment_ids,
        refund_payment_ids: refundPaymentIds,
      };
    }),

  properties: ownerRead.output(z.array(ZPortalPropertyOutput)).query(async ({ ctx }) => {
    const properties = await listPortalProperties(ctx.trx, ctx.scope.contactIds);
    return properties.map(({ status, ends, ...property }) => ({
      ...property,
      occupancy: status,
      contract_end_date: ends,
    }));
  }),

  ownerStatement: ownerRead
    .input(ZPortalOwnerStatementSchema)
    .output(ZOwnerStatementOutput)
    .query(async ({ ctx, input }) => {
      const { orgId, contactIds } = ctx.scope;
      const lessor = await findContact(ctx.trx, contactIds[0]!);
      if (!lessor) throw new AppError("notFound");
      const period = { lessorIds: contactIds, from: input.from, to: input.to };
      // Agreements and the organization's VAT registration are not the portal role's to read: read as the organization.
      const terms = await withOrg(ctx.database.app, orgId, (trx) => ownerTermsOf(trx, orgId, period));
      return ownerStatementOf(ctx.trx, { orgId, lang: ctx.lang, lessor: { id: lessor.id, name: lessor.name }, ...period }, terms);
    }),

  /**
   * The organization's letterhead for the portal's printed documents, with the logo and code its package grants. Read
   * as the organization (organizations are not the portal role's to read), once the portal scope has admitted the user.
   */
  letterhead: portalReadProcedure(["tenant", "owner"])
    .output(ZLetterheadOutput.extend({ code: z.string().nullable(), logo: z.string().nullable() }))
    .query(({ ctx }) =>
      withOrg(ctx.database.app, ctx.scope.orgId, async (trx) => {
        const caller = { orgId: ctx.scope.orgId, type: "client" as const };
        const { code, logo } = await printedBranding({ ...ctx, trx, caller });
        return { ...(await letterheadOf(trx, ctx.scope.orgId)), code, logo: logo?.toString("base64") ?? null };
      }),
    ),

  ...portalDocumentsProcedures,
  ...portalFeeInvoicesProcedures,
});

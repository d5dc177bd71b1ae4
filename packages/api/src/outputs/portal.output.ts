import { OCCUPANCY_STATUSES, PORTAL_ROLES, REAL_ESTATE_KINDS } from "@amlak/schemas";
import { z } from "zod";
import { CONTRACT_STATUSES } from "./contracts.output.ts";
import { ZSettlementOutput } from "./settlements.output.ts";
import { ZDayOutput, ZMoneyOutput } from "./values.ts";

/** A portal sign-in challenge: the same answer whether or not a contact has the phone. */
export const ZPortalChallengeOutput = z.object({ token: z.string() });

/** A portal session: the access token is valid only on the portal's procedures and routes. */
export const ZPortalTokensOutput = z.object({ token: z.string(), refreshToken: z.string(), role: z.enum(PORTAL_ROLES) });

/** Who is signed in, and every organization where a contact of that role has the phone. */
export const ZPortalMeOutput = z.object({
  role: z.enum(PORTAL_ROLES),
  phone: z.string(),
  /** pays_online: the organization's tenants can pay rent online (its own gateway account, or the sandbox). */
  organizations: z.array(z.object({ org_id: z.string(), title: z.string(), contact_name: z.string(), pays_online: z.boolean() })),
});

/**
 * What the tenant's return from the gateway settled: status paid, pending (a bill not yet paid, or a payment still
 * initiated) or failed with the gateway's words; refund_payment_ids are instalments the landlord had marked paid
 * meanwhile, whose money is owed back.
 */
export const ZRentPaymentOutcomeOutput = z.object({
  status: z.enum(["pending", "paid", "failed"]),
  message: z.string().nullable(),
  total: ZMoneyOutput,
  payment_ids: z.array(z.string()),
  refund_payment_ids: z.array(z.string()),
});

/**
 * A tenant's contract: number is its short reference (the first eight characters of its id, as the books name a
 * contract), rent_amount its yearly rent, payment_cycle the months between instalments.
 */
export const ZPortalContractOutput = z.object({
  id: z.string(),
  number: z.string(),
  real_estate_title: z.string(),
  parent_title: z.string().nullable(),
  start_date: ZDayOutput,
  end_date: ZDayOutput,
  status: z.enum(CONTRACT_STATUSES),
  rent_amount: ZMoneyOutput,
  payment_cycle: z.number(),
  /** When the lease was settled on leaving: the rent refunded and the deposit returned (its document: portal.settlement). */
  settlement: z.object({ settled_on: ZDayOutput, refund: ZMoneyOutput, deposit_returned: ZMoneyOutput }).nullable(),
});

/** A settled lease's settlement as the tenant prints it, with the lease it ended. */
export const ZPortalSettlementOutput = z.object({
  settlement: ZSettlementOutput,
  lease: z.object({ tenant_name: z.string(), real_estate_title: z.string(), contract_end: ZDayOutput }),
});

/** What a tenant owes or paid: overdue when still pending after its due date (Riyadh). */
export const ZPortalPaymentOutput = z.object({
  id: z.string(),
  contract_id: z.string(),
  payment_type: z.string(),
  due_date: ZDayOutput,
  amount: ZMoneyOutput,
  vat: ZMoneyOutput,
  status: z.enum(["pending", "paid"]),
  overdue: z.boolean(),
  paid_date: ZDayOutput.nullable(),
  method: z.string().nullable(),
  receipt_id: z.string().nullable(),
  invoice_id: z.string().nullable(),
  /** The credit and debit notes issued on its tax invoice, oldest first. */
  notes: z.array(z.object({ id: z.string(), note_type: z.enum(["credit", "debit"]), number: z.number() })),
});

/** One of an owner's real estates, with who rents it now or next. */
export const ZPortalPropertyOutput = z.object({
  id: z.string(),
  title: z.string(),
  parent_title: z.string().nullable(),
  kind: z.enum(REAL_ESTATE_KINDS),
  occupancy: z.enum(OCCUPANCY_STATUSES).nullable(),
  tenant_name: z.string().nullable(),
  contract_end_date: ZDayOutput.nullable(),
});

/** A management fee invoice of one of the owner's remittances, with the notes issued on it. */
export const ZPortalFeeInvoiceOutput = z.object({
  id: z.string(),
  number: z.number(),
  date: ZDayOutput,
  from: ZDayOutput,
  to: ZDayOutput,
  total: ZMoneyOutput,
  notes: z.array(z.object({ id: z.string(), note_type: z.enum(["credit", "debit"]), number: z.number(), total: ZMoneyOutput })),
});

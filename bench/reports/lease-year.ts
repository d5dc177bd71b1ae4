import type { Db } from "@amlak/db";
import { issueReceipt, markPaymentPaid, recordPayment, scheduleFor, signContract } from "@amlak/ledger";
import type { ScheduleInput } from "@amlak/domain";
import type { BenchOrganization } from "../ledger/organizations.ts";

/** The year every lease-year template is written in; the portfolio's history re-dates its events into its own years. */
export const TEMPLATE_YEAR = 2017;

/** Residential paid monthly; residential paid quarterly with receipts; commercial (taxable) monthly with a tax invoice and a receipt per payment. */
export const LEASE_KINDS = ["monthly", "quarterly", "commercial"] as const;
export type LeaseKind = (typeof LEASE_KINDS)[number];

/**
 * One unit's year through the real handlers, each command on its own day (so the journal's dates are the
 * payments'): a yearly lease whose commission is paid with each rent, every rent paid two days after it falls due,
 * and a maintenance expense in May. The events come out in date order, so a prefix of them is the year up to a day.
 */
export async function runLeaseYear(app: Db, org: BenchOrganization, kind: LeaseKind): Promise<void> {
  const commercial = kind === "commercial";
  const on = (date: string) => org.ctx({ now: new Date(`${date}T10:00:00+03:00`) });
  const terms: ScheduleInput = {
    contract_start: `${TEMPLATE_YEAR}-01-01`,
    contract_end: `${TEMPLATE_YEAR}-12-31`,
    price: commercial ? "90000" : "42000",
    interval: kind === "quarterly" ? 3 : 1,
    annual_commission: commercial ? "4500" : "2100",
    additional_commission: "0",
    annual_service: "0",
    water_costs: "0",
    electricity_costs: "0",
    extra_costs: "0",
    is_taxable: commercial,
  };
  const { paymentIds } = await signContract(app, on(`${TEMPLATE_YEAR - 1}-12-20`), {
    lessorId: org.lessorId,
    tenantId: org.tenantId,
    realEstateId: org.realEstateId,
    terms,
    autoPayCommission: true,
  });
  const rows = scheduleFor(terms).rows;
  const rent = rows.flatMap((row, k) => (row.payment_type === "rent" ? [{ id: paymentIds[k]!, due: row.due_date }] : []));
  for (const instalment of rent) {
    const paidDate = instalment.due.replace(/-01$/, "-03");
    await markPaymentPaid(app, on(paidDate), {
      paymentId: instalment.id,
      paidDate,
      method: commercial ? "bankTransfer" : "mada",
      receivedBy: "مدير العقار",
      deliveredBy: null,
      notes: "",
      autoInvoice: commercial ? { seller: org.seller, buyer: { name: "شركة رواد التقنية" } } : undefined,
    });
    if (kind !== "monthly") await issueReceipt(app, on(paidDate), { paymentId: instalment.id, payer: "فهد الدوسري" });
    if (paidDate.endsWith("-05-03")) await maintenance(app, org, on(paidDate), paidDate);
  }
}

async function maintenance(app: Db, org: BenchOrganization, ctx: ReturnType<BenchOrganization["ctx"]>, date: string) {
  const expense = await recordPayment(app, ctx, {
    direction: "expense",
    category: "maintenance",
    dueDate: date,
    price: "460.00",
    vatIncluded: true,
    comment: "صيانة التكييف",
    realEstateId: org.realEstateId,
  });
  await markPaymentPaid(app, ctx, {
    paymentId: expense.paymentIds[0]!,
    paidDate: date,
    method: "cash",
    receivedBy: null,
    deliveredBy: null,
    notes: "",
  });
}

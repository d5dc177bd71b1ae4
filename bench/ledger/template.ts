import type { Db } from "@amlak/db";
import type { ScheduleInput } from "@amlak/domain";
import {
  cancelContract,
  issueInvoice,
  issueReceipt,
  markPaymentContacted,
  markPaymentPaid,
  recordPayment,
  scheduleFor,
  signContract,
  splitPayment,
  undoPayment,
} from "@amlak/ledger";
import type { BenchOrganization } from "./organizations.ts";

const terms = (overrides: Partial<ScheduleInput> & Pick<ScheduleInput, "contract_start" | "contract_end" | "price" | "interval">) => ({
  annual_commission: "2400",
  additional_commission: "500",
  annual_service: "0",
  water_costs: "150",
  electricity_costs: "0",
  extra_costs: "0",
  is_taxable: false,
  ...overrides,
});

const paid = (paidDate: string, method: "cash" | "mada" | "bankTransfer" = "mada") => ({
  paidDate,
  method,
  receivedBy: "مدير العقار",
  deliveredBy: null,
  notes: "",
});

/**
 * One organization's life through the real handlers: four contracts (commercial with auto-paid commission and
 * automatic tax invoices, residential quarterly, a two-year one cancelled half way, a residential monthly one
 * partly paid), receipts, an undo, a split, a contact note, manual income and expenses. Its events are the
 * pattern the synthetic history repeats; contract D's pending rent is what the pay measurement pays.
 */
export async function runTemplateCommands(app: Db, org: BenchOrganization): Promise<void> {
  const sign = async (schedule: ScheduleInput, autoPayCommission: boolean) => {
    const { contractId, paymentIds } = await signContract(app, org.ctx(), {
      lessorId: org.lessorId,
      tenantId: org.tenantId,
      realEstateId: await org.newUnit(),
      terms: schedule,
      autoPayCommission,
    });
    const rows = scheduleFor(schedule).rows;
    const of = (type: string) => rows.flatMap((row, k) => (row.payment_type === type ? [paymentIds[k]!] : []));
    return { contractId, rent: of("rent"), commission: of("commission"), service: of("service") };
  };
  const autoInvoice = { seller: org.seller, buyer: { name: "شركة رواد التقنية" } };

  // A: commercial, monthly, commission paid with each rent, tax invoice on payment, receipts.
  const a = await sign(
    terms({ contract_start: "2026-01-01", contract_end: "2026-12-31", price: "60000", interval: 1, is_taxable: true }),
    true,
  );
  for (const [k, rent] of a.rent.slice(0, 6).entries()) {
    await markPaymentPaid(app, org.ctx(), { paymentId: rent, ...paid(`2026-0${k + 1}-03`, "bankTransfer"), autoInvoice });
    await issueReceipt(app, org.ctx(), { paymentId: rent, payer: "شركة رواد التقنية" });
  }

  // B: residential, quarterly, yearly service split in two, one payment undone and paid again.
  const b = await sign(
    terms({ contract_start: "2025-09-01", contract_end: "2026-08-31", price: "48000", interval: 3, annual_service: "1200" }),
    false,
  );
  for (const id of [...b.rent.slice(0, 3), ...b.commission.slice(0, 3)])
    await markPaymentPaid(app, org.ctx(), { paymentId: id, ...paid("2026-03-01") });
  await undoPayment(app, org.ctx(), { paymentId: b.rent[2]! });
  await markPaymentPaid(app, org.ctx(), { paymentId: b.rent[2]!, ...paid("2026-03-05", "cash") });
  await markPaymentContacted(app, org.ctx(), { paymentId: b.rent[3]!, contacted: true, notes: "وعد بالسداد" });
  await splitPayment(app, org.ctx(), {
    paymentId: b.service[0]!,
    parts: [
      { dueDate: "2025-09-01", price: "600.00" },
      { dueDate: "2025-12-01", price: "600.00" },
    ],
  });

  // C: commercial, two years, every six months; three rents paid and invoiced on demand, then cancelled.
  const c = await sign(
    terms({ contract_start: "2025-01-01", contract_end: "2026-12-31", price: "100000", interval: 6, is_taxable: true }),
    false,
  );
  for (const id of c.rent.slice(0, 3)) await markPaymentPaid(app, org.ctx(), { paymentId: id, ...paid("2026-01-10") });
  await issueInvoice(app, org.ctx(), { paymentIds: c.rent.slice(0, 3), seller: org.seller, buyer: { name: "مؤسسة النخبة", vatNo: null } });
  await cancelContract(app, org.ctx(), { contractId: c.contractId, cancelledOn: "2026-06-30" });

  // D: residential, monthly; the first five rents paid, the rest pending.
  const d = await sign(terms({ contract_start: "2026-01-01", contract_end: "2026-12-31", price: "36000", interval: 1 }), false);
  for (const [k, rent] of d.rent.slice(0, 5).entries())
    await markPaymentPaid(app, org.ctx(), { paymentId: rent, ...paid(`2026-0${k + 1}-02`) });

  // Manual money: a maintenance expense paid, a monthly parking income for three months.
  const expense = await recordPayment(app, org.ctx(), {
    direction: "expense",
    category: "maintenance",
    dueDate: "2026-04-10",
    price: "345.00",
    vatIncluded: true,
    comment: "سباكة",
    realEstateId: org.realEstateId,
  });
  await markPaymentPaid(app, org.ctx(), { paymentId: expense.paymentIds[0]!, ...paid("2026-04-10", "cash") });
  await recordPayment(app, org.ctx(), {
    direction: "income",
    category: "other",
    dueDate: "2026-06-01",
    price: "200.00",
    vatIncluded: false,
    comment: "مواقف",
    realEstateId: org.realEstateId,
    repeat: { everyMonths: 1, count: 3 },
  });
}

import { saveManagementAgreement, withOrg, type Db } from "@amlak/db";
import { addDays, addMonthsClamped, type PaymentType, type ScheduleInput } from "@amlak/domain";
import {
  bounceCheque,
  clearCheque,
  depositCheque,
  payRemittance,
  proposeLeaseSettlement,
  proposeRemittance,
  receiveCollection,
  registerCheques,
  scheduleFor,
  settleLease,
  signContract,
  type LedgerContext,
} from "@amlak/ledger";
import { add, money, toFixed2 } from "@amlak/money";
import { sellerOf } from "../ledger/parties.ts";
import type { DemoContactKey } from "./demo-portfolio.ts";

/** A demo lease as signed: whom it binds, its terms and its payments in schedule order. */
export interface SignedDemoLease {
  tenantId: string;
  lessorId: string;
  terms: ScheduleInput;
  paymentIds: string[];
}

const BANKS = { rajhi: "مصرف الراجحي", ahli: "البنك الأهلي السعودي" };

/** A demo lease's terms from its start: its months, yearly rent, cycle and commission; nothing else charged. */
export function demoTerms(
  start: string,
  lease: { months: number; price: string; interval: number; annualCommission: string; isTaxable: boolean },
): ScheduleInput {
  return {
    contract_start: start,
    contract_end: addDays(addMonthsClamped(start, lease.months), -1),
    price: lease.price,
    interval: lease.interval,
    annual_commission: lease.annualCommission,
    additional_commission: "0",
    annual_service: "0",
    water_costs: "0",
    electricity_costs: "0",
    extra_costs: "0",
    is_taxable: lease.isTaxable,
  };
}

/**
 * The lease the demo shows settled: شقة 102's tenant of last year moved to شقة 201 a month before their lease ended,
 * on the day before its lease began, and the manager settled it that day.
 */
export const DEMO_VACATED = {
  unit: "شقة 102",
  tenant: "tenant2" as DemoContactKey,
  startMonthsAgo: 13,
  movedMonthsAgo: 2,
  months: 12,
  price: "46000.00",
  interval: 3,
  annualCommission: "0",
  isTaxable: false,
  deposit: "3000.00",
};

/**
 * The money the demo shows beyond paid rent (issue #23), written through the ledger's handlers as a manager would on
 * the seeding day: a transfer paying part of the next rent of شقة 101 (a partly paid instalment), a voucher taking the
 * villa's deposit with more than it asks (an advance), the cheques of شقة 301 — one bounced, its replacement deposited
 * and cleared, the next month's deposited — and those of شقة 201 held for its coming instalments, and the compound
 * owner's 5% management agreement with this month's remittance and its fee invoice; and a lease of last year ended
 * early and settled (DEMO_VACATED).
 */
export async function seedDemoMoney(
  db: Db,
  ctx: LedgerContext,
  leases: ReadonlyMap<string, SignedDemoLease>,
  today: string,
  vacated: { realEstateId: string; lessorId: string; tenantId: string },
) {
  const lease = (unit: string) => {
    const found = leases.get(unit);
    if (!found) throw new Error(`The demo has no lease of ${unit}`);
    return found;
  };
  const apartment101 = lease("شقة 101");
  const [nextRent101] = rowsOf(apartment101, "rent").filter((row) => row.dueDate >= today);
  await receiveCollection(db, ctx, {
    tenantId: apartment101.tenantId,
    amount: "8000.00",
    paidDate: today,
    method: "bankTransfer",
    reference: "SA-TRX-240118",
    allocations: [{ paymentId: nextRent101!.id, amount: "8000.00" }],
  });

  const villa = lease("فيلا حي الملقا");
  const [deposit] = rowsOf(villa, "deposit");
  await receiveCollection(db, ctx, {
    tenantId: villa.tenantId,
    amount: "12000.00",
    paidDate: today,
    method: "bankTransfer",
    reference: "SA-TRX-240131",
    allocations: [{ paymentId: deposit!.id, amount: deposit!.amount }],
  });

  const apartment301 = lease("شقة 301");
  const rents301 = rowsOf(apartment301, "rent");
  const overdue = rents301.filter((row) => row.dueDate < today).at(-1)!;
  const next301 = rents301.find((row) => row.dueDate >= today);
  const cheque = (number: string, row: { id: string; dueDate: string; amount: string }, bank = BANKS.rajhi) => ({
    number,
    bank,
    amount: row.amount,
    dueDate: row.dueDate,
    instalmentId: row.id,
  });
  const [bounced] = await chequeIds(db, ctx, apartment301.tenantId, [cheque("100231", overdue)]);
  await depositCheque(db, ctx, { chequeId: bounced!, depositedOn: earliest(addDays(overdue.dueDate, 1), today) });
  await bounceCheque(db, ctx, { chequeId: bounced!, bouncedOn: earliest(addDays(overdue.dueDate, 3), today), reason: "رصيد غير كافٍ" });
  const [replacement, following] = await chequeIds(db, ctx, apartment301.tenantId, [
    cheque("100232", overdue),
    ...(next301 ? [cheque("100233", next301)] : []),
  ]);
  await depositCheque(db, ctx, { chequeId: replacement!, depositedOn: today });
  await clearCheque(db, ctx, { chequeId: replacement!, clearedOn: today });
  if (following) await depositCheque(db, ctx, { chequeId: following, depositedOn: today });

  const apartment201 = lease("شقة 201");
  const coming = rowsOf(apartment201, "rent").filter((row) => row.dueDate >= today);
  await chequeIds(
    db,
    ctx,
    apartment201.tenantId,
    coming.map((row, index) => cheque(String(552_401 + index), row, BANKS.ahli)),
  );

  const period = { lessorId: apartment301.lessorId, from: addDays(today, -30), to: today };
  const proposal = await withOrg(db, ctx.orgId, async (trx) => {
    await saveManagementAgreement(trx, {
      orgId: ctx.orgId,
      lessorId: period.lessorId,
      feeKind: "percent",
      feeValue: "5.00",
      expenseCategories: [],
      effectiveFrom: apartment301.terms.contract_start,
    });
    return proposeRemittance(trx, ctx.orgId, period);
  });
  await settleVacatedLease(db, ctx, vacated, today);
  if (proposal.due.gt(0)) {
    await payRemittance(db, ctx, {
      ...period,
      paidDate: today,
      amount: toFixed2(proposal.due),
      method: "bankTransfer",
      reference: "SA-TRX-OWNER-0001",
      seller: await sellerOf(db, ctx.orgId),
    });
  }
}

/**
 * DEMO_VACATED: the lease signed with its deposit, each quarter paid by transfer on its due day (the first with the
 * deposit), then ended on the moving day and settled then: the unearned rent refunded, 400 kept for repainting, the
 * rest of the deposit returned.
 */
async function settleVacatedLease(
  db: Db,
  ctx: LedgerContext,
  vacated: { realEstateId: string; lessorId: string; tenantId: string },
  today: string,
) {
  const terms: ScheduleInput = {
    ...demoTerms(addMonthsClamped(today, -DEMO_VACATED.startMonthsAgo), DEMO_VACATED),
    deposit: DEMO_VACATED.deposit,
  };
  const { contractId, paymentIds } = await signContract(db, ctx, { ...vacated, terms, autoPayCommission: true });
  const lease = { ...vacated, terms, paymentIds };
  const deposit = rowsOf(lease, "deposit")[0]!;
  for (const [k, rent] of rowsOf(lease, "rent").entries()) {
    const paid = k === 0 ? [deposit, rent] : [rent];
    await receiveCollection(db, ctx, {
      tenantId: vacated.tenantId,
      amount: toFixed2(add(...paid.map((row) => money(row.amount)))),
      paidDate: rent.dueDate,
      method: "bankTransfer",
      reference: `SA-TRX-23${String(k + 1).padStart(4, "0")}`,
      allocations: paid.map((row) => ({ paymentId: row.id, amount: row.amount })),
    });
  }
  const endOn = addDays(addMonthsClamped(today, -DEMO_VACATED.movedMonthsAgo), -1);
  const movingDay = { ...ctx, now: new Date(`${endOn}T12:00:00+03:00`) };
  const query = { contractId, endOn, deductions: [{ kind: "damages" as const, amount: "400.00", note: "إعادة دهان الجدران" }] };
  const { proposal } = await withOrg(db, ctx.orgId, (trx) => proposeLeaseSettlement(trx, ctx.orgId, query));
  await settleLease(db, movingDay, {
    ...query,
    refund: toFixed2(proposal.unearnedRent),
    applyDepositToRent: true,
    method: "bankTransfer",
    reference: "SA-TRX-230099",
  });
}

/** The lease's payments of one type, by due date, each with its id and amount (the leases used are residential: no VAT). */
function rowsOf(lease: Pick<SignedDemoLease, "terms" | "paymentIds">, type: PaymentType) {
  return scheduleFor(lease.terms)
    .rows.filter((row) => row.payment_type === type)
    .map((row) => ({ id: lease.paymentIds[row.index]!, dueDate: row.due_date, amount: toFixed2(row.price) }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

async function chequeIds(db: Db, ctx: LedgerContext, tenantId: string, cheques: Parameters<typeof registerCheques>[2]["cheques"]) {
  return (await registerCheques(db, ctx, { tenantId, cheques })).chequeIds;
}

const earliest = (a: string, b: string) => (a < b ? a : b);

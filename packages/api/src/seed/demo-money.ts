import { saveManagementAgreement, withOrg, type Db } from "@amlak/db";
import { addDays, type PaymentType, type ScheduleInput } from "@amlak/domain";
import {
  bounceCheque,
  clearCheque,
  depositCheque,
  payRemittance,
  proposeRemittance,
  receiveCollection,
  registerCheques,
  scheduleFor,
  type LedgerContext,
} from "@amlak/ledger";
import { toFixed2 } from "@amlak/money";
import { sellerOf } from "../ledger/parties.ts";

/** A demo lease as signed: whom it binds, its terms and its payments in schedule order. */
export interface SignedDemoLease {
  tenantId: string;
  lessorId: string;
  terms: ScheduleInput;
  paymentIds: string[];
}

const BANKS = { rajhi: "مصرف الراجحي", ahli: "البنك الأهلي السعودي" };

/**
 * The money the demo shows beyond paid rent (issue #23), written through the ledger's handlers as a manager would on
 * the seeding day: a transfer paying part of the next rent of شقة 101 (a partly paid instalment), a voucher taking the
 * villa's deposit with more than it asks (an advance), the cheques of شقة 301 — one bounced, its replacement deposited
 * and cleared, the next month's deposited — and those of شقة 201 held for its coming instalments, and the compound
 * owner's 5% management agreement with this month's remittance and its fee invoice.
 */
export async function seedDemoMoney(db: Db, ctx: LedgerContext, leases: ReadonlyMap<string, SignedDemoLease>, today: string) {
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

/** The lease's payments of one type, by due date, each with its id and amount (the leases used are residential: no VAT). */
function rowsOf(lease: SignedDemoLease, type: PaymentType) {
  return scheduleFor(lease.terms)
    .rows.filter((row) => row.payment_type === type)
    .map((row) => ({ id: lease.paymentIds[row.index]!, dueDate: row.due_date, amount: toFixed2(row.price) }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

async function chequeIds(db: Db, ctx: LedgerContext, tenantId: string, cheques: Parameters<typeof registerCheques>[2]["cheques"]) {
  return (await registerCheques(db, ctx, { tenantId, cheques })).chequeIds;
}

const earliest = (a: string, b: string) => (a < b ? a : b);

import { listOwnerPayments, listPaidRemittances, type Trx } from "@amlak/db";
import { ownerStatement } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { add, money, toFixed2 } from "@amlak/money";
import type { z } from "zod";
import type { ZOwnerStatementOutput } from "../outputs/owner-statement.output.ts";

interface OwnerStatementRequest {
  orgId: string;
  lang: Lang;
  /** The lessor named on the statement, and every contact whose units it covers (the portal owner may have several). */
  lessor: { id: string; name: string };
  lessorIds: readonly string[];
  from: string;
  to: string;
}

/** The owner statement (issue #10) of a lessor for a period, from the paid payments on their units. */
export async function ownerStatementOf(trx: Trx, request: OwnerStatementRequest): Promise<z.infer<typeof ZOwnerStatementOutput>> {
  const { orgId, lang, lessor, from, to } = request;
  const [payments, remittances] = await Promise.all([
    listOwnerPayments(trx, orgId, lang, { lessor: request.lessorIds, to }),
    listPaidRemittances(trx, request.lessorIds, to),
  ]);
  const statement = ownerStatement(
    payments.map((payment) => ({ ...payment, price: money(payment.price), vat: money(payment.vat) })),
    { from, to },
    remittances.map((remittance) => ({
      remittanceId: remittance.id,
      paidDate: remittance.paidDate,
      amount: money(remittance.amount),
      fee: add(money(remittance.fee), money(remittance.feeVat)),
    })),
  );
  const categoryName = new Map(payments.map((payment) => [payment.paymentId, payment.categoryName]));
  return {
    lessor,
    start_date: from,
    end_date: to,
    opening: toFixed2(statement.opening),
    collected: toFixed2(statement.collected),
    commission: toFixed2(statement.commission),
    expenses: toFixed2(statement.expenses),
    fees: toFixed2(statement.fees),
    net: toFixed2(statement.net),
    remitted: toFixed2(statement.remitted),
    closing: toFixed2(statement.closing),
    lines: statement.lines.map((line) => ({
      date: line.date,
      kind: line.kind,
      payment_id: line.paymentId,
      category: categoryName.get(line.paymentId) ?? null,
      real_estate: line.realEstate,
      tenant: line.tenant,
      amount: toFixed2(line.amount),
      balance: toFixed2(line.balance),
    })),
  };
}

import { listOwnerPayments, listPaidRemittances, type Trx } from "@amlak/db";
import { ownerStatement, type IsoDate, type OwnerAgreements } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { ownerAgreementsOf, proposeRemittance } from "@amlak/ledger";
import { add, money, toFixed2, type Money } from "@amlak/money";
import type { z } from "zod";
import type { ZOwnerStatementOutput } from "../outputs/owner-statement.output.ts";

interface OwnerStatementRequest {
  orgId: string;
  lang: Lang;
  /** The lessor named on the statement, and every contact whose units it covers (the portal owner may have several). */
  lessor: { id: string; name: string };
  lessorIds: readonly string[];
  from: IsoDate;
  to: IsoDate;
}

/** What the lessors' management agreements say for a period: the expenses each bears, and the fee no remittance has charged yet. */
export interface OwnerTerms {
  agreements: Map<string, OwnerAgreements>;
  feeToCharge: Money;
}

/**
 * The lessors' agreements and the period's fee (with VAT) still to charge, as a remittance would propose it
 * (@amlak/ledger proposeRemittance), read in a transaction of the organization: the portal reads them as the
 * organization, once its scope has admitted the owner's contacts.
 */
export async function ownerTermsOf(
  trx: Trx,
  orgId: string,
  { lessorIds, from, to }: Pick<OwnerStatementRequest, "lessorIds" | "from" | "to">,
) {
  const terms = await Promise.all(
    lessorIds.map(async (lessorId) => {
      const [agreements, proposal] = await Promise.all([
        ownerAgreementsOf(trx, lessorId),
        proposeRemittance(trx, orgId, { lessorId, from, to }),
      ]);
      return { lessorId, agreements, feeToCharge: add(proposal.fee, proposal.feeVat) };
    }),
  );
  return {
    agreements: new Map(terms.map(({ lessorId, agreements }) => [lessorId, agreements])),
    feeToCharge: add(money(0), ...terms.map(({ feeToCharge }) => feeToCharge)),
  } satisfies OwnerTerms;
}

/** What a lease settlement and the notes on rent invoices did for the owner: no category of the organization's list. */
const NAMED_HERE = new Set(["rent_refund", "deposit_deductions", "rent_credit", "rent_debit"]);

/** The owner statement (issue #10) of a lessor for a period, from the paid payments on their units and the agreement's terms. */
export async function ownerStatementOf(
  trx: Trx,
  request: OwnerStatementRequest,
  terms: OwnerTerms,
): Promise<z.infer<typeof ZOwnerStatementOutput>> {
  const { orgId, lang, lessor, from, to } = request;
  const [payments, remittances] = await Promise.all([
    listOwnerPayments(trx, orgId, lang, { lessor: request.lessorIds, to }),
    listPaidRemittances(trx, request.lessorIds, to),
  ]);
  const statement = ownerStatement(
    payments.map((payment) => ({ ...payment, price: money(payment.price), vat: money(payment.vat) })),
    { from, to },
    {
      ...terms,
      remittances: remittances.map((remittance) => ({
        remittanceId: remittance.id,
        paidDate: remittance.paidDate,
        amount: money(remittance.amount),
        fee: money(remittance.feeCharged),
      })),
    },
  );
  const categoryName = new Map(
    payments.map((payment) => [
      payment.paymentId,
      NAMED_HERE.has(payment.category ?? "") ? translate(lang, `ownerStatement.category.${payment.category}`) : payment.categoryName,
    ]),
  );
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
    fee_to_charge: toFixed2(statement.feeToCharge),
    due: toFixed2(statement.due),
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

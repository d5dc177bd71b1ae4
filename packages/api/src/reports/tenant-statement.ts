import { listTenantCharges, listTenantNotes, listTenantSettlements, listTenantVouchers, type Trx } from "@amlak/db";
import { tenantSettlementOf, tenantStatement } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";
import { money } from "@amlak/money";
import { documentNumber } from "@amlak/schemas";
import type { z } from "zod";
import type { ZContactStatementOutput } from "../outputs/portfolio.output.ts";

interface TenantStatementRequest {
  /** The tenant named on the statement, and every contact whose leases it covers (the portal tenant may have several). */
  tenant: { id: string; name: string };
  tenantIds: readonly string[];
  /** One contract's statement: its charges and what was paid on them, without the vouchers (which span contracts). */
  contractId?: string | null;
  hiddenTypes: readonly string[];
  lang: Lang;
  from: string | null;
  to: string;
}

/**
 * A tenant's statement for a period, by money movement: charges as they fall due, payments and vouchers as received,
 * credit and debit notes on their invoices as issued, and what lease settlements refunded.
 */
export async function tenantStatementOf(trx: Trx, request: TenantStatementRequest): Promise<z.infer<typeof ZContactStatementOutput>> {
  const { tenant, tenantIds, contractId = null, hiddenTypes, lang, from, to } = request;
  const [charges, vouchers, notes, settlements] = await Promise.all([
    listTenantCharges(trx, { tenantIds, contractId, hiddenTypes, lang }),
    contractId ? [] : listTenantVouchers(trx, tenantIds),
    listTenantNotes(trx, { tenantIds, contractId, hiddenTypes }),
    listTenantSettlements(trx, tenantIds),
  ]);
  const statement = tenantStatement(
    charges.map((charge) => ({ ...charge, total: money(charge.total) })),
    vouchers.map((voucher) => ({ ...voucher, amount: money(voucher.amount) })),
    { from, to },
    notes.map((note) => ({
      ...note,
      total: money(note.total),
      number: documentNumber(`${note.noteType}_note`, note.number),
      invoiceNumber: documentNumber("invoice", note.invoiceNumber),
    })),
    settlements.filter((settlement) => contractId === null || settlement.contractId === contractId).map(tenantSettlementOf),
  );
  const typeName = new Map(charges.map((charge) => [charge.type, charge.typeName]));
  // A note's line names itself by its number.
  const lines = statement.lines.map((line) => ({ ...line, typeName: line.noteId ? line.type : (typeName.get(line.type) ?? "") }));
  return { tenant, from, to, ...statement, lines };
}

import { trpc } from "../../lib/trpc/client.ts";
import { useRefreshPayments } from "../payments/payment-row.ts";

/** After a voucher, its undo, an advance paid or a cheque moved: the payments, the tenant's vouchers, cheques and advance, and their statement. */
export function useRefreshCollections() {
  const utils = trpc.useUtils();
  const refreshPayments = useRefreshPayments();
  return () =>
    Promise.all([refreshPayments(), utils.collections.invalidate(), utils.cheques.invalidate(), utils.contacts.statement.invalidate()]);
}

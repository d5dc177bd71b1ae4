import { trpc } from "../../lib/trpc/client.ts";
import { useRefreshPayments } from "../payments/payment-row.ts";

/** After a voucher, its undo or an advance paid: the payments, the tenant's vouchers and advance, and their statement. */
export function useRefreshCollections() {
  const utils = trpc.useUtils();
  const refreshPayments = useRefreshPayments();
  return () => Promise.all([refreshPayments(), utils.collections.invalidate(), utils.contacts.statement.invalidate()]);
}

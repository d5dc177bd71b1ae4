import { trpc } from "../../lib/trpc/client.ts";

/** After a lease ends (cancelled or settled): its contract, payments, settlement, history and the dashboard read again. */
export function useRefreshLease() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.contracts.invalidate(),
      utils.payments.invalidate(),
      utils.settlements.invalidate(),
      utils.history.invalidate(),
      utils.dashboard.invalidate(),
    ]);
}

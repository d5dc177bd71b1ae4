import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";

/** A row of payments.list: what the payments page, the row menu and the contract page's schedule show. */
export type PaymentRow = RouterOutputs["payments"]["list"]["rows"][number];

/** Whether the organization charges VAT and issues tax invoices (Main Information); asked once, kept for the session. */
export function useVatRegistered(enabled = true): boolean {
  const letterhead = trpc.organization.letterhead.useQuery(undefined, { enabled, staleTime: 5 * 60_000 });
  return letterhead.data?.vatRegistered ?? false;
}

/** Names of the payment categories in the user's language (the PAYMENT_CATEGORY lookup); the code while they load. */
export function useCategoryNames() {
  const categories = trpc.lookups.paymentCategories.useQuery(undefined, { staleTime: Infinity });
  const names = new Map(categories.data?.map((category) => [category.code, category.name]));
  return { categories: categories.data ?? [], nameOf: (code: string) => names.get(code) ?? code };
}

/**
 * After any change to a payment: the lists and figures that show it (payments, the contract's schedule, the
 * dashboard, invoices and receipts) are read again. A commission paid with its rent shows as paid this way.
 */
export function useRefreshPayments() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.payments.invalidate(),
      utils.contracts.invalidate(),
      utils.dashboard.invalidate(),
      utils.invoices.invalidate(),
      utils.receipts.invalidate(),
    ]);
}

import { add } from "@amlak/money";
import { useState } from "react";
import { trpc } from "../../lib/trpc/client.ts";
import type { PortalPayment } from "./payment-schedule.tsx";

/** What a portal payment costs the tenant: the instalment with its VAT. */
export const amountDue = (payment: PortalPayment) => add(payment.amount, payment.vat);

/**
 * The tenant's choice of due instalments and the way to pay them: the gateway's hosted page, which sends the tenant
 * back to /tenant/payment-status. The page is left at once, so the choice stays busy until it is.
 */
export function usePayOnline(orgId: string) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, PortalPayment>>(new Map());
  const checkout = trpc.portal.checkout.useMutation({ onSuccess: ({ paymentUrl }) => window.location.assign(paymentUrl) });
  const choose = (payment: PortalPayment, on: boolean) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (on) next.set(payment.id, payment);
      else next.delete(payment.id);
      return next;
    });
  return {
    chosen,
    choose,
    clear: () => setChosen(new Map()),
    pay: (paymentIds: readonly string[]) => checkout.mutate({ org_id: orgId, payment_ids: [...paymentIds] }),
    leaving: checkout.isPending || checkout.isSuccess,
  };
}

export type PayOnline = ReturnType<typeof usePayOnline>;

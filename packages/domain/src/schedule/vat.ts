import { VAT_RATE } from "@amlak/money";
import type { PaymentType } from "./payment-types.ts";

/**
 * VAT on a schedule row. Contract amounts exclude VAT; it is added on top. Only a VAT-registered seller charges
 * VAT (registration is mandatory above SAR 375,000 a year; most small landlords are not registered), so an
 * organization that is not registered charges none on anything. For a registered one, the manager's commissions
 * and service fees are standard-rated supplies; residential rent is exempt, so rent and the costs recharged with
 * it follow the contract's is_taxable (set for commercial leases). The ledger schedules payments with it and the
 * contract wizard shows the same VAT before signing. The one-time admin, Ejar registration and other fees are the
 * manager's services like commission; a security deposit is no supply at all (money held to be returned).
 */
export function vatRateFor(
  paymentType: PaymentType,
  { vatRegistered, contractIsTaxable }: { vatRegistered: boolean; contractIsTaxable: boolean },
): string {
  if (!vatRegistered) return "0";
  switch (paymentType) {
    case "commission":
    case "additional_commission":
    case "service":
    case "admin_fee":
    case "ejar_fee":
    case "other_fee":
      return VAT_RATE;
    case "deposit":
      return "0";
    case "rent":
    case "water":
    case "electricity":
    case "extra":
      return contractIsTaxable ? VAT_RATE : "0";
    default: {
      const _exhaustive: never = paymentType;
      return _exhaustive;
    }
  }
}

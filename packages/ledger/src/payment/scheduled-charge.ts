import type { PaymentType } from "@amlak/domain";
import { VAT_RATE } from "@amlak/money";

/** Who settles a payment with the property manager. */
export type Party = "tenant" | "lessor" | "vendor";

/**
 * The annual commission is the manager's fee for managing the property: the lessor owes it, and it is
 * taken out of the rent collected for them (hence auto-pay with the rent). The additional commission is
 * the one-off brokerage fee on signing a lease (السعي), which Saudi practice and the Real Estate Offices
 * regulation charge to the tenant. Every other charge is the tenant's.
 */
export function partyOf(paymentType: PaymentType): "tenant" | "lessor" {
  return paymentType === "commission" ? "lessor" : "tenant";
}

/**
 * VAT on a schedule row. Contract amounts exclude VAT; it is added on top. Only a VAT-registered seller charges
 * VAT (registration is mandatory above SAR 375,000 a year; most small landlords are not registered), so an
 * organization that is not registered charges none on anything. For a registered one, the manager's commissions
 * and service fees are standard-rated supplies; residential rent is exempt, so rent and the costs recharged with
 * it follow the contract's is_taxable (set for commercial leases).
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
      return VAT_RATE;
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

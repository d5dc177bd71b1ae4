import type { PaymentType } from "@amlak/domain";

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

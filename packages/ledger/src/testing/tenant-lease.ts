import type { Db } from "@amlak/db";
import { signContract } from "../handlers/sign-contract.ts";
import { contractTerms } from "./fixtures.ts";
import type { TestOrganization } from "./ledger-db.ts";

/** Rent 3,000 + 450 VAT every three months on a commercial lease for the year 2026, no commission or fees. */
const QUARTERLY_2026 = contractTerms({
  contract_start: "2026-01-01",
  contract_end: "2026-12-31",
  price: "12000",
  annual_commission: "0",
  additional_commission: "0",
  water_costs: "0",
});

/** A new tenant of the organization on the quarterly lease of 2026, and its four rent instalments in order. */
export async function newTenantLease(app: Db, org: TestOrganization): Promise<{ tenantId: string; rents: string[] }> {
  const tenantId = await org.newTenant();
  const { paymentIds } = await signContract(app, org.ctx(), {
    lessorId: org.lessorId,
    tenantId,
    realEstateId: await org.newUnit(),
    terms: QUARTERLY_2026,
    autoPayCommission: false,
  });
  return { tenantId, rents: paymentIds };
}

import { describe, expect, it } from "vitest";
import { settlementPostingsFor } from "../journal/settlement-postings.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import { settlementDecider } from "./settlement.decider.ts";
import type { LeaseSettled } from "./settlement.events.ts";

const settled: LeaseSettled = {
  type: "LeaseSettled",
  data: {
    contractId: "contract-1",
    orgId: ORG_ID,
    tenantId: "tenant-1",
    endOn: "2026-05-15",
    settledOn: "2026-05-16",
    early: true,
    rentEarned: "5156.04",
    rentPaid: "6900.00",
    unearnedRent: "1743.96",
    refund: "1000.00",
    refundVat: "130.43",
    depositHeld: "5000.00",
    deductions: [
      { kind: "damages", amount: "400.00", note: "Broken window" },
      { kind: "utilities", amount: "100.00", note: "" },
    ],
    deductionsCharged: "0.00",
    chargeId: null,
    depositApplied: "0.00",
    depositReturned: "4500.00",
    rentOwed: "0.00",
    method: "bankTransfer",
    reference: "TRX-9",
    collectionId: null,
  },
};
const spec = deciderSpec(settlementDecider);

describe("the settlement decider", () => {
  it("settles a lease once", () => {
    spec([]).when({ type: "SettleLease", data: settled.data }).then([settled]);
    spec([settled]).when({ type: "SettleLease", data: settled.data }).thenRefuses("settlement.alreadySettled");
  });

  it("gives back the refund out of the lessor's money and ZATCA's VAT, keeps the deductions for the lessor and returns the rest", () => {
    expect(settlementPostingsFor(settled).map(({ account, debit, credit }) => `${account} ${debit} ${credit}`)).toEqual([
      "lessor_payable 869.57 0.00",
      "vat_output 130.43 0.00",
      "cash_bank 0.00 1000.00",
      "deposits_held 500.00 0.00",
      "lessor_payable 0.00 500.00",
      "deposits_held 4500.00 0.00",
      "cash_bank 0.00 4500.00",
    ]);
  });
});

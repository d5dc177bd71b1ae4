import { money } from "@amlak/money";
import { describe, expect, it } from "vitest";
import type { OwnerPayment } from "../statement/owner-statement.ts";
import { NO_AGREEMENTS, type ManagementAgreement, type OwnerAgreements } from "./management-agreement.ts";
import { ownerRemittance } from "./owner-remittance.ts";

const paid = (party: OwnerPayment["party"], category: string, paidDate: string, price: string, vat = "0"): OwnerPayment => ({
  paymentId: `${category}-${paidDate}-${price}`,
  lessorId: "lessor",
  party,
  category,
  paidDate,
  price: money(price),
  vat: money(vat),
  realEstate: "شقة 101",
  propertyId: null,
  tenant: party === "tenant" ? "محمد" : null,
});

const agreement = (
  feeKind: ManagementAgreement["feeKind"],
  feeValue: string,
  over: Partial<ManagementAgreement> = {},
): ManagementAgreement => ({
  feeKind,
  feeValue: money(feeValue),
  expenseCategories: ["maintenance"],
  effectiveFrom: "2026-01-01",
  ...over,
});

/** The lessor's agreement, with no property of their own. */
const lessorTerms = (...args: Parameters<typeof agreement>): OwnerAgreements => ({ lessor: agreement(...args), properties: new Map() });

const march = { from: "2026-03-01", to: "2026-03-31", vatRate: "0.15" };

const figures = (proposal: ReturnType<typeof ownerRemittance>) =>
  Object.fromEntries(Object.entries(proposal).map(([name, amount]) => [name, amount.toFixed(2)]));

describe("an owner's remittance", () => {
  const payments = [
    paid("tenant", "rent", "2026-02-27", "9000.00"),
    paid("tenant", "rent", "2026-03-05", "5000.00"),
    paid("tenant", "water", "2026-03-05", "100.00", "15.00"),
    paid("tenant", "additional_commission", "2026-03-05", "500.00", "75.00"),
    paid("vendor", "maintenance", "2026-03-10", "200.00", "30.00"),
    paid("vendor", "electricity", "2026-03-11", "80.00"),
    paid("tenant", "rent", "2026-04-01", "5000.00"),
  ];

  it("takes a percent of the rent collected in the period, with VAT, and the expenses the agreement charges to the owner", () => {
    expect(figures(ownerRemittance(payments, lessorTerms("percent", "5"), [], march))).toEqual({
      collected: "5100.00",
      rentCollected: "5000.00",
      commission: "0.00",
      expenses: "230.00",
      periodFee: "250.00",
      earlierRemitted: "0.00",
      earlierFees: "0.00",
      fee: "250.00",
      feeVat: "37.50",
      due: "4582.50",
    });
  });

  it("charges a fixed fee for each calendar month the period touches", () => {
    const proposal = ownerRemittance(payments, lessorTerms("fixed", "300"), [], { ...march, from: "2026-02-15" });
    expect(figures(proposal)).toMatchObject({
      collected: "14100.00",
      periodFee: "600.00",
      fee: "600.00",
      feeVat: "90.00",
      due: "13180.00",
    });
  });

  it("counts the fee from the agreement's effective date only", () => {
    const from = { ...march, from: "2026-02-01" };
    expect(ownerRemittance(payments, lessorTerms("fixed", "300", { effectiveFrom: "2026-03-15" }), [], from).periodFee.toFixed(2)).toBe(
      "300.00",
    );
    expect(
      ownerRemittance(payments, lessorTerms("percent", "10", { effectiveFrom: "2026-03-01" }), [], from).rentCollected.toFixed(2),
    ).toBe("5000.00");
    expect(ownerRemittance(payments, lessorTerms("fixed", "300", { effectiveFrom: "2026-05-01" }), [], from).periodFee.toFixed(2)).toBe(
      "0.00",
    );
  });

  it("without an agreement charges no fee and every expense, as the owner statement does", () => {
    expect(figures(ownerRemittance(payments, NO_AGREEMENTS, [], march))).toMatchObject({ expenses: "310.00", fee: "0.00", due: "4790.00" });
  });

  it("takes off the owner's commission payments, VAT included", () => {
    const withCommission = [...payments, paid("lessor", "commission", "2026-03-05", "250.00", "37.50")];
    expect(ownerRemittance(withCommission, NO_AGREEMENTS, [], march).commission.toFixed(2)).toBe("287.50");
    expect(ownerRemittance(withCommission, NO_AGREEMENTS, [], march).due.toFixed(2)).toBe("4502.50");
  });

  it("takes off what earlier remittances of the period paid and charged, and charges only the rest of the fee", () => {
    const earlier = [{ amount: money("2000.00"), fee: money("250.00"), feeCharged: money("287.50") }];
    expect(figures(ownerRemittance(payments, lessorTerms("percent", "5"), earlier, march))).toMatchObject({
      earlierRemitted: "2000.00",
      earlierFees: "287.50",
      fee: "0.00",
      feeVat: "0.00",
      due: "2582.50",
    });
  });

  it("gives back to the owner what a credit note took off an earlier fee, without charging that part of the fee again", () => {
    const credited = [{ amount: money("2000.00"), fee: money("250.00"), feeCharged: money("172.50") }];
    expect(figures(ownerRemittance(payments, lessorTerms("percent", "5"), credited, march))).toMatchObject({
      earlierFees: "172.50",
      fee: "0.00",
      due: "2697.50",
    });
  });

  it("has nothing due once the period is paid out in full, never less than nothing", () => {
    const all = [{ amount: money("4582.50"), fee: money("250.00"), feeCharged: money("287.50") }];
    expect(ownerRemittance(payments, lessorTerms("percent", "5"), all, march).due.toFixed(2)).toBe("0.00");
    expect(ownerRemittance([], lessorTerms("fixed", "300"), [], march).due.toFixed(2)).toBe("0.00");
  });

  it("rounds the fee and its VAT to the halala, and charges no VAT for an organization not registered", () => {
    const odd = [paid("tenant", "rent", "2026-03-05", "3333.33")];
    const proposal = ownerRemittance(odd, lessorTerms("percent", "2.5"), [], march);
    expect([proposal.fee.toFixed(2), proposal.feeVat.toFixed(2), proposal.due.toFixed(2)]).toEqual(["83.33", "12.50", "3237.50"]);
    const unregistered = ownerRemittance(odd, lessorTerms("percent", "2.5"), [], { ...march, vatRate: "0" });
    expect([unregistered.feeVat.toFixed(2), unregistered.due.toFixed(2)]).toEqual(["0.00", "3250.00"]);
  });

  describe("with properties on agreements of their own", () => {
    const on = (propertyId: string, payment: OwnerPayment): OwnerPayment => ({
      ...payment,
      propertyId,
      paymentId: `${propertyId}-${payment.paymentId}`,
    });
    const twoProperties = [
      on("villa", paid("tenant", "rent", "2026-03-05", "10000.00")),
      on("villa", paid("vendor", "maintenance", "2026-03-10", "200.00")),
      on("villa", paid("vendor", "cleaning", "2026-03-11", "50.00")),
      on("building", paid("tenant", "rent", "2026-03-06", "20000.00")),
      on("building", paid("vendor", "maintenance", "2026-03-12", "300.00")),
      on("building", paid("vendor", "cleaning", "2026-03-13", "70.00")),
    ];
    const villa5Building1000: OwnerAgreements = {
      lessor: null,
      properties: new Map([
        ["villa", agreement("percent", "5", { expenseCategories: ["maintenance"] })],
        ["building", agreement("fixed", "1000", { expenseCategories: ["cleaning"] })],
      ]),
    };

    it("works each property's fee and expenses out by its own agreement", () => {
      expect(figures(ownerRemittance(twoProperties, villa5Building1000, [], march))).toMatchObject({
        collected: "30000.00",
        rentCollected: "10000.00",
        expenses: "270.00",
        periodFee: "1500.00",
        fee: "1500.00",
        feeVat: "225.00",
        due: "28005.00",
      });
    });

    it("charges a property's fixed fee for each calendar month the period touches, from its effective date", () => {
      const quarter = { ...march, from: "2026-01-15", to: "2026-03-31" };
      expect(ownerRemittance(twoProperties, villa5Building1000, [], quarter).periodFee.toFixed(2)).toBe("3500.00");
      const later: OwnerAgreements = {
        lessor: null,
        properties: new Map([["building", agreement("fixed", "1000", { effectiveFrom: "2026-03-20" })]]),
      };
      expect(ownerRemittance(twoProperties, later, [], quarter).periodFee.toFixed(2)).toBe("1000.00");
    });

    it("puts the properties without their own agreement under the lessor's, whose fixed fee stops when none is left", () => {
      const lessorFixed = agreement("fixed", "400", { expenseCategories: [] });
      const villaOnly: OwnerAgreements = {
        lessor: lessorFixed,
        properties: new Map([
          ["villa", agreement("percent", "5", { expenseCategories: ["maintenance"] })],
          ["building", null],
        ]),
      };
      expect(figures(ownerRemittance(twoProperties, villaOnly, [], march))).toMatchObject({ expenses: "200.00", periodFee: "900.00" });
      const lessorPercent = { ...villaOnly, lessor: agreement("percent", "10", { expenseCategories: ["cleaning"] }) };
      expect(figures(ownerRemittance(twoProperties, lessorPercent, [], march))).toMatchObject({
        rentCollected: "30000.00",
        expenses: "270.00",
        periodFee: "2500.00",
      });
      const everyOne = { ...villa5Building1000, lessor: lessorFixed };
      expect(ownerRemittance(twoProperties, everyOne, [], march).periodFee.toFixed(2)).toBe("1500.00");
    });
  });
});

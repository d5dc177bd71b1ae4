import { describe, expect, it } from "vitest";
import { foldEvents } from "../decider.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID, signContract } from "../testing/fixtures.ts";
import type { ContractCancelled, ContractRenewed, ContractSigned } from "./contract.events.ts";
import { contractDecider } from "./contract.decider.ts";

const spec = deciderSpec(contractDecider);

const signed: ContractSigned = {
  type: "ContractSigned",
  data: {
    contractId: "contract-1",
    orgId: ORG_ID,
    lessorId: "lessor-1",
    tenantId: "tenant-1",
    realEstateId: "unit-1",
    terms: {
      contractStart: "2025-01-01",
      contractEnd: "2025-06-30",
      price: "6000.00",
      interval: 3,
      annualCommission: "1200.00",
      additionalCommission: "500.00",
      annualService: "0.00",
      waterCosts: "100.00",
      electricityCosts: "0.00",
      extraCosts: "0.00",
      deposit: "0.00",
      adminFee: "0.00",
      ejarFee: "0.00",
      otherFee: "0.00",
      otherFeeLabel: "",
      isTaxable: true,
    },
    autoPayCommission: false,
    termsTemplateId: null,
    months: 6,
    instalments: 2,
    schedule: [
      { paymentId: "contract-1-p0", index: 0, dueDate: "2025-01-01", price: "3000.00", paymentType: "rent" },
      { paymentId: "contract-1-p1", index: 1, dueDate: "2025-01-01", price: "300.00", paymentType: "commission" },
      { paymentId: "contract-1-p2", index: 2, dueDate: "2025-01-01", price: "500.00", paymentType: "additional_commission" },
      { paymentId: "contract-1-p3", index: 3, dueDate: "2025-01-01", price: "100.00", paymentType: "water" },
      { paymentId: "contract-1-p4", index: 4, dueDate: "2025-04-01", price: "3000.00", paymentType: "rent" },
      { paymentId: "contract-1-p5", index: 5, dueDate: "2025-04-01", price: "300.00", paymentType: "commission" },
    ],
  },
};

const cancelled: ContractCancelled = { type: "ContractCancelled", data: { contractId: "contract-1", cancelledOn: "2025-02-15" } };

describe("contract: SignContract", () => {
  it("records the terms with two decimals and every schedule row with the payment id the caller made for it", () => {
    spec([]).when(signContract()).then([signed]);
  });

  it("refuses invalid terms, carrying the schedule's field errors", () => {
    const error = spec([])
      .when(signContract({ terms: { price: "0", contract_end: "2024-12-01" }, paymentIds: [] }))
      .thenRefuses("contract.invalidTerms");

    expect(error.fieldErrors).toEqual({ price: "amount.positive", contract_end: "date.endBeforeStart" });
  });

  it("refuses when there is not exactly one payment id per schedule row", () => {
    const command = signContract();
    command.data.paymentIds.pop();

    const error = spec([]).when(command).thenRefuses("contract.paymentIdsMismatch");

    expect(error.params).toEqual({ expected: 6, received: 5 });
  });

  it("refuses the same payment id twice", () => {
    const command = signContract();
    command.data.paymentIds[1] = command.data.paymentIds[0] ?? "";

    spec([]).when(command).thenRefuses("contract.paymentIdsMismatch");
  });

  it("refuses to sign a contract twice", () => {
    spec([signed]).when(signContract()).thenRefuses("contract.alreadySigned");
  });
});

describe("contract: CancelContract", () => {
  const cancel = (cancelledOn: string, today: string) =>
    ({ type: "CancelContract", data: { contractId: "contract-1", cancelledOn, today } }) as const;

  it("cancels an ongoing contract from the given day", () => {
    spec([signed]).when(cancel("2025-02-15", "2025-02-10")).then([cancelled]);
  });

  it("cancels an upcoming contract before it starts", () => {
    spec([signed])
      .when(cancel("2024-12-20", "2024-12-01"))
      .then([{ type: "ContractCancelled", data: { contractId: "contract-1", cancelledOn: "2024-12-20" } }]);
  });

  it("refuses a contract that was never signed", () => {
    spec([]).when(cancel("2025-02-15", "2025-02-10")).thenRefuses("contract.notFound");
  });

  it("refuses a contract already cancelled", () => {
    spec([signed, cancelled]).when(cancel("2025-03-01", "2025-02-20")).thenRefuses("contract.alreadyCancelled");
  });

  it("refuses a contract that has completed", () => {
    spec([signed]).when(cancel("2025-06-01", "2025-07-01")).thenRefuses("contract.alreadyCompleted");
  });

  it("refuses a last day after the contract's end", () => {
    spec([signed]).when(cancel("2025-07-15", "2025-06-01")).thenRefuses("contract.cancellationAfterEnd");
  });
});

describe("contract: RenewContract", () => {
  const renew = (renewedBy: string) => ({ type: "RenewContract", data: { contractId: "contract-1", renewedBy } }) as const;
  const renewed: ContractRenewed = { type: "ContractRenewed", data: { contractId: "contract-1", renewedBy: "contract-2" } };

  it("records the contract that renews it, ended or not", () => {
    spec([signed]).when(renew("contract-2")).then([renewed]);
  });

  it("refuses a second renewal, a cancelled contract and one never signed", () => {
    spec([signed, renewed]).when(renew("contract-3")).thenRefuses("contract.alreadyRenewed");
    spec([signed, cancelled]).when(renew("contract-2")).thenRefuses("contract.renewalOfCancelled");
    spec([]).when(renew("contract-2")).thenRefuses("contract.notFound");
  });
});

describe("contract: state", () => {
  it("knows the terms as amounts and every scheduled payment by type and due date", () => {
    const state = foldEvents(contractDecider, [signed]);

    expect(state.status).toBe("signed");
    if (state.status !== "signed") return;
    expect(state.terms.price.toFixed(2)).toBe("6000.00");
    expect(state.schedule.filter((row) => row.paymentType === "commission").map((row) => [row.paymentId, row.dueDate])).toEqual([
      ["contract-1-p1", "2025-01-01"],
      ["contract-1-p5", "2025-04-01"],
    ]);
  });

  it("keeps the last day of a cancelled contract", () => {
    const state = foldEvents(contractDecider, [signed, cancelled]);

    expect(state).toMatchObject({ status: "cancelled", cancelledOn: "2025-02-15", contractId: "contract-1" });
  });
});

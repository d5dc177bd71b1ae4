import { describe, expect, it } from "vitest";
import type { MarkPaymentPaid } from "../payment/payment.commands.ts";
import { signContract } from "../testing/fixtures.ts";
import { contractState, emptyLedger, paymentState, paymentsOfContract, runCommands, type InMemoryLedger } from "../testing/run-commands.ts";
import type { PaymentState } from "../payment/payment.decider.ts";
import { contractDecider } from "./contract.decider.ts";
import type { ContractSigned } from "./contract.events.ts";
import { commissionToAutoPay, paymentScheduleCommands, paymentsToCancelOnCancellation } from "./contract-payments.ts";

const pay = (paymentId: string): MarkPaymentPaid => ({
  type: "MarkPaymentPaid",
  data: { paymentId, paidDate: "2025-01-05", method: "cash", receivedBy: "user-1", deliveredBy: null, notes: "" },
});
const statuses = (ledger: InMemoryLedger) =>
  Object.fromEntries(paymentsOfContract(ledger, "contract-1").map((payment) => [payment.paymentId, payment.status]));

describe("paymentScheduleCommands", () => {
  it("schedules one payment per schedule row, carrying the contract's VAT applicability and the seller's registration", () => {
    const [signed] = contractDecider.decide(
      signContract({ terms: { is_taxable: false } }),
      contractDecider.initialState(),
    ) as ContractSigned[];
    if (!signed) return expect.fail("expected the contract to be signed");

    const commands = paymentScheduleCommands(signed, { vatRegistered: true });

    expect(commands).toHaveLength(6);
    expect(commands[1]).toEqual({
      type: "SchedulePayment",
      data: {
        paymentId: "contract-1-p1",
        orgId: "org-1",
        contractId: "contract-1",
        realEstateId: "unit-1",
        paymentType: "commission",
        dueDate: "2025-01-01",
        price: "300.00",
        contractIsTaxable: false,
        vatRegistered: true,
      },
    });
    expect(paymentScheduleCommands(signed, { vatRegistered: false }).map((command) => command.data.vatRegistered)).toEqual(
      commands.map(() => false),
    );
  });
});

describe("a signed contract's schedule and the seller's VAT registration", () => {
  // A commercial (taxable) contract with every kind of charge on its first due date.
  const commercial = () =>
    signContract({ terms: { is_taxable: true, annual_service: "1200", electricity_costs: "60", extra_costs: "30" } });
  const vatByType = (ledger: InMemoryLedger) =>
    Object.fromEntries(
      paymentsOfContract(ledger, "contract-1")
        .filter((payment) => payment.dueDate === "2025-01-01")
        .map((payment) => [payment.paymentType, `${payment.vatRate.toString()} ${payment.vat.toFixed(2)}`]),
    );

  it("charges a registered seller's VAT on rent, commissions, service and costs of a taxable contract", () => {
    const ledger = runCommands([commercial()], emptyLedger({ vatRegistered: true }));

    expect(ledger.rejected).toEqual([]);
    expect(vatByType(ledger)).toEqual({
      rent: "0.15 450.00",
      commission: "0.15 45.00",
      additional_commission: "0.15 75.00",
      service: "0.15 90.00",
      water: "0.15 15.00",
      electricity: "0.15 9.00",
      extra: "0.15 4.50",
    });
  });

  it("schedules every payment of a seller that is not VAT-registered without VAT, the taxable contract's rent too", () => {
    const ledger = runCommands([commercial()], emptyLedger({ vatRegistered: false }));

    expect(ledger.rejected).toEqual([]);
    expect(vatByType(ledger)).toEqual({
      rent: "0 0.00",
      commission: "0 0.00",
      additional_commission: "0 0.00",
      service: "0 0.00",
      water: "0 0.00",
      electricity: "0 0.00",
      extra: "0 0.00",
    });
    expect(ledger.journal.flatMap((entry) => entry.lines).filter((line) => line.account === "vat_output")).toEqual([]);
  });
});

describe("paymentsToCancelOnCancellation", () => {
  // A one-year contract of monthly rent only: p0 due 2025-01-01 … p11 due 2025-12-01.
  const yearly = () =>
    signContract({
      terms: {
        contract_end: "2025-12-31",
        price: "12000",
        interval: 1,
        annual_commission: "0",
        additional_commission: "0",
        water_costs: "0",
      },
    });

  it("cancels the pending payments due after the last day, and nothing else", () => {
    const ledger = runCommands([
      yearly(),
      pay("contract-1-p4"), // paid in advance
      {
        type: "SplitPayment",
        data: {
          paymentId: "contract-1-p5",
          parts: [
            { paymentId: "part-a", dueDate: "2025-03-01", price: "500" },
            { paymentId: "part-b", dueDate: "2025-06-20", price: "500" },
          ],
        },
      },
      {
        type: "RecordPayment",
        data: {
          paymentId: "manual-1",
          orgId: "org-1",
          contractId: "contract-1",
          realEstateId: "unit-1",
          direction: "expense",
          category: "maintenance",
          dueDate: "2025-08-01",
          price: "100",
          vatIncluded: false,
          comment: "",
          vatRegistered: true,
        },
      },
      { type: "CancelContract", data: { contractId: "contract-1", cancelledOn: "2025-03-15", today: "2025-03-10" } },
    ]);

    expect(ledger.rejected).toEqual([]);
    expect(statuses(ledger)).toEqual({
      // Due on or before the last day: the tenant still owes them.
      "contract-1-p0": "pending",
      "contract-1-p1": "pending",
      "contract-1-p2": "pending",
      "part-a": "pending",
      "contract-1-p3": "canceled",
      "contract-1-p4": "paid",
      "contract-1-p5": "split",
      "part-b": "canceled",
      ...Object.fromEntries([6, 7, 8, 9, 10, 11].map((k) => [`contract-1-p${k}`, "canceled"])),
      "manual-1": "pending",
    });
  });

  it("is nothing while the contract is not cancelled", () => {
    const ledger = runCommands([yearly()]);

    expect(paymentsToCancelOnCancellation(contractState(ledger, "contract-1"), paymentsOfContract(ledger, "contract-1"))).toEqual([]);
  });
});

describe("commissionToAutoPay", () => {
  it("pays the commission due with a rent instalment when the rent is paid", () => {
    const ledger = runCommands([signContract({ autoPayCommission: true }), pay("contract-1-p4")]);

    const { paymentId: _rent, ...paid } = pay("contract-1-p4").data;
    expect(paymentState(ledger, "contract-1-p5")).toMatchObject({ status: "paid", paid });
    expect(paymentState(ledger, "contract-1-p1")).toMatchObject({ status: "pending" });
  });

  it("leaves the commission alone when auto-pay is off", () => {
    const ledger = runCommands([signContract({ autoPayCommission: false }), pay("contract-1-p4")]);

    expect(paymentState(ledger, "contract-1-p5")).toMatchObject({ status: "pending" });
  });

  it("finds nothing when the commission is already paid", () => {
    const ledger = runCommands([signContract({ autoPayCommission: true }), pay("contract-1-p5"), pay("contract-1-p4")]);

    expect(ledger.rejected).toEqual([]);
    expect(
      commissionToAutoPay(
        contractState(ledger, "contract-1"),
        paymentState(ledger, "contract-1-p4"),
        paymentsOfContract(ledger, "contract-1"),
      ),
    ).toBeNull();
  });

  it("finds nothing for a payment other than rent", () => {
    const ledger = runCommands([signContract({ autoPayCommission: true }), pay("contract-1-p3")]);

    expect(
      commissionToAutoPay(
        contractState(ledger, "contract-1"),
        paymentState(ledger, "contract-1-p3"),
        paymentsOfContract(ledger, "contract-1"),
      ),
    ).toBeNull();
    expect(paymentState(ledger, "contract-1-p1")).toMatchObject({ status: "pending" });
  });

  it("takes the same commission whatever order the payments come in, when splits leave two due that day", () => {
    const ledger = runCommands([signContract({ autoPayCommission: true }), pay("contract-1-p4")]);
    const paidCommission = paymentState(ledger, "contract-1-p5");
    if (paidCommission.status === "none") throw new Error("the commission was scheduled");
    const rent = paymentState(ledger, "contract-1-p4");
    const twin: PaymentState = { ...paidCommission, status: "pending", paymentId: "contract-1-p5-part-b" };
    const first: PaymentState = { ...paidCommission, status: "pending", paymentId: "contract-1-p5-part-a" };
    const contract = contractState(ledger, "contract-1");
    expect(commissionToAutoPay(contract, rent, [twin, first])).toBe("contract-1-p5-part-a");
    expect(commissionToAutoPay(contract, rent, [first, twin])).toBe("contract-1-p5-part-a");
  });
});

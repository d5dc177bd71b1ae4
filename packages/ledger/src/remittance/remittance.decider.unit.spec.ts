import { describe, expect, it } from "vitest";
import { remittancePostingsFor } from "../journal/remittance-postings.ts";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import type { RemittanceCommand } from "./remittance.commands.ts";
import { remittanceDecider } from "./remittance.decider.ts";
import type { RemittanceEvent, RemittancePaid } from "./remittance.events.ts";

const spec = deciderSpec(remittanceDecider);

const remittance: RemittancePaid["data"] = {
  remittanceId: "remittance-1",
  orgId: ORG_ID,
  lessorId: "lessor-1",
  from: "2026-03-01",
  to: "2026-03-31",
  paidDate: "2026-04-02",
  amount: "4582.50",
  fee: "250.00",
  feeVat: "37.50",
  method: "bankTransfer",
  reference: "TRX-77",
  invoiceId: "invoice-1",
};
const paid: RemittanceEvent = { type: "RemittancePaid", data: remittance };
const pay = (data: Partial<RemittancePaid["data"]>, due = "4582.50"): RemittanceCommand => ({
  type: "PayRemittance",
  data: { ...remittance, ...data, due },
});
const reverse: RemittanceCommand = { type: "ReverseRemittance", data: { remittanceId: "remittance-1" } };

describe("the remittance decider", () => {
  it("pays up to what is due, in two decimals", () => {
    spec([])
      .when(pay({ amount: "4582.5", fee: "250", feeVat: "37.5" }))
      .then([paid]);
  });

  it("refuses more than is due, nothing, and a second payment of the same remittance", () => {
    spec([])
      .when(pay({ amount: "4582.51" }))
      .thenRefuses("remittance.overDue");
    spec([])
      .when(pay({ amount: "0" }))
      .thenRefuses("payment.invalidAmount");
    spec([paid]).when(pay({})).thenRefuses("remittance.alreadyExists");
  });

  it("reverses a paid remittance once, with what it reverses: a fee with an invoice goes back by a credit note instead", () => {
    spec([paid])
      .when(reverse)
      .then([{ type: "RemittanceReversed", data: { remittanceId: "remittance-1", amount: "4582.50", fee: "0.00", feeVat: "0.00" } }]);
    spec([{ type: "RemittancePaid", data: { ...remittance, feeVat: "0.00", invoiceId: null } }])
      .when(reverse)
      .then([{ type: "RemittanceReversed", data: { remittanceId: "remittance-1", amount: "4582.50", fee: "250.00", feeVat: "0.00" } }]);
    spec([paid, { type: "RemittanceReversed", data: { remittanceId: "remittance-1", amount: "4582.50", fee: "250.00", feeVat: "37.50" } }])
      .when(reverse)
      .thenRefuses("remittance.alreadyReversed");
    spec([]).when(reverse).thenRefuses("remittance.notFound");
  });

  it("posts the fee to revenue and VAT and the payout to the bank, all out of what is held for the lessor", () => {
    const lines = remittancePostingsFor(paid);
    expect(lines.map(({ account, debit, credit }) => `${account} ${debit} ${credit}`)).toEqual([
      "lessor_payable 287.50 0.00",
      "management_fee_revenue 0.00 250.00",
      "vat_output 0.00 37.50",
      "lessor_payable 4582.50 0.00",
      "cash_bank 0.00 4582.50",
    ]);
  });
});

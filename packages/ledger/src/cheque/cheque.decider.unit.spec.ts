import { describe, it } from "vitest";
import { deciderSpec } from "../testing/decider-spec.ts";
import { ORG_ID } from "../testing/fixtures.ts";
import type { ChequeCommand } from "./cheque.commands.ts";
import { chequeDecider } from "./cheque.decider.ts";
import type { ChequeEvent, ChequeRegistered } from "./cheque.events.ts";

const spec = deciderSpec(chequeDecider);

const cheque: ChequeRegistered["data"] = {
  chequeId: "cheque-1",
  orgId: ORG_ID,
  tenantId: "tenant-1",
  number: "000123",
  bank: "Al Rajhi",
  amount: "3450.00",
  dueDate: "2026-04-01",
  instalmentId: "payment-1",
};
const registered: ChequeEvent = { type: "ChequeRegistered", data: cheque };
const deposited: ChequeEvent = { type: "ChequeDeposited", data: { chequeId: "cheque-1", depositedOn: "2026-04-01" } };
const cleared: ChequeEvent = { type: "ChequeCleared", data: { chequeId: "cheque-1", clearedOn: "2026-04-03", collectionId: "voucher-1" } };
const bounce: ChequeCommand = {
  type: "BounceCheque",
  data: { chequeId: "cheque-1", bouncedOn: "2026-04-05", reason: "Insufficient funds" },
};

describe("the cheque decider", () => {
  it("registers a cheque held, its amount in two decimals and its number trimmed", () => {
    spec([])
      .when({ type: "RegisterCheque", data: { ...cheque, amount: "3450", number: " 000123 " } })
      .then([registered]);
  });

  it("refuses a cheque without a number or a positive amount, or registered twice", () => {
    spec([])
      .when({ type: "RegisterCheque", data: { ...cheque, number: "  " } })
      .thenRefuses("cheque.numberRequired");
    spec([])
      .when({ type: "RegisterCheque", data: { ...cheque, amount: "0" } })
      .thenRefuses("payment.invalidAmount");
    spec([registered]).when({ type: "RegisterCheque", data: cheque }).thenRefuses("cheque.alreadyExists");
  });

  it("deposits a held cheque once, and clears a held or deposited one with the voucher its money came in by", () => {
    spec([registered]).when({ type: "DepositCheque", data: deposited.data }).then([deposited]);
    spec([registered, deposited]).when({ type: "DepositCheque", data: deposited.data }).thenRefuses("cheque.notHeld");
    spec([registered, deposited]).when({ type: "ClearCheque", data: cleared.data }).then([cleared]);
    spec([registered]).when({ type: "ClearCheque", data: cleared.data }).then([cleared]);
    spec([registered, cleared]).when({ type: "ClearCheque", data: cleared.data }).thenRefuses("cheque.notOutstanding");
  });

  it("bounces a cheque: a cleared one names its voucher to undo, one not yet cleared none; never twice", () => {
    spec([registered, deposited])
      .when(bounce)
      .then([{ type: "ChequeBounced", data: { ...bounce.data, collectionId: null } }]);
    spec([registered, deposited, cleared])
      .when(bounce)
      .then([{ type: "ChequeBounced", data: { ...bounce.data, collectionId: "voucher-1" } }]);
    spec([registered, { type: "ChequeBounced", data: { ...bounce.data, collectionId: null } }])
      .when(bounce)
      .thenRefuses("cheque.notOutstanding");
    spec([]).when(bounce).thenRefuses("cheque.notFound");
  });
});

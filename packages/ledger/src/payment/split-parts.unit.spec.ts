import { expect, it } from "vitest";
import { signContract } from "../testing/fixtures.ts";
import { paymentState, runCommands } from "../testing/run-commands.ts";
import { splitPartCommands } from "./split-parts.ts";

it("starts one stream per part, each with the original's details and VAT on its own price", () => {
  const ledger = runCommands([
    signContract(),
    {
      type: "SplitPayment",
      data: {
        paymentId: "contract-1-p0",
        parts: [
          { paymentId: "part-a", dueDate: "2025-01-01", price: "1000.01" },
          { paymentId: "part-b", dueDate: "2025-02-01", price: "1999.99" },
        ],
      },
    },
  ]);

  expect(ledger.streams.get("payment:part-a")).toEqual([
    {
      type: "PaymentSplitFrom",
      data: {
        paymentId: "part-a",
        orgId: "org-1",
        contractId: "contract-1",
        realEstateId: "unit-1",
        direction: "income",
        party: "tenant",
        paymentType: "rent",
        category: null,
        dueDate: "2025-01-01",
        price: "1000.01",
        vatRate: "0.15",
        vat: "150.00",
        comment: "",
        splitFrom: "contract-1-p0",
      },
    },
  ]);
  expect(paymentState(ledger, "part-b")).toMatchObject({ status: "pending", dueDate: "2025-02-01", paymentType: "rent" });
  expect(paymentState(ledger, "contract-1-p0")).toMatchObject({ status: "split" });
});

it("starts nothing for a payment that is not split", () => {
  expect(splitPartCommands(paymentState(runCommands([signContract()]), "contract-1-p0"))).toEqual([]);
});

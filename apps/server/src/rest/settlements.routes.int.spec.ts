import { callerFor, demoCaller, demoLease, portalSignIn } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import { pdfText } from "@amlak/documents/testing";
import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const PHONE = "567000051";
const api = new DemoApi(PHONE);
const today = riyadhToday(new Date());

/** A demo lease from seven months ago, 9,000 a quarter with a 3,000 deposit, paid up to this quarter. */
async function leaseWithDeposit(tenantPhone = "555100613") {
  const lease = await demoLease(api.services, {
    demoPhone: PHONE,
    lessorName: "سعد الغامدي",
    tenantName: "ماجد الشهري",
    tenantPhone,
    deposit: "3000",
  });
  const caller = callerFor(api.services, await demoCaller(api.services, PHONE));
  await caller.collections.receive({ tenant_id: lease.tenantId, amount: "30000", paid_date: today, method: "bankTransfer" } as never);
  return { ...lease, caller };
}

describe("lease settlement over REST", () => {
  it("proposes, refuses what it cannot settle in the caller's language, settles once, and prints the settlement", async () => {
    const { contractId: id } = await leaseWithDeposit();
    const proposal = (await api.send("GET", `/api/contracts/${id}/settlement/proposal?end_on=${today}`)).json() as Record<string, number>;
    expect(proposal).toMatchObject({ early: true, rent_paid: 27000, deposit_held: 3000, rent_owed: 0 });
    expect(proposal.unearned_rent).toBeGreaterThan(0);
    expect(proposal.rent_earned! + proposal.unearned_rent!).toBeCloseTo(27000, 2);
    expect((await api.send("GET", `/api/contracts/${id}/settlement`)).json()).toEqual({ settlement: null });
    expect((await api.send("GET", `/api/contracts/${id}/settlement.pdf`)).statusCode).toBe(404);

    const body = {
      end_on: today,
      refund: proposal.unearned_rent,
      deductions: [{ kind: "damages", amount: 500, note: "Broken window" }],
      method: "bankTransfer",
      reference: "TRX-7781",
    };
    const tooMuch = await api.send(
      "POST",
      `/api/contracts/${id}/settlement`,
      { ...body, refund: proposal.unearned_rent! + 1 },
      {
        "accept-language": "ar",
      },
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: "settlement.refundBeyondUnearned" });
    expect((tooMuch.json() as { message: string }).message).toContain("الإيجار غير المستحق");
    const outside = await api.send("POST", `/api/contracts/${id}/settlement`, { ...body, end_on: "2000-01-01" });
    expect(outside.json()).toMatchObject({ code: "settlement.endOutsideLease" });
    const negative = await api.send("POST", `/api/contracts/${id}/settlement`, { ...body, deductions: [{ kind: "damages", amount: -5 }] });
    expect(negative.statusCode).toBe(400);

    const answers = await Promise.all([1, 2].map(() => api.send("POST", `/api/contracts/${id}/settlement`, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const { settlement } = (await api.send("GET", `/api/contracts/${id}/settlement`)).json() as { settlement: Record<string, unknown> };
    expect(settlement).toMatchObject({ end_on: today, refund: proposal.unearned_rent, deposit_returned: 2500, early: true });

    const pdf = await api.send("GET", `/api/contracts/${id}/settlement.pdf?lang=en`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Early termination settlement");
    expect(text).toContain("2,500.00");
    expect(text).toContain("TRX-7781");
  });
});

describe("a settled lease where the tenant looks", () => {
  it("puts the refund and what the deposit became on the tenant's statement, and in their portal with its document", async () => {
    const { contractId, tenantId, caller } = await leaseWithDeposit("555100615");
    const { unearned_rent: refund } = await caller.settlements.proposal({ contract_id: contractId, end_on: today } as never);
    await caller.settlements.settle({
      contract_id: contractId,
      end_on: today,
      refund: refund.toFixed(2),
      deductions: [{ kind: "damages", amount: "500", note: "" }],
      method: "bankTransfer",
      reference: "TRX-8812",
    } as never);

    // The demo's rent was never invoiced: the refund releases it, and paying it out brings the balance back.
    const statement = await caller.contacts.statement({ id: tenantId } as never);
    const settled = statement.lines.filter((line) => line.kind === "rentReleased" || line.kind === "refund");
    expect(settled.map((line) => [line.kind, line.date, (line.kind === "refund" ? line.charge : line.paid).toFixed(2)])).toEqual([
      ["rentReleased", today, refund.toFixed(2)],
      ["refund", today, refund.toFixed(2)],
    ]);
    expect(settled[1]!.reference).toBe("TRX-8812");
    expect([statement.deposit.received, statement.deposit.kept, statement.deposit.returned].map((figure) => figure.toFixed(2))).toEqual([
      "0.00",
      "500.00",
      "2500.00",
    ]);

    const { token } = await portalSignIn(api.services, "555100615", "tenant");
    const asTenant = { authorization: `Bearer ${token}` };
    const contracts = (await api.send("GET", "/api/portal/contracts", undefined, asTenant)).json() as {
      id: string;
      settlement: { refund: number; deposit_returned: number } | null;
    }[];
    expect(contracts.find((contract) => contract.id === contractId)?.settlement).toMatchObject({ deposit_returned: 2500 });
    const pdf = await api.send("GET", `/api/portal/contracts/${contractId}/settlement.pdf?lang=ar`, undefined, asTenant);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdfText(pdf.rawPayload)).toContain("TRX-8812");

    // Another tenant of the organization finds no such settlement.
    const other = await demoLease(api.services, {
      demoPhone: PHONE,
      lessorName: "سعد الغامدي",
      tenantName: "نايف العتيبي",
      tenantPhone: "555100614",
    });
    expect(other.contractId).not.toBe(contractId);
    const { token: otherToken } = await portalSignIn(api.services, "555100614", "tenant");
    const theirs = await api.send("GET", `/api/portal/contracts/${contractId}/settlement.pdf`, undefined, {
      authorization: `Bearer ${otherToken}`,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

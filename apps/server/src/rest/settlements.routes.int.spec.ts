import { callerFor, demoCaller, demoLease } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import { pdfText } from "@amlak/documents/testing";
import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const PHONE = "567000051";
const api = new DemoApi(PHONE);
const today = riyadhToday(new Date());

/** A demo lease from seven months ago, 9,000 a quarter with a 3,000 deposit, paid up to this quarter. */
async function leaseWithDeposit(): Promise<string> {
  const lease = await demoLease(api.services, {
    demoPhone: PHONE,
    lessorName: "سعد الغامدي",
    tenantName: "ماجد الشهري",
    tenantPhone: "555100613",
    deposit: "3000",
  });
  const caller = callerFor(api.services, await demoCaller(api.services, PHONE));
  await caller.collections.receive({ tenant_id: lease.tenantId, amount: "30000", paid_date: today, method: "bankTransfer" } as never);
  return lease.contractId;
}

describe("lease settlement over REST", () => {
  it("proposes, refuses what it cannot settle in the caller's language, settles once, and prints the settlement", async () => {
    const id = await leaseWithDeposit();
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

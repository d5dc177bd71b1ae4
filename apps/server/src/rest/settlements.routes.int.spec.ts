import { callerFor, demoCaller } from "@amlak/api/testing";
import { addDays, addMonthsClamped, riyadhToday } from "@amlak/domain";
import { pdfText } from "@amlak/documents/testing";
import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const PHONE = "567000051";
const api = new DemoApi(PHONE);
const today = riyadhToday(new Date());

/** A new tenant's yearly lease from seven months ago, 9,000 a quarter with a 3,000 deposit, paid up to this quarter. */
async function leaseWithDeposit(): Promise<string> {
  const caller = callerFor(api.services, await demoCaller(api.services, PHONE));
  const lessor = await caller.contacts.create({ type: "lessor", name: "سعد الغامدي" } as never);
  const tenant = await caller.contacts.create({ type: "tenant", name: "ماجد الشهري" } as never);
  const unit = await caller.realEstates.create({
    kind: "unit",
    name: `شقة ${Math.random().toString().slice(2, 6)}`,
    lessor_id: lessor.id,
  } as never);
  const starts = `${addMonthsClamped(today, -7).slice(0, 7)}-01`;
  const contract = await caller.contracts.create({
    real_estate_id: unit.id,
    tenant_id: tenant.id,
    lessor_id: lessor.id,
    contract_start: starts,
    contract_end: addDays(addMonthsClamped(starts, 12), -1),
    price: "36000",
    contract_interval: 3,
    deposit: "3000",
  } as never);
  await caller.collections.receive({ tenant_id: tenant.id, amount: "30000", paid_date: today, method: "bankTransfer" } as never);
  return contract.id;
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

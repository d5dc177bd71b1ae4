import { demoCaller } from "@amlak/api/testing";
import { riyadhToday } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567000041");
const today = riyadhToday(new Date());
const year = { from: `${Number(today.slice(0, 4)) - 1}-01-01`, to: today };

/** The demo organization's first lessor (the compound's owner, whose rent is collected every month). */
async function lessor() {
  const { orgId } = await demoCaller(api.services, "567000041");
  const row = await api.services.database.owner
    .selectFrom("contacts")
    .select("id")
    .where("org_id", "=", orgId!)
    .where("type", "=", "lessor")
    .where("name", "=", "عبدالله بن محمد القحطاني")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("owner remittances over REST", () => {
  it("sets a 5% agreement, proposes what is due, pays it with its fee invoice, and refuses a second payment of the period", async () => {
    const lessorId = await lessor();
    const agreement = { fee_kind: "percent", fee_value: 5, expense_categories: ["maintenance"], effective_from: year.from };
    expect((await api.send("PUT", `/api/contacts/${lessorId}/management-agreement`, agreement)).statusCode).toBe(200);
    const proposal = (await api.send("GET", `/api/contacts/${lessorId}/remittance?from=${year.from}&to=${year.to}`)).json() as Record<
      string,
      number
    >;
    expect(proposal.fee).toBeCloseTo(proposal.rent_collected! * 0.05, 2);
    expect(proposal.due).toBeGreaterThan(0);

    const body = { lessor_id: lessorId, ...year, paid_date: today, amount: proposal.due, method: "bankTransfer", reference: "SA-0042" };
    // Two at once: the owner's row is locked, so the second finds nothing left due.
    const answers = await Promise.all([api.send("POST", "/api/remittances", body), api.send("POST", "/api/remittances", body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: "remittance.overDue" });
    const paid = answers.find((answer) => answer.statusCode === 201)!.json() as { id: string; invoice_id: string; fee: number };
    expect(paid.fee).toBeCloseTo(proposal.fee!, 2);
    expect((await api.send("GET", `/api/invoices/${paid.invoice_id}`)).json()).toMatchObject({ total_without_vat: proposal.fee });

    const list = (await api.send("GET", `/api/contacts/${lessorId}/remittances`)).json() as { id: string; reference: string }[];
    expect(list).toEqual([expect.objectContaining({ id: paid.id, reference: "SA-0042", status: "paid" })]);
    expect((await api.send("POST", `/api/remittances/${paid.id}/reverse`, {})).statusCode).toBe(200);
    const again = (await api.send("GET", `/api/contacts/${lessorId}/remittance?from=${year.from}&to=${year.to}`)).json() as { due: number };
    expect(again.due).toBeCloseTo(proposal.due!, 2);
  });

  it("refuses a percent over 100 on its field, and a lessor of no organization", async () => {
    const lessorId = await lessor();
    const over = await api.send("PUT", `/api/contacts/${lessorId}/management-agreement`, {
      fee_kind: "percent",
      fee_value: 120,
      expense_categories: [],
      effective_from: today,
    });
    expect(over.statusCode).toBe(400);
    expect(JSON.stringify(over.json())).toContain("fee_value");
    const unknown = await api.send("GET", `/api/contacts/${crypto.randomUUID()}/remittance?from=${year.from}&to=${year.to}`);
    expect(unknown.statusCode).toBe(404);
  });

  it("sets and removes a property's own agreement, and refuses it on a unit of a compound", async () => {
    const { orgId } = await demoCaller(api.services, "567000041");
    const estate = (title: string) =>
      api.services.database.owner
        .selectFrom("real_estates")
        .select("id")
        .where("org_id", "=", orgId!)
        .where("title", "=", title)
        .executeTakeFirstOrThrow();
    const villa = await estate("فيلا حي الملقا");
    const agreement = { fee_kind: "fixed", fee_value: 1000, expense_categories: ["maintenance"], effective_from: year.from };
    const saved = await api.send("PUT", `/api/real-estates/${villa.id}/management-agreement`, agreement);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ real_estate_id: villa.id, fee_kind: "fixed", fee_value: 1000 });
    expect((await api.send("DELETE", `/api/real-estates/${villa.id}/management-agreement`)).statusCode).toBe(200);
    const flat = await estate("شقة 102");
    const refused = await api.send("PUT", `/api/real-estates/${flat.id}/management-agreement`, agreement);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "agreement.unitInCompound" });
  });
});

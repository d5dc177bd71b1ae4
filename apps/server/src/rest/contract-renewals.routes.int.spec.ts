import { demoCaller } from "@amlak/api/testing";
import { describe, expect, it } from "vitest";
import { DemoApi } from "../testing/demo-api.ts";

const api = new DemoApi("567000032");
const owner = () => api.services.database.owner;

/** The demo organization's signed leases that nothing follows on their unit: each can be renewed. */
async function renewableLeases() {
  const { orgId } = await demoCaller(api.services, "567000032");
  return owner()
    .selectFrom("contracts as c")
    .innerJoin("real_estates as r", "r.id", "c.real_estate_id")
    .select(["c.id", "c.contract_end", "c.price", "r.title"])
    .where("c.org_id", "=", orgId!)
    .where("c.cancelled_on", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("contracts as later")
            .select("later.id")
            .whereRef("later.real_estate_id", "=", "c.real_estate_id")
            .whereRef("later.contract_start", ">", "c.contract_end"),
        ),
      ),
    )
    .orderBy("c.id")
    .execute();
}

describe("POST /api/contracts/renew", () => {
  it("renews two leases from the day after their end at the raised rent, links them, and refuses a second renewal by name", async () => {
    const [first, second] = await renewableLeases();
    const answer = await api.send("POST", "/api/contracts/renew", { contract_ids: [first!.id, second!.id], increase_percent: 10 });
    expect(answer.statusCode).toBe(200);
    const { renewals } = answer.json() as { renewals: { contract_id: string; renewed_from: string }[] };
    expect(renewals.map((renewal) => renewal.renewed_from).sort()).toEqual([first!.id, second!.id].sort());

    const renewed = renewals.find((renewal) => renewal.renewed_from === first!.id)!;
    const links = (await api.send("GET", `/api/contracts/${renewed.contract_id}/renewals`)).json() as {
      renewedFrom: { id: string; end: string };
    };
    expect(links.renewedFrom).toMatchObject({ id: first!.id, end: first!.contract_end });
    const back = (await api.send("GET", `/api/contracts/${first!.id}/renewals`)).json() as { renewedBy: { id: string } };
    expect(back.renewedBy.id).toBe(renewed.contract_id);
    const listed = (await api.send("GET", "/api/contracts?status=renewed")).json() as {
      rows: { id: string; renewedBy: string | null }[];
      counts: { renewed: number };
    };
    expect(listed.rows.map((row) => [row.id, row.renewedBy]).sort()).toEqual(
      renewals.map((renewal) => [renewal.renewed_from, renewal.contract_id]).sort(),
    );
    expect(listed.counts.renewed).toBe(2);

    const again = await api.send("POST", "/api/contracts/renew", { contract_ids: [first!.id] }, { "accept-language": "en" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "contract.alreadyRenewed",
      message: expect.stringContaining(`The lease of ${first!.title} to `),
    });
  });

  it("refuses an increase given both as a percent and as an amount, and an unknown contract", async () => {
    const both = await api.send("POST", "/api/contracts/renew", {
      contract_ids: ["00000000-0000-4000-8000-000000000000"],
      increase_percent: 5,
      increase_amount: 1000,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: "validation.failed", fieldErrors: { increase_amount: expect.any(String) } });
    const unknown = await api.send("POST", "/api/contracts/renew", { contract_ids: ["00000000-0000-4000-8000-000000000000"] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "contract.notFound" });
  });
});

import { callerFor, testServices, trialOrganization } from "@amlak/api/testing";
import { testDatabase } from "@amlak/db/testing";
import { taskPeriod } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import { remindChequeDeposits } from "./cheque-deposit-reminders.job.ts";

const services = testServices();
const { owner } = services.database;
// A second pool on the same database, as a second server instance (or a worker) would be.
const otherInstance = testDatabase();

const runOn = (day: string, database = services.database) =>
  remindChequeDeposits({ database, now: () => new Date(`${day}T08:00:00+03:00`) });

/** An organization with its account owner, a tenant, and the tenant's post-dated cheques registered through the API. */
async function tenantWithCheques(phone: string, cheques: { number: string; due_date: string }[]) {
  const caller = await trialOrganization(services, phone, "2030-01-01");
  const tenant = await owner
    .insertInto("contacts")
    .values({ org_id: caller.orgId, type: "tenant", name: "Huda Al-Qahtani", phone: "551234000" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const api = callerFor(services, caller);
  const { ids } = await api.cheques.register({
    tenant_id: tenant.id,
    cheques: cheques.map((cheque) => ({ ...cheque, bank: "Al Rajhi", amount: "4500" })),
  } as never);
  return { caller, api, tenantId: tenant.id, ids };
}

const dueDay = (day: string) => {
  const period = taskPeriod({ all_day: true, start_date: day, end_date: day, start_time: null, end_time: null });
  return period.ok ? period.start : null;
};
const tasksOf = (orgId: string) =>
  owner
    .selectFrom("tasks")
    .select(["title", "type", "start_date", "contact_id", "assignee_id", "created_by"])
    .where("org_id", "=", orgId)
    .orderBy("created_at")
    .execute();
const messagesOf = (orgId: string) =>
  owner
    .selectFrom("messages")
    .select(["recipient", "purpose", "body"])
    .where("org_id", "=", orgId)
    .where("purpose", "like", "cheque.%")
    .orderBy("id")
    .execute();

describe("the cheque deposit reminders job", () => {
  it("reminds the account owner 3 days before a held cheque's due date and on it, once each, with a task on the tenant", async () => {
    const { caller, api, tenantId, ids } = await tenantWithCheques("550300001", [
      { number: "100201", due_date: "2030-03-10" },
      { number: "100202", due_date: "2030-03-10" },
    ]);
    // The second cheque went to the bank already: nothing to remind.
    await api.cheques.deposit({ id: ids[1]!, date: "2030-03-05" } as never);

    expect((await runOn("2030-03-06")).reminded).toBe(0);
    expect((await runOn("2030-03-07")).reminded).toBe(1);
    expect((await runOn("2030-03-08")).reminded).toBe(0);
    expect(await tasksOf(caller.orgId)).toEqual([
      {
        title: "Deposit cheque No. 100201 from Huda Al-Qahtani (4,500.00 SR)",
        type: "reminder",
        start_date: dueDay("2030-03-10"),
        contact_id: tenantId,
        assignee_id: caller.userId,
        created_by: caller.userId,
      },
    ]);

    // Two instances run on the due date at once: one writes it.
    const runs = await Promise.all([runOn("2030-03-10"), runOn("2030-03-10", otherInstance)]);
    expect(runs.map((run) => run.reminded).sort()).toEqual([0, 1]);
    const owner = await services.database.owner
      .selectFrom("users")
      .select("phone")
      .where("id", "=", caller.userId)
      .executeTakeFirstOrThrow();
    expect(await messagesOf(caller.orgId)).toEqual([
      {
        recipient: owner.phone,
        purpose: "cheque.deposit_before_3",
        body: "Cheque No. 100201 (Al Rajhi) from Huda Al-Qahtani for 4,500.00 SR is due on 2030/03/10 and still held: deposit it at the bank.",
      },
      expect.objectContaining({ recipient: owner.phone, purpose: "cheque.deposit_due_date" }),
    ]);
    expect(await tasksOf(caller.orgId)).toHaveLength(2);
  });

  it("stops reminding a cheque once it is deposited, and a week after its due date", async () => {
    const { caller, api, ids } = await tenantWithCheques("550300002", [
      { number: "200301", due_date: "2030-05-01" },
      { number: "200302", due_date: "2030-05-01" },
    ]);
    await api.cheques.deposit({ id: ids[0]!, date: "2030-04-29" } as never);
    expect((await runOn("2030-05-09")).reminded).toBe(0);
    expect((await runOn("2030-05-08")).reminded).toBe(1);
    expect((await tasksOf(caller.orgId)).map((task) => task.title)).toEqual([
      "Deposit cheque No. 200302 from Huda Al-Qahtani (4,500.00 SR)",
    ]);
  });
});

import { addDays, riyadhToday, type UserType } from "@amlak/domain";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { seedDemoAccount } from "../seed/demo.ts";
import { callerFor, demoCaller, demoOrganization, refusalOf, testServices } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());
let client: Caller & { orgId: string };

const MEMBERS_WHO_WRITE: UserType[] = ["client", "client_mock", "subClient", "restricted_subClient", "operational_subClient"];

beforeAll(async () => {
  await seedDemoAccount(owner, { phone: "567000001", password: "Secret@123", email: "567000001@example.sa" }, today);
  client = await demoCaller(services, "567000001");
});

const api = (type: UserType = "client_mock") => callerFor(services, { ...client, type });

/** An all-day task of `days` (first and last) with a marker in its title, so a test's list holds only its own tasks. */
const allDay = (marker: string, title: string, first: string, last = first) => ({
  type: "reminder" as const,
  title: `${marker} ${title}`,
  all_day: true,
  start_date: first,
  end_date: last,
});

const countOf = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: string }> }) => (await query.executeTakeFirstOrThrow()).n;
const tasksTitled = (title: string) =>
  countOf(
    owner
      .selectFrom("tasks")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("org_id", "=", client.orgId)
      .where("title", "=", title),
  );
const paymentsFor = (comment: string) =>
  countOf(
    owner
      .selectFrom("payments")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("org_id", "=", client.orgId)
      .where("comment", "=", comment),
  );

describe("tasks", () => {
  it("keeps every SPEC §3 field, times in Riyadh, and reads it back with its people and property", async () => {
    const [tenant] = await api().contacts.find({ type: "tenant" });
    const [unit] = await api().realEstates.find({});
    const { id } = await api().tasks.create({
      type: "maintenance",
      title: "  إصلاح المكيف  ",
      description: "المكيف في الصالة لا يبرد",
      cost: "١٬٢٥٠٫٥",
      all_day: false,
      start_date: "2035/03/01",
      start_time: "9:30",
      end_date: "2035-03-01",
      end_time: "١١:٠٠",
      assignee_id: client.userId,
      contact_id: tenant!.id,
      real_estate_id: unit!.id,
    });
    const task = await api().tasks.get({ id });
    expect(task).toMatchObject({
      id,
      type: "maintenance",
      title: "إصلاح المكيف",
      description: "المكيف في الصالة لا يبرد",
      start: new Date("2035-03-01T06:30:00Z"),
      end: new Date("2035-03-01T08:00:00Z"),
      allDay: false,
      status: "pending",
      group: "upcoming",
      assigneeId: client.userId,
      assigneeName: "حساب تجريبي",
      contactId: tenant!.id,
      contactName: tenant!.name,
      realEstateId: unit!.id,
      realEstateTitle: unit!.title,
      expensePaymentId: null,
    });
    expect(task.cost?.toFixed(2)).toBe("1250.50");
    const stored = await owner.selectFrom("tasks").select(["org_id", "created_by"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ org_id: client.orgId, created_by: client.userId });
  });

  it("refuses an end before the start, a blank title, a timed task without times and a bad cost, storing nothing", async () => {
    const marker = "invalid-task";
    const refused = await refusalOf(
      api().tasks.create({
        type: "repair" as never,
        title: " ",
        cost: "10.555",
        all_day: false,
        start_date: "2035-03-02",
        start_time: "10:00",
        end_date: "2035-03-01",
        description: "x".repeat(1001),
      }),
    );
    expect(refused?.status).toBe(400);
    expect(refused?.body.fieldErrors).toEqual({
      type: "This field is invalid",
      title: "This field is required",
      cost: "Number allows up to two decimal places",
      description: "Field cannot exceed 1000 characters",
    });
    const backwards = await refusalOf(api().tasks.create(allDay(marker, "backwards", "2035-03-02", "2035-03-01")), "ar");
    expect(backwards?.body.fieldErrors).toEqual({ end_date: "يجب أن يكون تاريخ النهاية بعد تاريخ البداية" });
    const noTimes = await refusalOf(
      api().tasks.create({ type: "other", title: marker, all_day: false, start_date: "2035-03-01", end_date: "2035-03-01" }),
    );
    expect(noTimes?.body.fieldErrors).toEqual({ start_time: "This field is required", end_time: "This field is required" });
    expect(await tasksTitled(marker)).toBe("0");
  });

  it("groups pending tasks as late, today, tomorrow and upcoming, filters by chip and counts each", async () => {
    const marker = "groups";
    const yesterday = addDays(today, -1);
    const late = await api().tasks.create({
      type: "maintenance",
      title: `${marker} late`,
      all_day: false,
      start_date: yesterday,
      start_time: "09:00",
      end_date: yesterday,
      end_time: "10:00",
    });
    const lateAllDay = await api().tasks.create(allDay(marker, "late all day", addDays(today, -3), yesterday));
    const ongoing = await api().tasks.create(allDay(marker, "under way", addDays(today, -2), addDays(today, 2)));
    const dueToday = await api().tasks.create(allDay(marker, "today", today));
    const tomorrow = await api().tasks.create(allDay(marker, "tomorrow", addDays(today, 1)));
    const upcoming = await api().tasks.create(allDay(marker, "upcoming", addDays(today, 5)));
    const done = await api().tasks.create(allDay(marker, "done", yesterday));
    await api().tasks.complete({ id: done.id });

    const ids = async (filter: object) =>
      (await api().tasks.list({ searchText: marker, sort: "title", ...filter })).rows.map((row) => row.id).sort();
    expect(await ids({ group: "late" })).toEqual([late.id, lateAllDay.id].sort());
    expect(await ids({ group: "today" })).toEqual([ongoing.id, dueToday.id].sort());
    expect(await ids({ group: "tomorrow" })).toEqual([tomorrow.id]);
    expect(await ids({ group: "upcoming" })).toEqual([upcoming.id]);
    expect(await ids({ status: "completed" })).toEqual([done.id]);
    const all = await api().tasks.list({ searchText: marker });
    expect(all.counts).toEqual({ late: 2, today: 2, tomorrow: 1, upcoming: 1, completed: 1, all: 7 });
    expect(all.rows.find((row) => row.id === done.id)).toMatchObject({ status: "completed", group: null });
    expect(all.rows.find((row) => row.id === late.id)).toMatchObject({ group: "late" });
    // Sorted by start by default; the days a task overlaps filter the list.
    expect(all.rows.map((row) => row.start.getTime())).toEqual(all.rows.map((row) => row.start.getTime()).sort((x, y) => x - y));
    expect(await ids({ from: today, to: today })).toEqual([ongoing.id, dueToday.id].sort());

    const calendar = await api().tasks.calendar({ from: addDays(today, 1), to: addDays(today, 7) });
    const shown = calendar.filter((task) => task.title.startsWith(marker)).map((task) => task.id);
    expect(shown.sort()).toEqual([ongoing.id, tomorrow.id, upcoming.id].sort());
    const tooLong = await refusalOf(api().tasks.calendar({ from: today, to: addDays(today, 200) }));
    expect(tooLong?.body.fieldErrors).toEqual({ to: "This field is invalid" });
  });

  it("filters by type, assignee, property and contact", async () => {
    const marker = "filters";
    const [unit] = await api().realEstates.find({});
    const [tenant] = await api().contacts.find({ type: "tenant" });
    const assigned = await api().tasks.create({
      ...allDay(marker, "assigned", today),
      type: "purchase",
      assignee_id: client.userId,
      real_estate_id: unit!.id,
      contact_id: tenant!.id,
    });
    await api().tasks.create(allDay(marker, "other", today));
    const ids = async (filter: object) => (await api().tasks.list({ searchText: marker, ...filter })).rows.map((row) => row.id);
    for (const filter of [{ type: "purchase" }, { assignee_id: client.userId }, { real_estate_id: unit!.id }, { contact_id: tenant!.id }])
      expect(await ids(filter)).toEqual([assigned.id]);
    expect(await api().tasks.assignees()).toContainEqual({ id: client.userId, name: "حساب تجريبي", type: "client_mock" });
  });

  it("completes, reopens, edits and deletes a task; a deleted task is gone", async () => {
    const marker = "lifecycle";
    const { id } = await api().tasks.create(allDay(marker, "paint", addDays(today, 3)));
    await api().tasks.complete({ id });
    expect(await api().tasks.get({ id })).toMatchObject({ status: "completed", group: null, completedAt: expect.any(Date) });
    await api().tasks.reopen({ id });
    expect(await api().tasks.get({ id })).toMatchObject({ status: "pending", group: "upcoming", completedAt: null });
    await api().tasks.update({ id, ...allDay(marker, "paint the hall", today), type: "maintenance", cost: "200" });
    expect(await api().tasks.get({ id })).toMatchObject({ title: `${marker} paint the hall`, type: "maintenance", group: "today" });
    await api().tasks.delete({ id });
    expect(await owner.selectFrom("tasks").select("status").where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ status: "deleted" });
    expect((await api().tasks.list({ searchText: marker })).total).toBe(0);
    for (const attempt of [
      () => api().tasks.get({ id }),
      () => api().tasks.complete({ id }),
      () => api().tasks.update({ id, ...allDay(marker, "x", today) }),
      () => api().tasks.delete({ id }),
      () => api().tasks.recordExpense({ id }),
    ])
      expect(await refusalOf(attempt())).toMatchObject({ status: 404, body: { code: "notFound" } });
  });

  it("lets every member who works the portfolio manage tasks; the read-only sub-user and the viewer only look, or not at all", async () => {
    for (const type of MEMBERS_WHO_WRITE) {
      const { id } = await api(type).tasks.create({ ...allDay(`role-${type}`, "task", today), cost: "50" });
      await api(type).tasks.update({ id, ...allDay(`role-${type}`, "task changed", today), cost: "60" });
      await api(type).tasks.complete({ id });
      await api(type).tasks.reopen({ id });
      expect((await api(type).tasks.recordExpense({ id })).paymentId).toEqual(expect.any(String));
      await api(type).tasks.delete({ id });
    }
    const { id } = await api().tasks.create({ ...allDay("readonly", "task", today), cost: "10" });
    const readonly = api("readonly_subClient");
    expect(await readonly.tasks.get({ id })).toMatchObject({ id });
    expect((await readonly.tasks.list({ searchText: "readonly" })).total).toBe(1);
    for (const attempt of [
      () => readonly.tasks.create(allDay("readonly", "x", today)),
      () => readonly.tasks.update({ id, ...allDay("readonly", "x", today) }),
      () => readonly.tasks.complete({ id }),
      () => readonly.tasks.reopen({ id }),
      () => readonly.tasks.delete({ id }),
      () => readonly.tasks.recordExpense({ id }),
    ])
      expect((await refusalOf(attempt()))?.body.code).toBe("auth.roleForbidden");
    expect((await refusalOf(api("viewer").tasks.list({})))?.status).toBe(403);
    expect((await refusalOf(api("viewer").tasks.create(allDay("viewer", "x", today))))?.status).toBe(403);
  });

  it("needs the package's MANAGE_ENTITY on TASKS to add, change or record, DELETE_ENTITY to delete, and an active subscription", async () => {
    const { id } = await api().tasks.create({ ...allDay("package", "task", today), cost: "10" });
    const grant = (code: "MANAGE_ENTITY" | "DELETE_ENTITY", active: boolean) =>
      owner
        .updateTable("package_permissions")
        .set({ active })
        .where("package_code", "=", "platinum")
        .where("entity", "=", "TASKS")
        .where("code", "=", code)
        .execute();
    const notAllowed = { status: 403, body: { message: "Not Allowed in Current Subscription Package" } };
    await grant("DELETE_ENTITY", false);
    try {
      expect(await refusalOf(api().tasks.delete({ id }))).toMatchObject(notAllowed);
      await api().tasks.complete({ id });
    } finally {
      await grant("DELETE_ENTITY", true);
    }
    await grant("MANAGE_ENTITY", false);
    try {
      for (const attempt of [
        () => api().tasks.create(allDay("package", "x", today)),
        () => api().tasks.update({ id, ...allDay("package", "x", today) }),
        () => api().tasks.reopen({ id }),
        () => api().tasks.recordExpense({ id }),
      ])
        expect(await refusalOf(attempt())).toMatchObject(notAllowed);
      expect((await api().tasks.list({ searchText: "package" })).total).toBe(1);
    } finally {
      await grant("MANAGE_ENTITY", true);
    }
    // A subscription that ended leaves the organization on Free, which manages tasks.
    await owner.updateTable("subscriptions").set({ status: "expired" }).where("org_id", "=", client.orgId).execute();
    try {
      expect(await refusalOf(api().tasks.create(allDay("package", "x", today)))).toBeNull();
    } finally {
      await owner.updateTable("subscriptions").set({ status: "activated" }).where("org_id", "=", client.orgId).execute();
    }
  });

  it("resolves every id inside the caller's organization: another's assignee, contact, property or task is unknown", async () => {
    const other = await demoOrganization(services, "567000002");
    const theirs = callerFor(services, other);
    const [theirTenant] = await theirs.contacts.find({ type: "tenant" });
    const [theirUnit] = await theirs.realEstates.find({});
    const theirTask = await theirs.tasks.create({ ...allDay("theirs", "task", today), cost: "99" });
    const marker = "cross-org";
    const refused = await refusalOf(
      api().tasks.create({
        ...allDay(marker, "x", today),
        assignee_id: other.userId,
        contact_id: theirTenant!.id,
        real_estate_id: theirUnit!.id,
      }),
    );
    expect(refused?.status).toBe(400);
    expect(refused?.body.fieldErrors).toEqual({
      assignee_id: "Not found in your organization",
      contact_id: "Not found in your organization",
      real_estate_id: "Not found in your organization",
    });
    expect(await tasksTitled(`${marker} x`)).toBe("0");
    for (const attempt of [
      () => api().tasks.get({ id: theirTask.id }),
      () => api().tasks.complete({ id: theirTask.id }),
      () => api().tasks.delete({ id: theirTask.id }),
      () => api().tasks.recordExpense({ id: theirTask.id }),
    ])
      expect((await refusalOf(attempt()))?.body.code).toBe("notFound");
    expect(await theirs.tasks.get({ id: theirTask.id })).toMatchObject({ status: "pending", expensePaymentId: null });
    expect((await api().tasks.assignees()).map((user) => user.id)).not.toContain(other.userId);
  });
});

describe("a task's expense", () => {
  it("records the cost as one paid expense in the ledger, on the task's property, linked both ways", async () => {
    const [unit] = await api().realEstates.find({});
    const title = "expense: تغيير قفل الباب";
    const { id } = await api().tasks.create({
      ...allDay("expense", "x", today),
      title,
      type: "maintenance",
      cost: "575.25",
      real_estate_id: unit!.id,
    });
    const { paymentId } = await api().tasks.recordExpense({ id, payment_method: "bankTransfer" });
    const payment = await api().payments.get({ id: paymentId });
    expect(payment).toMatchObject({
      direction: "expense",
      category: "maintenance",
      real_estate_id: unit!.id,
      comment: title,
      due_date: today,
      status: "paid",
      paid_date: today,
      method: "bankTransfer",
    });
    expect(payment.price.plus(payment.vat).toFixed(2)).toBe("575.25");
    expect(await paymentsFor(title)).toBe("1");
    const events = await owner.selectFrom("ledger_events").select("type").where("stream_id", "=", `payment:${paymentId}`).execute();
    expect(events.map((event) => event.type)).toEqual(["PaymentRecorded", "PaymentMarkedPaid"]);

    expect(await api().tasks.get({ id })).toMatchObject({ expensePaymentId: paymentId, expenseStatus: "paid", expensePaidDate: today });
    const listed = await api().payments.list({ searchText: title });
    expect(listed.rows).toEqual([expect.objectContaining({ id: paymentId, taskId: id, taskTitle: title })]);

    expect(await refusalOf(api().tasks.recordExpense({ id }))).toMatchObject({
      status: 409,
      body: { code: "task.expenseRecorded", message: "This task's cost is already recorded as an expense" },
    });
    expect(await paymentsFor(title)).toBe("1");
  });

  it("files anything but maintenance under extra, and refuses a task without a cost", async () => {
    const { id } = await api().tasks.create({ ...allDay("expense", "buy paint", today), type: "purchase", cost: "80" });
    const { paymentId } = await api().tasks.recordExpense({ id });
    expect(await api().payments.get({ id: paymentId })).toMatchObject({ category: "extra", method: "cash", real_estate_id: null });
    const free = await api().tasks.create(allDay("expense", "no cost", today));
    expect((await refusalOf(api().tasks.recordExpense({ id: free.id })))?.body.code).toBe("task.noCost");
  });

  it("records it once when the same task's expense is asked for many times at once", async () => {
    const title = "expense: parallel";
    const { id } = await api().tasks.create({ ...allDay("expense", "x", today), title, cost: "120" });
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => api().tasks.recordExpense({ id })));
    const recorded = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(recorded).toHaveLength(1);
    for (const outcome of outcomes.filter((outcome) => outcome.status === "rejected"))
      expect((await refusalOf(Promise.reject(outcome.reason)))?.body.code).toBe("task.expenseRecorded");
    expect(await paymentsFor(title)).toBe("1");
    const [payment] = await owner.selectFrom("payments").select("id").where("comment", "=", title).execute();
    expect(await api().tasks.get({ id })).toMatchObject({ expensePaymentId: payment!.id });
  });
});

import {
  countTasksByGroup,
  findContact,
  findEstateKind,
  findTask,
  insertTask,
  isAssignableUser,
  linkTaskExpense,
  listAssignableUsers,
  listCalendarTasks,
  listTasks,
  lockTaskForExpense,
  setTaskStatus,
  updateTask,
  withOrg,
  type TaskFields,
  type Trx,
} from "@amlak/db";
import { addDays, AppError, groupBounds, mayPerform, riyadhDayStart, taskGroup, taskPeriod, type PermissionCode } from "@amlak/domain";
import { recordPayment } from "@amlak/ledger";
import { money, toFixed2 } from "@amlak/money";
import {
  ZIdSchema,
  ZTaskCalendarSchema,
  ZTaskExpenseSchema,
  ZTaskListSchema,
  ZTaskSaveSchema,
  ZTaskUpdateSchema,
  type TTaskSave,
} from "@amlak/schemas";
import { z } from "zod";
import { actionProcedure, ledgerCommandProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf, requirePackageAction } from "../ledger/package-permission.ts";
import { pageOf } from "../list-procedures.ts";
import { ZAssigneeOutput, ZTaskDetailOutput, ZTaskExpenseOutput, ZTaskListOutput, ZTaskOutput } from "../outputs/tasks.output.ts";
import { ZIdOutput } from "../outputs/values.ts";
import { areaProcedure, router } from "../trpc.ts";

type StoredTask = Awaited<ReturnType<typeof listCalendarTasks>>[number];

/**
 * A task as the caller sees it, with its group at `now`. The operational sub-user sees the cost too: SPEC §6 gives
 * them expense payments, and a task's cost is what such an expense records.
 */
const shown = <Task extends StoredTask>(task: Task, now: Date) => ({
  ...task,
  cost: task.cost === null ? null : money(task.cost),
  group: taskGroup(task, now),
});

/** Managing tasks needs the role (tasks.write) and the package's action on TASKS (SPEC §6). */
const manage = (action: PermissionCode) =>
  actionProcedure("tasks.write").use(async ({ ctx, next }) => {
    await requirePackageAction(ctx.trx, actorOf(ctx), "TASKS", action);
    return next();
  });

/**
 * The assignee, contact and property a form names must be the organization's (field errors otherwise); an assignee
 * who has since been deactivated may stay on a task that already had them.
 */
async function checkReferences(trx: Trx, orgId: string, task: TTaskSave, storedAssignee: string | null = null) {
  const fieldErrors: Record<string, string> = {};
  if (task.assignee_id && task.assignee_id !== storedAssignee && !(await isAssignableUser(trx, orgId, task.assignee_id)))
    fieldErrors.assignee_id = "reference.notFound";
  if (task.contact_id && !(await findContact(trx, task.contact_id))) fieldErrors.contact_id = "reference.notFound";
  if (task.real_estate_id && !(await findEstateKind(trx, task.real_estate_id))) fieldErrors.real_estate_id = "reference.notFound";
  if (Object.keys(fieldErrors).length) throw new AppError("validation.failed", {}, fieldErrors);
}

/** The stored fields: the period as moments (Riyadh), the cost as exact text. */
function fieldsOf(task: TTaskSave): TaskFields {
  const period = taskPeriod(task);
  if (!period.ok) throw new AppError("validation.failed", {}, { end_date: period.code });
  return {
    type: task.type,
    title: task.title,
    description: task.description,
    cost: task.cost && toFixed2(task.cost),
    start_date: period.start,
    end_date: period.end,
    all_day: task.all_day,
    assignee_id: task.assignee_id,
    contact_id: task.contact_id,
    real_estate_id: task.real_estate_id,
  };
}

/** The first moments of the first day and of the day after the last of a range of Riyadh days. */
const rangeOf = (from: string, to: string) => ({ from: riyadhDayStart(from), until: riyadhDayStart(addDays(to, 1)) });

export const tasksRouter = router({
  /** The tasks page, one page: filtered by chip, type, assignee, property, contact, days and search, with each chip's count. */
  list: areaProcedure("tasks")
    .input(ZTaskListSchema)
    .output(ZTaskListOutput)
    .query(async ({ ctx, input }) => {
      const now = ctx.now();
      const scope = { orgId: ctx.caller.orgId, bounds: groupBounds(now) };
      const days = {
        from: input.from ? riyadhDayStart(input.from) : undefined,
        until: input.to ? riyadhDayStart(addDays(input.to, 1)) : undefined,
      };
      const { rows, total } = await listTasks(ctx.trx, scope, { ...input, ...days }, pageOf(input));
      const { group: _group, status: _status, from: _from, to: _to, ...filters } = input;
      const counts = await countTasksByGroup(ctx.trx, scope, filters);
      return { total, rows: rows.map((row) => shown(row, now)), counts };
    }),

  /** The tasks a calendar view shows: those overlapping its days, with the list's filters (SPEC §3 calendar items). */
  calendar: areaProcedure("tasks")
    .input(ZTaskCalendarSchema)
    .output(z.array(ZTaskOutput))
    .query(async ({ ctx, input }) => {
      const now = ctx.now();
      const { from, to, ...filters } = input;
      const rows = await listCalendarTasks(ctx.trx, ctx.caller.orgId, rangeOf(from, to), filters);
      return rows.map((row) => shown(row, now));
    }),

  get: areaProcedure("tasks")
    .input(ZIdSchema)
    .output(ZTaskDetailOutput)
    .query(async ({ ctx, input }) => {
      const task = await findTask(ctx.trx, ctx.caller.orgId, input.id);
      if (!task) throw new AppError("notFound");
      return shown(task, ctx.now());
    }),

  /** The organization's active users, whom a task may be assigned to. */
  assignees: areaProcedure("tasks")
    .output(z.array(ZAssigneeOutput))
    .query(({ ctx }) => listAssignableUsers(ctx.trx, ctx.caller.orgId)),

  create: manage("MANAGE_ENTITY")
    .input(ZTaskSaveSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      await checkReferences(ctx.trx, ctx.caller.orgId, input);
      return insertTask(ctx.trx, { ...fieldsOf(input), org_id: ctx.caller.orgId, created_by: ctx.caller.userId });
    }),

  update: manage("MANAGE_ENTITY")
    .input(ZTaskUpdateSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input: { id, ...task } }) => {
      const stored = await findTask(ctx.trx, ctx.caller.orgId, id);
      if (!stored) throw new AppError("notFound");
      await checkReferences(ctx.trx, ctx.caller.orgId, task, stored.assigneeId);
      await updateTask(ctx.trx, id, fieldsOf(task), ctx.now());
      return { id };
    }),

  complete: manage("MANAGE_ENTITY")
    .input(ZIdSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await setTaskStatus(ctx.trx, input.id, "completed", ctx.now()))) throw new AppError("notFound");
      return { id: input.id };
    }),

  reopen: manage("MANAGE_ENTITY")
    .input(ZIdSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await setTaskStatus(ctx.trx, input.id, "pending", ctx.now()))) throw new AppError("notFound");
      return { id: input.id };
    }),

  /** A task is deleted by its state (SPEC §4), so its documents and any expense it recorded keep their link. */
  delete: manage("DELETE_ENTITY")
    .input(ZIdSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await setTaskStatus(ctx.trx, input.id, "deleted", ctx.now()))) throw new AppError("notFound");
      return { id: input.id };
    }),

  /**
   * Records the task's cost as an expense paid today, in one ledger command that also links the payment to the task:
   * maintenance under maintenance, anything else under extra, on the task's property, its title as the comment. The
   * task is locked inside that command, so a second request (or a double click) finds the first one's payment and is
   * refused; the unique constraint tasks_one_expense backs it.
   */
  recordExpense: ledgerCommandProcedure("payments.write")
    .input(ZTaskExpenseSchema)
    .output(ZTaskExpenseOutput)
    .mutation(async ({ ctx, input }) => {
      if (!mayPerform(ctx.caller.type, "tasks.write")) throw new AppError("auth.roleForbidden");
      const db = ctx.database.app;
      await requirePackageAction(db, actorOf(ctx, ctx.orgId), "TASKS", "MANAGE_ENTITY");
      // What the payment records is read first; the command re-reads it under a lock before it writes anything.
      const task = await withOrg(db, ctx.orgId, (trx) => lockTaskForExpense(trx, input.id));
      if (!task) throw new AppError("notFound");
      if (task.expense_payment_id) throw new AppError("task.expenseRecorded");
      if (task.cost === null || money(task.cost).isZero()) throw new AppError("task.noCost");
      const cost = task.cost;
      const { paymentIds } = await recordPayment(
        db,
        ctx.ledger,
        {
          direction: "expense",
          category: task.type === "maintenance" ? "maintenance" : "extra",
          dueDate: ctx.today,
          price: toFixed2(money(cost)),
          // The cost is what was paid, VAT and all.
          vatIncluded: true,
          comment: task.title,
          realEstateId: task.real_estate_id,
          paid: { paidDate: ctx.today, method: input.payment_method, receivedBy: null, deliveredBy: null, notes: "" },
        },
        {
          before: async (trx) => {
            const locked = await lockTaskForExpense(trx, input.id);
            if (!locked) throw new AppError("notFound");
            if (locked.expense_payment_id) throw new AppError("task.expenseRecorded");
            if (locked.cost !== cost) throw new AppError("conflict");
          },
          after: async (trx, { paymentIds: [paymentId] }) => {
            if (!paymentId || !(await linkTaskExpense(trx, input.id, paymentId, ctx.ledger.now)))
              throw new AppError("task.expenseRecorded");
          },
        },
      );
      return { id: input.id, paymentId: paymentIds[0]! };
    }),
});

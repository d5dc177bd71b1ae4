import type { GroupBounds } from "@amlak/domain";
import type { TMaintenanceCategory as MaintenanceCategory, TaskGroup, TaskType } from "@amlak/schemas";
import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../client.ts";
import { sortedPage, type RowWindow, type Sortable, type SortDirection } from "./paging.ts";

/** The tasks page's sortable columns, as the client names them (ZTaskListSchema). */
const SORTABLE = {
  columns: {
    start: sql.ref("t.start_date"),
    end: sql.ref("t.end_date"),
    title: sql.ref("t.title"),
    type: sql.ref("t.type"),
    cost: sql.ref("t.cost"),
    status: sql.ref("t.status"),
    assignee: sql.ref("assignee.name"),
    realEstate: sql.ref("re.title"),
  },
  tieBreaker: sql.ref("t.id"),
} satisfies Sortable<string>;

type TaskSort = keyof typeof SORTABLE.columns;

interface TaskFilters {
  type?: TaskType | undefined;
  assignee_id?: string | undefined;
  real_estate_id?: string | undefined;
  contact_id?: string | undefined;
  searchText?: string | undefined;
}

interface TaskListFilters extends TaskFilters {
  group?: TaskGroup | undefined;
  status?: "pending" | "completed" | undefined;
  /** The first moment of the first day, and of the day after the last, of the days a task must overlap. */
  from?: Date | undefined;
  until?: Date | undefined;
}

/**
 * Each group's condition on `t`, as taskGroup (@amlak/domain) decides it: late once a pending task's end has passed
 * (an all-day task's last day is before today), otherwise by the day it starts.
 */
function groupCondition(group: TaskGroup, bounds: GroupBounds): Expression<SqlBool> {
  const moment = (at: Date) => sql`${at}::timestamptz`;
  const late = sql<SqlBool>`t.end_date < case when t.all_day then ${moment(bounds.todayStart)} else ${moment(bounds.now)} end`;
  const [tomorrow, dayAfter] = [moment(bounds.tomorrowStart), moment(bounds.dayAfterStart)];
  switch (group) {
    case "late":
      return sql<SqlBool>`t.status = 'pending' and ${late}`;
    case "today":
      return sql<SqlBool>`t.status = 'pending' and not (${late}) and t.start_date < ${tomorrow}`;
    case "tomorrow":
      return sql<SqlBool>`t.status = 'pending' and t.start_date >= ${tomorrow} and t.start_date < ${dayAfter}`;
    case "upcoming":
      return sql<SqlBool>`t.status = 'pending' and t.start_date >= ${dayAfter}`;
    default: {
      const _exhaustive: never = group;
      return _exhaustive;
    }
  }
}

/** The organization's live tasks (a deleted one is gone from every list) with their people and property, filtered. */
function tasks(db: Db, orgId: string, filters: TaskFilters) {
  let query = db
    .selectFrom("tasks as t")
    .leftJoin("users as assignee", (join) => join.onRef("assignee.id", "=", "t.assignee_id").onRef("assignee.org_id", "=", "t.org_id"))
    .leftJoin("contacts as contact", (join) => join.onRef("contact.id", "=", "t.contact_id").onRef("contact.org_id", "=", "t.org_id"))
    .leftJoin("real_estates as re", (join) => join.onRef("re.id", "=", "t.real_estate_id").onRef("re.org_id", "=", "t.org_id"))
    .where("t.org_id", "=", orgId)
    .where("t.status", "<>", "deleted");
  if (filters.type) query = query.where("t.type", "=", filters.type);
  if (filters.assignee_id) query = query.where("t.assignee_id", "=", filters.assignee_id);
  if (filters.contact_id) query = query.where("t.contact_id", "=", filters.contact_id);
  // A compound's tasks are its own and its units'.
  if (filters.real_estate_id) {
    const estate = filters.real_estate_id;
    query = query.where((eb) => eb.or([eb("t.real_estate_id", "=", estate), eb("re.parent_id", "=", estate)]));
  }
  if (filters.searchText) {
    const like = `%${filters.searchText}%`;
    query = query.where((eb) =>
      eb.or([
        eb("t.title", "ilike", like),
        eb("t.description", "ilike", like),
        eb("re.title", "ilike", like),
        eb("contact.name", "ilike", like),
        eb("assignee.name", "ilike", like),
      ]),
    );
  }
  return query;
}

const TASK_COLUMNS = [
  "t.id",
  "t.type",
  "t.title",
  "t.description",
  "t.cost",
  "t.start_date as start",
  "t.end_date as end",
  "t.all_day as allDay",
  "t.status",
  "t.completed_at as completedAt",
  "t.assignee_id as assigneeId",
  "assignee.name as assigneeName",
  "t.contact_id as contactId",
  "contact.name as contactName",
  "t.real_estate_id as realEstateId",
  "re.title as realEstateTitle",
  "t.expense_payment_id as expensePaymentId",
] as const;

/** The tasks page: one window of the filtered tasks, sorted, with the whole list's count. */
export function listTasks(
  db: Db,
  scope: { orgId: string; bounds: GroupBounds },
  filters: TaskListFilters & { sort: TaskSort; direction: SortDirection },
  window: RowWindow,
) {
  let query = tasks(db, scope.orgId, filters);
  if (filters.group) query = query.where(groupCondition(filters.group, scope.bounds));
  if (filters.status) query = query.where("t.status", "=", filters.status);
  if (filters.from) query = query.where("t.end_date", ">=", filters.from);
  if (filters.until) query = query.where("t.start_date", "<", filters.until);
  return sortedPage(query.select(TASK_COLUMNS), SORTABLE, filters, window);
}

/** The chips of the tasks page, with the list's filters but its group and status: late 2 · today 1 · … · all 9. */
export function countTasksByGroup(db: Db, scope: { orgId: string; bounds: GroupBounds }, filters: TaskFilters) {
  const count = (group: TaskGroup) => sql<number>`(count(*) filter (where ${groupCondition(group, scope.bounds)}))::int`;
  return tasks(db, scope.orgId, filters)
    .select([
      count("late").as("late"),
      count("today").as("today"),
      count("tomorrow").as("tomorrow"),
      count("upcoming").as("upcoming"),
      sql<number>`(count(*) filter (where t.status = 'completed'))::int`.as("completed"),
      sql<number>`count(*)::int`.as("all"),
    ])
    .executeTakeFirstOrThrow();
}

/** A calendar view never shows more than this many tasks; a busier range shows its earliest. */
const CALENDAR_LIMIT = 500;

/** The live tasks overlapping [from, until) for the calendar (they start before `until` and end on or after `from`). */
export function listCalendarTasks(db: Db, orgId: string, range: { from: Date; until: Date }, filters: TaskFilters) {
  return tasks(db, orgId, filters)
    .where("t.start_date", "<", range.until)
    .where("t.end_date", ">=", range.from)
    .select(TASK_COLUMNS)
    .orderBy("t.start_date")
    .orderBy("t.id")
    .limit(CALENDAR_LIMIT)
    .execute();
}

/** One live task of the organization (row-level security) with its people, property and expense payment. */
export const findTask = (db: Db, orgId: string, id: string) =>
  tasks(db, orgId, {})
    .leftJoin("payments as expense", (join) =>
      join.onRef("expense.id", "=", "t.expense_payment_id").onRef("expense.org_id", "=", "t.org_id"),
    )
    .leftJoin("contacts as requester", (join) =>
      join.onRef("requester.id", "=", "t.requested_by_contact_id").onRef("requester.org_id", "=", "t.org_id"),
    )
    .select([
      ...TASK_COLUMNS,
      "expense.status as expenseStatus",
      "expense.paid_date as expensePaidDate",
      "requester.name as requestedByName",
    ])
    .where("t.id", "=", id)
    .executeTakeFirst();

/** What a task form saves, as stored; the organization, creator and state are set apart. */
export interface TaskFields {
  type: TaskType;
  title: string;
  description: string | null;
  cost: string | null;
  start_date: Date;
  end_date: Date;
  all_day: boolean;
  assignee_id: string | null;
  contact_id: string | null;
  real_estate_id: string | null;
}

/** Who made a task: a member, or a tenant through the portal with the category they chose (a maintenance request). */
type TaskCreator = { created_by: string } | { requested_by_contact_id: string; request_category: MaintenanceCategory };

export const insertTask = (db: Db, task: TaskFields & { org_id: string } & TaskCreator) =>
  db.insertInto("tasks").values(task).returning("id").executeTakeFirstOrThrow();

/** False when there is no such live task (in the caller's organization, under row-level security). */
export async function updateTask(db: Db, id: string, fields: TaskFields, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("tasks")
    .set({ ...fields, updated_at: at })
    .where("id", "=", id)
    .where("status", "<>", "deleted")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Moves a live task to `status` (completed with the moment, pending again, or deleted); false when there is no such
 * live task.
 */
export async function setTaskStatus(db: Db, id: string, status: "pending" | "completed" | "deleted", at: Date): Promise<boolean> {
  const result = await db
    .updateTable("tasks")
    .set({ status, completed_at: status === "completed" ? at : null, updated_at: at })
    .where("id", "=", id)
    .where("status", "<>", "deleted")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * The live task, locked until the transaction ends, with what recording its expense needs: a second request for the
 * same task waits here and then sees the first one's payment.
 */
export const lockTaskForExpense = (db: Db, id: string) =>
  db
    .selectFrom("tasks")
    .select(["id", "type", "title", "cost", "real_estate_id", "expense_payment_id"])
    .where("id", "=", id)
    .where("status", "<>", "deleted")
    .forUpdate()
    .executeTakeFirst();

/** Links the task to the expense payment recorded for it; only a task with none yet (tasks_one_expense backs this). */
export async function linkTaskExpense(db: Db, id: string, paymentId: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("tasks")
    .set({ expense_payment_id: paymentId, updated_at: at })
    .where("id", "=", id)
    .where("expense_payment_id", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The organization's active users, anyone a task may be assigned to, by name. */
export const listAssignableUsers = (db: Db, orgId: string) =>
  db
    .selectFrom("users")
    .select(["id", "name", "type"])
    .where("org_id", "=", orgId)
    .where("active", "=", true)
    .where("deleted_at", "is", null)
    .orderBy("name")
    .orderBy("id")
    .execute();

/** Whether `id` is an active user of the organization (users carry no row-level security: the filter is explicit). */
export const isAssignableUser = async (db: Db, orgId: string, id: string) =>
  Boolean(
    await db
      .selectFrom("users")
      .select("id")
      .where("id", "=", id)
      .where("org_id", "=", orgId)
      .where("active", "=", true)
      .where("deleted_at", "is", null)
      .executeTakeFirst(),
  );

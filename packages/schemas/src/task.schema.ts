import { toWesternDigits } from "@amlak/money";
import { z } from "zod";
import { ZNonNegativeAmountSchema } from "./amount.ts";
import { ZDateSchema } from "./date.ts";
import { optionalField, parsedBy, requiredOrInvalid, requiredString } from "./field.ts";
import { MANUAL_PAYMENT_METHODS } from "./ledger-constants.ts";
import { listQuery } from "./list-query.ts";
import { checkRange } from "./primitives/date-input.ts";
import { ZTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";

export const TASK_TYPES = ["maintenance", "purchase", "reminder", "other"] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_STATUSES = ["pending", "completed", "deleted"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Where a pending task stands on the tasks page (SPEC §4 groups; taskGroup in @amlak/domain decides). */
export const TASK_GROUPS = ["late", "today", "tomorrow", "upcoming"] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

/** A time of day typed as HH:MM (24 hours, Arabic or Western digits), in Riyadh. */
const ZTimeSchema = requiredString().transform(
  parsedBy((text) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec(toWesternDigits(text));
    if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
    return `${match[1]!.padStart(2, "0")}:${match[2]}`;
  }, "field.invalid"),
);

/** A date field: the shared typed date, or a form's date in the user's calendar (both give YYYY-MM-DD). */
type DateField = z.ZodType<string, string>;

/**
 * A task as its form saves it (SPEC §3): type, title, description, cost, its days — with times unless it is all day —
 * and optionally who does it, the contact it concerns and the property. The cost is an amount of up to two decimals
 * (Arabic or Western digits). It may not end before it starts (SPEC §5). A form passes its own `date` field.
 */
export function taskSaveSchema(date: DateField) {
  return z
    .object({
      type: z.enum(TASK_TYPES, { error: requiredOrInvalid }),
      title: requiredString().max(200, { error: "field.maxLength" }),
      description: optionalField(ZTextSchema),
      cost: optionalField(ZNonNegativeAmountSchema),
      all_day: z.boolean({ error: requiredOrInvalid }).default(false),
      start_date: date,
      start_time: optionalField(ZTimeSchema),
      end_date: date,
      end_time: optionalField(ZTimeSchema),
      assignee_id: optionalField(ZUuidSchema),
      contact_id: optionalField(ZUuidSchema),
      real_estate_id: optionalField(ZUuidSchema),
    })
    .transform((task, ctx) => {
      if (task.all_day) return { ...task, start_time: null, end_time: null };
      for (const field of ["start_time", "end_time"] as const) {
        if (task[field] === null) ctx.issues.push({ code: "custom", path: [field], message: "field.required", input: null });
      }
      return task;
    })
    .superRefine((task, ctx) => {
      const moment = (day: string, time: string | null) => `${day}T${time ?? "00:00"}`;
      const range = checkRange(moment(task.start_date, task.start_time), moment(task.end_date, task.end_time));
      if (!range.ok) ctx.issues.push({ code: "custom", path: ["end_date"], message: range.code, input: task.end_date });
    });
}

export const ZTaskSaveSchema = taskSaveSchema(ZDateSchema);
export type TTaskSave = z.output<typeof ZTaskSaveSchema>;

export const ZTaskUpdateSchema = z.intersection(z.object({ id: ZUuidSchema }), ZTaskSaveSchema);

/** Filters shared by the list and the calendar. Ids that name nothing of the caller's organization match nothing. */
const taskFilters = {
  type: z.enum(TASK_TYPES, { error: "field.invalid" }).optional(),
  assignee_id: ZUuidSchema.optional(),
  real_estate_id: ZUuidSchema.optional(),
  contact_id: ZUuidSchema.optional(),
};

/**
 * The tasks page (/tasks): its group chip (late, today, tomorrow, upcoming) or status (pending, completed), the
 * type, assignee, property and contact filters, the days a task overlaps, and the top bar's search.
 */
export const taskList = listQuery({
  sort: ["start", "end", "title", "type", "cost", "status", "assignee", "realEstate"],
  defaultSort: "start",
  filters: {
    ...taskFilters,
    group: z.enum(TASK_GROUPS, { error: "field.invalid" }).optional(),
    status: z.enum(["pending", "completed"], { error: "field.invalid" }).optional(),
    from: ZDateSchema.optional(),
    to: ZDateSchema.optional(),
  },
});
export const ZTaskListSchema = taskList.input;
export type TTaskSort = (typeof taskList.sorting.columns)[number];

/** A calendar view shows at most six weeks; a range is capped so that one call cannot read years of tasks. */
const MAX_CALENDAR_DAYS = 100;

/** The tasks a calendar view shows: those overlapping its days (Riyadh), with the list's filters. */
export const ZTaskCalendarSchema = z.object({ from: ZDateSchema, to: ZDateSchema, ...taskFilters }).superRefine((range, ctx) => {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
  if (days < 0) ctx.issues.push({ code: "custom", path: ["to"], message: "date.endBeforeStart", input: range.to });
  else if (days > MAX_CALENDAR_DAYS) ctx.issues.push({ code: "custom", path: ["to"], message: "field.invalid", input: range.to });
});

/** Records a task's cost as an expense paid today, by this method (cash unless told). */
export const ZTaskExpenseSchema = z.object({
  id: ZUuidSchema,
  payment_method: z.enum(MANUAL_PAYMENT_METHODS, { error: requiredOrInvalid }).default("cash"),
});

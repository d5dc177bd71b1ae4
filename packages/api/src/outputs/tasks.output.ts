import { TASK_GROUPS, TASK_STATUSES, TASK_TYPES } from "@amlak/schemas";
import { z } from "zod";
import { listPageOutput } from "./portfolio.output.ts";
import { ZDayOutput, ZInstantOutput, ZMoneyOutput } from "./values.ts";

/** A task with its people, property and group at the moment it was read (null once completed). */
export const ZTaskOutput = z.object({
  id: z.string(),
  type: z.enum(TASK_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  cost: ZMoneyOutput.nullable(),
  start: ZInstantOutput,
  end: ZInstantOutput,
  /** An all-day task's start and end are the first moments (Riyadh) of its first and last days. */
  allDay: z.boolean(),
  status: z.enum(TASK_STATUSES),
  group: z.enum(TASK_GROUPS).nullable(),
  completedAt: ZInstantOutput.nullable(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  contactId: z.string().nullable(),
  contactName: z.string().nullable(),
  realEstateId: z.string().nullable(),
  realEstateTitle: z.string().nullable(),
  /** The expense payment its cost was recorded as (tasks.recordExpense). */
  expensePaymentId: z.string().nullable(),
});

/** One task, with its expense payment's state and paid day when its cost was recorded. */
export const ZTaskDetailOutput = ZTaskOutput.extend({
  expenseStatus: z.string().nullable(),
  expensePaidDate: ZDayOutput.nullable(),
  /** The tenant whose maintenance request (through the portal) the task is; null for a member's task. */
  requestedByName: z.string().nullable(),
});

const ZTaskCountsOutput = z.object({
  late: z.int(),
  today: z.int(),
  tomorrow: z.int(),
  upcoming: z.int(),
  completed: z.int(),
  all: z.int(),
});

/** A page of the tasks page, with the count of each chip under the same filters. */
export const ZTaskListOutput = listPageOutput(ZTaskOutput).extend({ counts: ZTaskCountsOutput });

export const ZAssigneeOutput = z.object({ id: z.string(), name: z.string(), type: z.string() });

export const ZTaskExpenseOutput = z.object({ id: z.string(), paymentId: z.string() });

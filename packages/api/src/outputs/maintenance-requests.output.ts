import { MAINTENANCE_CATEGORIES } from "@amlak/schemas";
import { z } from "zod";
import { ZInstantOutput } from "./values.ts";

/** A filed request: its own id and the landlord's task it became (the same record, issue #20 names both). */
export const ZMaintenanceRequestCreatedOutput = z.object({ id: z.string(), task_id: z.string() });

/** A tenant's request as they follow it: the task's status, a deleted task shown as closed. */
export const ZMaintenanceRequestOutput = z.object({
  id: z.string(),
  category: z.enum(MAINTENANCE_CATEGORIES),
  description: z.string(),
  real_estate_title: z.string().nullable(),
  status: z.enum(["pending", "completed", "closed"]),
  created_at: ZInstantOutput,
  completed_at: ZInstantOutput.nullable(),
});

export const ZMaintenancePhotosOutput = z.object({ results: z.array(z.object({ id: z.string(), name: z.string() })) });

import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";

/** A task as the list, the calendar and the row menu show it (tasks.list rows and tasks.calendar items). */
export type TaskRow = RouterOutputs["tasks"]["list"]["rows"][number];

/** After any change to a task: the list, its counts, the calendar and the task itself are read again. */
export function useRefreshTasks() {
  const utils = trpc.useUtils();
  return () => utils.tasks.invalidate();
}

export { groupBounds, riyadhDayStart, taskGroup, type GroupBounds } from "./task-groups.ts";
export { taskPeriod } from "./task-period.ts";

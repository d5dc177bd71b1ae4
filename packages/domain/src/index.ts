export * from "./input/index.ts";
export * from "./access/index.ts";
export * from "./schedule/index.ts";
export * from "./errors/index.ts";
export * from "./statement/tenant-statement.ts";
export * from "./statement/owner-statement.ts";
export * from "./tasks/index.ts";
export * from "./reminders/rent-reminders.ts";

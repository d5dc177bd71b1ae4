export * from "./user-types.ts";
export { matchesPath, type MenuEntry } from "./menu-entry.ts";
export * from "./public-routes.ts";
export * from "./menus.ts";
export * from "./permissions.ts";
export * from "./reports.ts";
export * from "./packages.ts";
export * from "./subscription.ts";
export * from "./needed-actions.ts";

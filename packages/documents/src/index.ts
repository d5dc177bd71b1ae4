export * from "./spreadsheet/index.ts";

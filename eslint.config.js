export { default } from "@amlak/eslint-config";

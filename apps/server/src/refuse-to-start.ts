import { StartupError } from "@amlak/db";

/** Ends a process that cannot start with one sentence saying what to do, not a stack: the operator reads it in a terminal or a service log. */
export function refuseToStart(error: unknown): never {
  const sentence =
    error instanceof StartupError ? error.message : `Amlak could not start: ${error instanceof Error ? error.message : String(error)}`;
  console.error(sentence);
  process.exit(1);
}

import { expect } from "vitest";
import { foldEvents, type Decider } from "../decider.ts";
import { AppError, type ErrorCode } from "@amlak/domain";

/** Given/when/then over a decider: `spec(given).when(command).then(events)` or `.thenRefuses(code)`. */
export function deciderSpec<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return (given: readonly Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, foldEvents(decider, given));
      return {
        then: (expected: Event[]) => expect(decide()).toEqual(expected),
        thenRefuses: (code: ErrorCode): AppError => {
          try {
            decide();
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).code).toBe(code);
            return error as AppError;
          }
          return expect.fail(`expected the command to be refused with ${code}`);
        },
      };
    },
  });
}

import { expect } from "vitest";
import { foldEvents, type Decider } from "../decider.ts";
import { LedgerRuleError, type LedgerRuleCode } from "../ledger-rule-error.ts";

/** Given/when/then over a decider: `spec(given).when(command).then(events)` or `.thenRefuses(code)`. */
export function deciderSpec<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return (given: readonly Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, foldEvents(decider, given));
      return {
        then: (expected: Event[]) => expect(decide()).toEqual(expected),
        thenRefuses: (code: LedgerRuleCode): LedgerRuleError => {
          try {
            decide();
          } catch (error) {
            expect(error).toBeInstanceOf(LedgerRuleError);
            expect((error as LedgerRuleError).code).toBe(code);
            return error as LedgerRuleError;
          }
          return expect.fail(`expected the command to be refused with ${code}`);
        },
      };
    },
  });
}

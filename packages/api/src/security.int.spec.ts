import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "./context.ts";
import { describeError } from "./error-response.ts";
import { seedDemoAccount } from "./seed/demo.ts";
import { callerFor, demoCaller, testServices, TEST_AUTH } from "./testing/harness.ts";
import { PROCEDURES } from "./testing/isolation.ts";
import { PUBLIC_PROCEDURES as PUBLIC } from "./testing/public-procedures.ts";

// Generated from appRouter's list of procedures (issue #22): a new procedure is covered the day it is added. Who may
// call what is roles.int.spec.ts's; another organization's ids are isolation.int.spec.ts's.
const services = testServices();

type Call = (input: unknown) => Promise<unknown>;

/** The HTTP status the procedure's answer to `input` would have (200 when it answers). */
async function statusOf(caller: Caller | null, path: string, input: unknown): Promise<number> {
  const call = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], callerFor(services, caller)) as Call;
  return call(input).then(
    () => 200,
    (error: unknown) => describeError(error, "en", "security").status,
  );
}

/** The field names of the procedure's input object, so that generated inputs reach past "unknown key" refusals. */
function fieldsOf(path: string): string[] {
  const inputs = (PROCEDURES[path]!._def as unknown as { inputs: { shape?: Record<string, unknown> }[] }).inputs;
  return inputs.flatMap((input) => Object.keys(input.shape ?? {}));
}

const value = fc.oneof(
  fc.uuid(),
  fc.string(),
  fc.integer({ min: -5, max: 1_000_000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("2026-01-01", "1447-06-01", "100.50", "-1", "0", "", "ar", "en", "%' or 1=1 --"),
  fc.array(fc.oneof(fc.uuid(), fc.string(), fc.integer())),
  fc.jsonValue(),
);

/** Anything a client could send: nothing, any JSON, or an object of the procedure's own field names with odd values. */
const inputsFor = (path: string) => {
  const fields = fieldsOf(path);
  return fc.oneof(
    fc.constant(undefined),
    fc.jsonValue(),
    fields.length > 0 ? fc.dictionary(fc.constantFrom(...fields), value) : fc.dictionary(fc.string(), value),
  );
};

let member: Caller;
beforeAll(async () => {
  await seedDemoAccount(services.database.owner, TEST_AUTH.demo, "2026-11-22");
  member = await demoCaller(services);
});

describe("every procedure of appRouter", () => {
  const paths = Object.keys(PROCEDURES);

  it("names only procedures appRouter has among the public ones", () => {
    expect([...PUBLIC].filter((path) => !PROCEDURES[path])).toEqual([]);
  });

  it("refuses a caller without a token (401), but for the public ones", async () => {
    const answered: string[] = [];
    for (const path of paths.filter((path) => !PUBLIC.has(path))) {
      const status = await statusOf(null, path, {});
      if (status !== 401) answered.push(`${path}: ${status}`);
    }
    expect(answered).toEqual([]);
  });

  it.each(paths)("%s answers generated inputs without a 500, signed out and as a client", async (path) => {
    await fc.assert(
      fc.asyncProperty(inputsFor(path), fc.boolean(), async (input, signedIn) => {
        expect(await statusOf(signedIn ? member : null, path, input)).not.toBe(500);
      }),
      { numRuns: 20 },
    );
  });
});

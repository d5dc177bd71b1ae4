import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deferBegin } from "./deferred-begin.ts";

const client = new pg.Client(process.env.TEST_DATABASE_FILE_URL!);
/** What reached the server, one entry per round trip. */
const sent: string[] = [];

beforeAll(async () => {
  await client.connect();
  await client.query("create table deferred_begin_probe (note text)");
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    sent.push(typeof args[0] === "string" ? args[0] : "(submittable)");
    return send(...args);
  }) as typeof client.query;
  deferBegin(client);
});
afterAll(() => client.end());

const notes = async () =>
  (await client.query<{ note: string }>("select note from deferred_begin_probe order by note")).rows.map((row) => row.note);

describe("deferBegin: a transaction's BEGIN travels with its first statement", () => {
  it("sends BEGIN and a statement without parameters in one round trip, and the transaction holds", async () => {
    sent.length = 0;
    await client.query("begin", []);
    const set = await client.query("select set_config('app.org_id', 'probe', true) as org", []);
    await client.query("insert into deferred_begin_probe values ('kept')");
    await client.query("commit", []);
    expect(set.rows).toEqual([{ org: "probe" }]);
    expect(sent).toEqual([
      "begin; select set_config('app.org_id', 'probe', true) as org",
      "insert into deferred_begin_probe values ('kept')",
      "commit",
    ]);
    expect(await notes()).toEqual(["kept"]);
  });

  it("sends BEGIN on its own before a statement with parameters, and a rollback undoes that statement", async () => {
    sent.length = 0;
    await client.query("begin", []);
    await client.query("insert into deferred_begin_probe values ($1)", ["undone"]);
    await client.query("rollback", []);
    expect(sent).toEqual(["begin", "insert into deferred_begin_probe values ($1)", "rollback"]);
    expect(await notes()).toEqual(["kept"]);
  });

  it("a statement that fails after the merged BEGIN leaves nothing behind", async () => {
    await client.query("begin", []);
    await expect(client.query("insert into deferred_begin_probe values ('lost'); select 1 / 0")).rejects.toThrow(/division by zero/);
    await client.query("rollback", []);
    expect(await notes()).toEqual(["kept"]);
  });
});

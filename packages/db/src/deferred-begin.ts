import type pg from "pg";

type Send = (...args: unknown[]) => unknown;
const BEGUN = { command: "BEGIN", rowCount: null, rows: [], fields: [] };

/**
 * Holds a transaction's BEGIN back and sends it with the statement that follows when that statement has no
 * parameters (withOrg's set_config of the organization), as one simple-protocol round trip: one trip fewer for every
 * request and ledger command. Anything else (a parameterised statement, a cursor) goes after a BEGIN of its own,
 * queued first on the same connection.
 */
export function deferBegin(client: pg.ClientBase): void {
  const send = client.query.bind(client) as Send;
  let pending = false;
  const deferred: Send = (...args) => {
    const [text, values, callback] = args;
    const plain =
      typeof text === "string" && (values === undefined || (Array.isArray(values) && values.length === 0)) && callback === undefined;
    if (plain && text === "begin" && !pending) {
      pending = true;
      return Promise.resolve(BEGUN);
    }
    if (!pending) return send(...args);
    pending = false;
    if (plain) return (send(`begin; ${text}`) as Promise<pg.QueryResult | pg.QueryResult[]>).then(lastResult);
    // A failed BEGIN fails the statement behind it on the same connection, which reports it.
    (send("begin") as Promise<unknown>).catch(() => undefined);
    return send(...args);
  };
  client.query = deferred as typeof client.query;
}

const lastResult = (results: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(results) ? results.at(-1)! : results);

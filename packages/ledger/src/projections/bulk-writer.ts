import type { Trx } from "@amlak/db";
import { sql, type RawBuilder } from "kysely";
import type { KeyedTable, ReadModelChange, ReadModelRow, ReadModelTable, ReadModelWriter } from "./read-model-writer.ts";

type Row = Record<string, unknown>;

export interface BulkLimits {
  /** Rows per INSERT or UPDATE statement; each statement carries its rows as one JSON parameter. */
  rowsPerStatement: number;
  /** A flush is due once this many journal lines, or this many settled rows, are waiting. */
  journalLinesHeld: number;
  settledRowsHeld: number;
}

/** Small flushes keep the database busy while the projections run; larger ones gained nothing when measured. */
export const DEFAULT_BULK_LIMITS: BulkLimits = { rowsPerStatement: 10_000, journalLinesHeld: 10_000, settledRowsHeld: 5_000 };
/** Parents first: payments reference contracts. */
const KEYED_TABLES = [
  "contracts",
  "payments",
  "invoices",
  "credit_notes",
  "receipts",
  "collections",
  "cheques",
  "remittances",
  "lease_settlements",
] as const satisfies readonly KeyedTable[];
/** Written whole at every flush, settled or not, so that every child row written with them finds its parent. */
const PARENT_TABLES: ReadonlySet<KeyedTable> = new Set(["contracts"]);

/**
 * The rebuild's writer. Keyed rows stay in memory and take their upserts and updates there until the rebuild
 * settles them (the stream that owns the row has no further events), so each is written once with its final
 * values; journal lines, which never change, are written as they pile up. A change to a row already written (an
 * invoice number for a payment settled earlier, a contract cancelled after its payments were written) waits and
 * runs as a bulk UPDATE after the flush that is due next. Memory thus follows the streams still open, not the
 * size of the history.
 *
 * Rows go in as multi-row INSERTs that read a JSON array with json_to_recordset, each value as its column's type
 * (JSON columns from their JSON text, as the live writer's parameters do). A flush sends its statements and waits
 * only for the previous flush's: the database runs them while the projections go on, and at most two flushes are
 * outstanding.
 */
export class BulkWriter implements ReadModelWriter {
  private readonly held = emptyTables(() => new Map<string, Row>());
  private readonly settled = emptyTables((): string[] => []);
  private readonly late = emptyTables(() => new Map<string, Row>());
  private settledCount = 0;
  private journal: Row[] = [];
  /** The statements of the last flush, which the database may still be running. */
  private inFlight: Promise<void>[] = [];
  private readonly columnTypes = new Map<ReadModelTable, Promise<Map<string, string>>>();
  readonly written: Record<ReadModelTable, number> = {
    contracts: 0,
    payments: 0,
    invoices: 0,
    credit_notes: 0,
    receipts: 0,
    collections: 0,
    cheques: 0,
    remittances: 0,
    lease_settlements: 0,
    journal_lines: 0,
  };

  constructor(
    private readonly trx: Trx,
    private readonly limits: BulkLimits = DEFAULT_BULK_LIMITS,
  ) {}

  async insert<T extends ReadModelTable>(table: T, rows: readonly ReadModelRow<T>[]): Promise<void> {
    if (table === "journal_lines") {
      for (const row of rows) this.journal.push(row);
      return;
    }
    const held = this.held[table as KeyedTable];
    for (const row of rows as readonly Row[]) {
      const id = row.id as string;
      // A row written already fails as a duplicate key when this one is written, as a live INSERT would.
      if (held.has(id)) throw new Error(`${table} ${id} inserted twice`);
      held.set(id, { ...row });
    }
  }

  async upsert<T extends KeyedTable>(table: T, row: ReadModelRow<T> & { id: string }, keep: readonly string[]): Promise<void> {
    const existing = this.held[table].get(row.id);
    if (!existing) {
      // Only the owning stream upserts a row, and its row is settled after that stream's last event.
      this.held[table].set(row.id, { ...row });
      return;
    }
    for (const [column, value] of Object.entries(row)) if (column !== "id" && !keep.includes(column)) existing[column] = value;
  }

  async update<T extends KeyedTable>(table: T, ids: readonly string[], set: ReadModelChange<T>): Promise<void> {
    for (const id of ids) {
      const row = this.held[table].get(id);
      if (row) Object.assign(row, set);
      else {
        const late = this.late[table].get(id);
        if (late) Object.assign(late, set);
        else this.late[table].set(id, { ...set });
      }
    }
  }

  /** The row takes no more upserts: it may be written with the next flush (later updates still apply). */
  settle(table: KeyedTable, id: string): void {
    if (!this.held[table].has(id)) return;
    this.settled[table].push(id);
    this.settledCount++;
  }

  /** Writes what is waiting once there is enough of it; the projections go on while the last statement runs. */
  async flushWhenDue(): Promise<void> {
    if (this.journal.length >= this.limits.journalLinesHeld || this.settledCount >= this.limits.settledRowsHeld) await this.flush(false);
  }

  /** Writes every row still held and every late change, and waits until the database has done all of it. */
  async finish(): Promise<void> {
    await this.flush(true);
    await this.waitForSent();
  }

  /** Waits for the statements sent so far; the first failure among them is thrown. */
  private async waitForSent(): Promise<void> {
    const sent = this.inFlight;
    this.inFlight = [];
    await Promise.all(sent);
  }

  private async flush(everything: boolean): Promise<void> {
    // This flush's statements queue up behind the last one's before we wait for that, so the database never idles.
    const previous = this.inFlight;
    this.inFlight = [];
    for (const table of KEYED_TABLES) {
      const held = this.held[table];
      let rows: Row[];
      if (everything || PARENT_TABLES.has(table)) {
        rows = [...held.values()];
        held.clear();
      } else {
        rows = this.settled[table].map((id) => held.get(id)!);
        for (const id of this.settled[table]) held.delete(id);
      }
      this.settled[table] = [];
      await this.insertRows(table, rows);
    }
    this.settledCount = 0;
    const lines = this.journal;
    this.journal = [];
    await this.insertRows("journal_lines", lines);
    // After the inserts above, and the rows they change were written by an earlier flush.
    for (const table of KEYED_TABLES) {
      const changes = [...this.late[table]].map(([id, set]) => ({ id, ...set }));
      this.late[table].clear();
      await this.updateRows(table, changes);
    }
    await Promise.all(previous);
  }

  private async insertRows(table: ReadModelTable, rows: readonly Row[]): Promise<void> {
    for (const [columns, sameShape] of byShape(rows)) {
      const types = await this.typesOf(table, columns);
      for (const chunk of chunks(sameShape, this.limits.rowsPerStatement)) {
        this.send(sql`
          insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
          select ${sql.join(columns.map((column, k) => valueOf(column, types[k]!)))}
          from ${recordset(chunk, columns, types)}
          order by r.ordinality`);
        this.written[table] += chunk.length;
      }
    }
  }

  private async updateRows(table: KeyedTable, changes: readonly Row[]): Promise<void> {
    for (const [columns, sameShape] of byShape(changes)) {
      const types = await this.typesOf(table, columns);
      const set = columns.flatMap((column, k) => (column === "id" ? [] : [sql`${sql.ref(column)} = ${valueOf(column, types[k]!)}`]));
      for (const chunk of chunks(sameShape, this.limits.rowsPerStatement)) {
        this.send(sql`
          update ${sql.table(table)} as t set ${sql.join(set)}
          from ${recordset(chunk, columns, types)}
          where t.id = r.id`);
      }
    }
  }

  /** Sends the statement without waiting for it; statements on the transaction's connection run in the order sent. */
  private send(statement: RawBuilder<unknown>): void {
    const result = statement.execute(this.trx).then(() => undefined);
    // A failure surfaces when the next flush or finish waits for the statement.
    result.catch(() => {});
    this.inFlight.push(result);
  }

  private async typesOf(table: ReadModelTable, columns: readonly string[]): Promise<string[]> {
    let types = this.columnTypes.get(table);
    if (!types) {
      types = sql<{ column: string; type: string }>`
        select attname as column, format_type(atttypid, atttypmod) as type
        from pg_attribute where attrelid = ${table}::regclass and attnum > 0 and not attisdropped`
        .execute(this.trx)
        .then(({ rows }) => new Map(rows.map((row) => [row.column, row.type])));
      this.columnTypes.set(table, types);
    }
    const known = await types;
    return columns.map((column) => {
      const type = known.get(column);
      if (!type) throw new Error(`${table} has no column ${column}`);
      return type;
    });
  }
}

function emptyTables<V>(value: () => V): Record<KeyedTable, V> {
  return {
    contracts: value(),
    payments: value(),
    invoices: value(),
    credit_notes: value(),
    receipts: value(),
    collections: value(),
    cheques: value(),
    remittances: value(),
    lease_settlements: value(),
  };
}

/** Rows grouped by the columns they give: a column left out takes its default, as in a live INSERT. */
function byShape(rows: readonly Row[]): Map<string[], Row[]> {
  const shapes = new Map<string, { columns: string[]; rows: Row[] }>();
  for (const row of rows) {
    const columns = Object.keys(row).filter((column) => row[column] !== undefined);
    const key = columns.join(",");
    const shape = shapes.get(key);
    if (shape) shape.rows.push(row);
    else shapes.set(key, { columns, rows: [row] });
  }
  return new Map([...shapes.values()].map((shape) => [shape.columns, shape.rows]));
}

function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let from = 0; from < rows.length; from += size) yield rows.slice(from, from + size);
}

const isJson = (type: string) => type === "json" || type === "jsonb";

/** The rows as a relation `r` with their columns' types and an `ordinality`; JSON columns come in as their text. */
function recordset(rows: readonly Row[], columns: readonly string[], types: readonly string[]) {
  const definitions = columns.map((column, k) => sql`${sql.ref(column)} ${sql.raw(isJson(types[k]!) ? "text" : types[k]!)}`);
  return sql`rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (${sql.join(definitions)})) with ordinality as r`;
}

const valueOf = (column: string, type: string) =>
  isJson(type) ? sql`${sql.ref(`r.${column}`)}::${sql.raw(type)}` : sql.ref(`r.${column}`);

import { generateSchedule, scheduleInputOf } from "@amlak/domain";
import { toWesternDigits } from "@amlak/money";
import {
  BUYER_ADDRESS_PARTS,
  ZContactSaveSchema,
  ZContractCreateSchema,
  ZRealEstateSaveSchema,
  type TContractCreate,
  type TImportSheet,
  type TRealEstateSave,
  validationMessageOf,
} from "@amlak/schemas";
import type { z } from "zod";
import type { ImportSheets, RawRow } from "./import-sheets.ts";
import { contactTypeOf, flagOf, kindOf } from "./import-words.ts";

/** A cell's problem: a catalogue key (validation, ledger or import screen) and the values its text names. */
export interface CellError {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** A row as read and checked: its cells as typed, its errors, and its value when the shared schema took it. */
export interface CheckedRow<T> extends RawRow {
  errors: CellError[];
  value: T | null;
}

type TContactSave = z.output<typeof ZContactSaveSchema>;

interface ContractRow {
  terms: TContractCreate;
  /** How many payments its schedule makes. */
  payments: number;
}

export interface ParsedImport {
  units: CheckedRow<TRealEstateSave>[];
  contacts: CheckedRow<TContactSave>[];
  contracts: CheckedRow<ContractRow>[];
}

/** A row's error on `field`, unless the field already has one (the first problem of a cell is the one shown). */
export function addError(row: { errors: CellError[] }, error: CellError): void {
  if (!row.errors.some((known) => known.field === error.field)) row.errors.push(error);
}

// A reference cell stands in for the id the shared schema expects until the reference is resolved.
const STAND_IN_ID = "00000000-0000-4000-8000-000000000000";
const standIn = (cell: string | null) => (cell === null ? null : STAND_IN_ID);

/**
 * Parses a row with a shared save schema; each issue lands on its column (`columnOf` names the columns of the id
 * fields the row fills by name, and of the parts of a nested field by its dotted path), with the schema's catalogue key.
 */
function checked<S extends z.ZodType>(
  raw: RawRow,
  schema: S,
  input: unknown,
  columnOf: Record<string, string> = {},
): CheckedRow<z.output<S>> {
  const row: CheckedRow<z.output<S>> = { ...raw, errors: [], value: null };
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ...row, value: parsed.data };
  for (const issue of parsed.error.issues) {
    const path = String(issue.path[0] ?? "");
    const field = columnOf[issue.path.join(".")] ?? columnOf[path] ?? path;
    addError(row, { field, ...validationMessageOf(issue) });
  }
  return row;
}

const UNIT_REFERENCES = { parent_id: "compound", lessor_id: "lessor", agent_id: "agent" };

function unitRow(raw: RawRow): CheckedRow<TRealEstateSave> {
  const { cells } = raw;
  return checked(
    raw,
    ZRealEstateSaveSchema,
    {
      ...cells,
      kind: kindOf(cells.kind ?? null),
      parent_id: standIn(cells.compound ?? null),
      lessor_id: standIn(cells.lessor ?? null),
      agent_id: standIn(cells.agent ?? null),
    },
    UNIT_REFERENCES,
  );
}

const BUYER_ADDRESS_COLUMNS = Object.fromEntries(BUYER_ADDRESS_PARTS.map((part) => [`buyer_address.${part}`, `buyer_${part}`]));

function contactRow(raw: RawRow): CheckedRow<TContactSave> {
  const { cells } = raw;
  const buyerAddress = Object.fromEntries(BUYER_ADDRESS_PARTS.map((part) => [part, cells[`buyer_${part}`] ?? null]));
  return checked(
    raw,
    ZContactSaveSchema,
    { ...cells, type: contactTypeOf(cells.type ?? null), buyer_address: buyerAddress },
    BUYER_ADDRESS_COLUMNS,
  );
}

const CONTRACT_REFERENCES = { real_estate_id: "unit", tenant_id: "tenant", lessor_id: "lessor" };
/** The schedule's names for the contract's fields. */
const SCHEDULE_COLUMNS: Record<string, string> = { interval: "contract_interval" };

function contractRow(raw: RawRow): CheckedRow<ContractRow> {
  const cells = Object.fromEntries(Object.entries(raw.cells).map(([key, cell]) => [key, cell ?? undefined]));
  const row = checked(
    raw,
    ZContractCreateSchema,
    {
      ...cells,
      real_estate_id: cells.unit && STAND_IN_ID,
      tenant_id: cells.tenant && STAND_IN_ID,
      lessor_id: cells.lessor && STAND_IN_ID,
      contract_interval: cells.contract_interval && toWesternDigits(cells.contract_interval).trim(),
      auto_pay_commission: flagOf(raw.cells.auto_pay_commission ?? null),
      is_taxable: flagOf(raw.cells.is_taxable ?? null),
    },
    CONTRACT_REFERENCES,
  );
  if (!row.value) return { ...row, value: null };
  // The terms the ledger signs must make a schedule (each rent instalment at least a halala, …).
  const schedule = generateSchedule(scheduleInputOf(row.value));
  if (!schedule.ok) {
    for (const error of schedule.errors) addError(row, { field: SCHEDULE_COLUMNS[error.field] ?? error.field, key: error.code });
    return { ...row, value: null };
  }
  return { ...row, value: { terms: row.value, payments: schedule.schedule.rows.length } };
}

const PARSERS: { [S in TImportSheet]: (raw: RawRow) => ParsedImport[S][number] } = {
  units: unitRow,
  contacts: contactRow,
  contracts: contractRow,
};

/** Every row of every sheet through the shared schemas, before any reference is looked up. */
export const parseImport = (sheets: ImportSheets): ParsedImport => ({
  units: sheets.units.map(PARSERS.units),
  contacts: sheets.contacts.map(PARSERS.contacts),
  contracts: sheets.contracts.map(PARSERS.contracts),
});

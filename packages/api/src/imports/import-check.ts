import type { ImportedRealEstate, ImportReference, PortfolioImport } from "@amlak/ledger";
import { scheduleInputOf } from "@amlak/domain";
import { toFixed2 } from "@amlak/money";
import { IMPORT_COLUMNS, IMPORT_SHEETS, normalizeSaudiPhone, type TContactType, type TRealEstateSave } from "@amlak/schemas";
import { addError, type CellError, type CheckedRow, type ParsedImport } from "./import-rows.ts";
import { contactTypeOf, kindOf, sameText } from "./import-words.ts";

/** What the organization already has that a workbook may name (read in its own scope). */
export interface ExistingPortfolio {
  contacts: readonly { id: string; type: string; name: string; phone: string | null; national_id: string | null }[];
  realEstates: readonly { id: string; kind: string; name: string; parent_id: string | null; lessor_id: string | null }[];
  leases: readonly { real_estate_id: string; starts: string; ends: string }[];
}

export interface ImportSummary {
  compounds: number;
  units: number;
  contacts: number;
  contracts: number;
  payments: number;
}

export interface ImportCheck {
  rows: ParsedImport;
  errorCount: number;
  /** What to write, when no row has an error. */
  plan: PortfolioImport | null;
}

interface ContactEntry {
  reference: ImportReference;
  type: string | null;
  name: string;
  phone: string | null;
  label: string;
}

interface EstateEntry {
  reference: ImportReference;
  /** The key a lease is held under: the stored id, or the file row's place. */
  key: string;
  kind: string;
  name: string;
  /** The compound's name as compared (sameText), or null for a compound or a standalone unit. */
  compound: string | null;
  /** The unit's lessor, when it has one (a file row's only once resolved). */
  lessor: ImportReference | null;
  /** Whether the unit names a lessor at all (a file row's may name one that did not resolve). */
  lessorNamed: boolean;
}

type Found<T> = { found: T } | { error: Omit<CellError, "field"> };

const imported = (place: number): ImportReference => ({ imported: place });
const existing = (id: string): ImportReference => ({ existing: id });
const day = (date: string) => date.replaceAll("-", "/");
const group = <T>(entries: readonly T[], keyOf: (entry: T) => string | null) => {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    if (key !== null) groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return groups;
};

const WRONG_TYPE: Record<Exclude<TContactType, "vendor">, string> = {
  lessor: "importScreen.error.notLessor",
  agent: "importScreen.error.notAgent",
  tenant: "importScreen.error.notTenant",
};

/** The organization's and the file's contacts, found by mobile or by name. */
class ContactDirectory {
  private readonly byPhone: Map<string, ContactEntry[]>;
  private readonly byName: Map<string, ContactEntry[]>;

  constructor(entries: ContactEntry[]) {
    this.byPhone = group(entries, (entry) => entry.phone);
    this.byName = group(entries, (entry) => entry.name);
  }

  /** The one contact of `type` a cell names by mobile or name. */
  find(cell: string, type: keyof typeof WRONG_TYPE): Found<ImportReference> {
    const phone = normalizeSaudiPhone(cell);
    const named = (phone ? this.byPhone.get(phone) : this.byName.get(sameText(cell))) ?? [];
    const ofType = named.filter((entry) => entry.type === type);
    if (ofType.length === 1) return { found: ofType[0]!.reference };
    if (ofType.length > 1) return { error: { key: "importScreen.error.ambiguousContact" } };
    return { error: { key: named.length ? WRONG_TYPE[type] : "importScreen.error.contactNotFound" } };
  }
}

/** What identifies a contact: a second contact with one of these would be one nobody could tell apart. */
const IDENTITIES = {
  phone: "importScreen.error.contactExists",
  national_id: "importScreen.error.contactExistsByNationalId",
} as const;
type Identity = keyof typeof IDENTITIES;

function contactDirectory(rows: ParsedImport["contacts"], stored: ExistingPortfolio["contacts"]) {
  const entries: ContactEntry[] = stored.map((contact) => ({
    reference: existing(contact.id),
    type: contact.type,
    name: sameText(contact.name),
    phone: contact.phone,
    label: contact.name,
  }));
  // Each phone and national id already taken, with its contact's name and the file row that added it.
  const taken: Record<Identity, Map<string, { label: string; row: number | null }>> = { phone: new Map(), national_id: new Map() };
  const take = (identity: Record<Identity, string | null>, label: string, row: number | null) => {
    for (const field of Object.keys(IDENTITIES) as Identity[]) {
      const value = identity[field];
      if (value) taken[field].set(value, { label, row });
    }
  };
  for (const contact of stored) take(contact, contact.name, null);
  rows.forEach((row, place) => {
    const identity = { phone: row.cells.phone ? normalizeSaudiPhone(row.cells.phone) : null, national_id: row.value?.national_id ?? null };
    const field = (Object.keys(IDENTITIES) as Identity[]).find((key) => identity[key] && taken[key].has(identity[key]));
    if (field) {
      const earlier = taken[field].get(identity[field]!)!;
      addError(
        row,
        earlier.row === null
          ? { field, key: IDENTITIES[field], params: { name: earlier.label } }
          : { field, key: "importScreen.error.duplicateInFile", params: { row: earlier.row } },
      );
      return;
    }
    const label = row.cells.name ?? "";
    entries.push({
      reference: imported(place),
      type: contactTypeOf(row.cells.type ?? null),
      name: sameText(label),
      phone: identity.phone,
      label,
    });
    take(identity, label, row.row);
  });
  return new ContactDirectory(entries);
}

/** Resolves the units sheet: compounds by name, lessors and agents by mobile or name, and refuses a property twice. */
function checkRealEstates(
  rows: ParsedImport["units"],
  stored: ExistingPortfolio["realEstates"],
  contacts: ContactDirectory,
): EstateEntry[] {
  const storedNames = new Map(stored.map((estate) => [estate.id, sameText(estate.name)]));
  const entries: EstateEntry[] = stored.map((estate) => ({
    reference: existing(estate.id),
    key: estate.id,
    kind: estate.kind,
    name: sameText(estate.name),
    compound: estate.parent_id ? (storedNames.get(estate.parent_id) ?? null) : null,
    lessor: estate.lessor_id ? existing(estate.lessor_id) : null,
    lessorNamed: estate.lessor_id !== null,
  }));
  // A property is one of its kind, name and compound; the file row that added one, for "repeats row …".
  const identity = (entry: Pick<EstateEntry, "kind" | "name" | "compound">) => JSON.stringify([entry.kind, entry.compound, entry.name]);
  const known = new Map<string, { entry: EstateEntry; row: number | null }>(
    entries.map((entry) => [identity(entry), { entry, row: null }]),
  );
  const compounds = group(entries, (entry) => (entry.kind === "compound" ? entry.name : null));
  const names = new Set(entries.map((entry) => entry.name));

  // Compounds first, so a unit may name a compound on a later row.
  const places = rows.map((row, place) => ({ row, place, kind: kindOf(row.cells.kind ?? null) }));
  const ordered = [...places.filter((at) => at.kind === "compound"), ...places.filter((at) => at.kind !== "compound")];
  for (const { row, place, kind } of ordered) {
    const name = sameText(row.cells.name ?? "");
    let compound: string | null = null;
    if (kind === "unit" && row.cells.compound) {
      compound = sameText(row.cells.compound);
      const named = compounds.get(compound) ?? [];
      if (named.length === 0) {
        addError(row, {
          field: "compound",
          key: names.has(compound) ? "importScreen.error.notACompound" : "importScreen.error.compoundNotFound",
        });
      } else if (named.length > 1) addError(row, { field: "compound", key: "importScreen.error.ambiguousCompound" });
    }
    let lessor: ImportReference | null = null;
    for (const field of ["lessor", "agent"] as const) {
      const cell = row.cells[field];
      if (!cell) continue;
      const found = contacts.find(cell, field);
      if ("error" in found) addError(row, { field, ...found.error });
      else if (field === "lessor") lessor = found.found;
    }
    if (!name || (kind !== "compound" && kind !== "unit")) continue;
    const entry = { reference: imported(place), key: `row:${place}`, kind, name, compound, lessor, lessorNamed: Boolean(row.cells.lessor) };
    const twin = known.get(identity(entry));
    if (twin) {
      addError(
        row,
        twin.row === null
          ? { field: "name", key: "importScreen.error.realEstateExists" }
          : { field: "name", key: "importScreen.error.duplicateInFile", params: { row: twin.row } },
      );
      continue;
    }
    entries.push(entry);
    known.set(identity(entry), { entry, row: row.row });
    names.add(name);
    if (kind === "compound") compounds.set(name, [...(compounds.get(name) ?? []), entry]);
  }
  return entries;
}

/** Resolves the contracts sheet: the unit, its tenant and lessor, and refuses a unit leased twice over one period. */
function checkContracts(
  rows: ParsedImport["contracts"],
  estates: EstateEntry[],
  contacts: ContactDirectory,
  leases: ExistingPortfolio["leases"],
): { unit: ImportReference; tenant: ImportReference; lessor: ImportReference }[] {
  const units = group(estates, (entry) => (entry.kind === "unit" ? entry.name : null));
  const held = group(
    leases.map((lease) => ({ key: lease.real_estate_id, start: lease.starts, end: lease.ends, row: null as number | null })),
    (lease) => lease.key,
  );
  return rows.flatMap((row) => {
    let unit: EstateEntry | undefined;
    if (row.cells.unit) {
      const name = sameText(row.cells.unit);
      const compound = row.cells.compound ? sameText(row.cells.compound) : null;
      const named = (units.get(name) ?? []).filter((entry) => compound === null || entry.compound === compound);
      if (named.length === 1) unit = named[0];
      else if (named.length > 1) addError(row, { field: "unit", key: "importScreen.error.ambiguousUnit" });
      else {
        const isCompound = estates.some((entry) => entry.kind === "compound" && entry.name === name);
        addError(row, { field: "unit", key: isCompound ? "importScreen.error.notAUnit" : "importScreen.error.unitNotFound" });
      }
    }
    const tenant = row.cells.tenant ? contacts.find(row.cells.tenant, "tenant") : null;
    if (tenant && "error" in tenant) addError(row, { field: "tenant", ...tenant.error });
    let lessor: ImportReference | null = null;
    if (row.cells.lessor) {
      const found = contacts.find(row.cells.lessor, "lessor");
      if ("error" in found) addError(row, { field: "lessor", ...found.error });
      else lessor = found.found;
    } else if (unit) {
      lessor = unit.lessor;
      // A unit whose own lessor did not resolve has that error on its row already.
      if (!unit.lessorNamed) addError(row, { field: "lessor", key: "importScreen.error.lessorRequired" });
    }
    const terms = row.value?.terms;
    if (unit && terms) {
      const period = { start: terms.contract_start, end: terms.contract_end };
      const overlap = (held.get(unit.key) ?? []).find((lease) => lease.start <= period.end && lease.end >= period.start);
      if (overlap) {
        addError(
          row,
          overlap.row === null
            ? { field: "contract_start", key: "importScreen.error.leased", params: { start: day(overlap.start), end: day(overlap.end) } }
            : { field: "contract_start", key: "importScreen.error.leasedInFile", params: { row: overlap.row } },
        );
      } else held.set(unit.key, [...(held.get(unit.key) ?? []), { key: unit.key, ...period, row: row.row }]);
    }
    return unit && tenant && "found" in tenant && lessor ? [{ unit: unit.reference, tenant: tenant.found, lessor }] : [];
  });
}

/** The stored fields of a real estate row: amounts as exact strings for numeric columns. */
function estateOf(estate: TRealEstateSave, references: Omit<ImportedRealEstate, "fields">): ImportedRealEstate {
  const { parent_id: _parent, lessor_id: _lessor, agent_id: _agent, ...fields } = estate;
  const amount = (value: TRealEstateSave["sqm"]) => (value === null ? null : toFixed2(value));
  return {
    fields: {
      ...fields,
      cost: amount(fields.cost),
      sqm: amount(fields.sqm),
      target_yearly_rent: amount(fields.target_yearly_rent),
      latest_yearly_rent: amount(fields.latest_yearly_rent),
    },
    ...references,
  };
}

const valueOf = <T>(row: CheckedRow<T>): T => {
  if (row.value === null) throw new Error(`row ${row.row} has no value`);
  return row.value;
};

/** What the workbook adds when imported: its compounds, units, contacts and contracts, and the contracts' instalments. */
export function summarize(rows: ParsedImport): ImportSummary {
  const kinds = rows.units.map((row) => kindOf(row.cells.kind ?? null));
  return {
    compounds: kinds.filter((kind) => kind === "compound").length,
    units: kinds.filter((kind) => kind !== "compound").length,
    contacts: rows.contacts.length,
    contracts: rows.contracts.length,
    payments: rows.contracts.reduce((count, row) => count + (row.value?.payments ?? 0), 0),
  };
}

/**
 * Checks a parsed workbook against itself and the organization: every reference resolved, no contact, property or
 * lease twice. Answers the rows with these errors added (the parsed rows are left as they were) and, with no error at
 * all, the plan the ledger writes.
 */
export function checkImport(parsed: ParsedImport, stored: ExistingPortfolio): ImportCheck {
  const copy = <T>(rows: CheckedRow<T>[]) => rows.map((row) => ({ ...row, errors: [...row.errors] }));
  const rows = { units: copy(parsed.units), contacts: copy(parsed.contacts), contracts: copy(parsed.contracts) };
  const contacts = contactDirectory(rows.contacts, stored.contacts);
  const estates = checkRealEstates(rows.units, stored.realEstates, contacts);
  const contracts = checkContracts(rows.contracts, estates, contacts, stored.leases);

  // A row's errors read from its first column to its last, as the sheet does.
  for (const sheet of IMPORT_SHEETS) {
    const place = (field: string) => IMPORT_COLUMNS[sheet].findIndex((column) => column.key === field);
    for (const row of rows[sheet]) row.errors.sort((a, b) => place(a.field) - place(b.field));
  }
  const errorCount = [...rows.units, ...rows.contacts, ...rows.contracts].reduce((count, row) => count + row.errors.length, 0);
  if (errorCount > 0) return { rows, errorCount, plan: null };

  const compoundOf = (row: CheckedRow<TRealEstateSave>): ImportReference | null => {
    if (!row.cells.compound) return null;
    const name = sameText(row.cells.compound);
    return estates.find((entry) => entry.kind === "compound" && entry.name === name)?.reference ?? null;
  };
  const contactOf = (cell: string | null | undefined, type: "lessor" | "agent") => {
    const found = cell ? contacts.find(cell, type) : null;
    return found && "found" in found ? found.found : null;
  };
  const plan: PortfolioImport = {
    contacts: rows.contacts.map(valueOf),
    realEstates: rows.units.map((row) =>
      estateOf(valueOf(row), {
        compound: compoundOf(row),
        lessor: contactOf(row.cells.lessor, "lessor"),
        agent: contactOf(row.cells.agent, "agent"),
      }),
    ),
    contracts: rows.contracts.map((row, place) => {
      const { terms } = valueOf(row);
      return { ...contracts[place]!, terms: scheduleInputOf(terms), autoPayCommission: terms.auto_pay_commission };
    }),
  };
  return { rows, errorCount, plan };
}

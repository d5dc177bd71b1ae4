import type { Money } from "@amlak/money";
import type { EjarMissing, EjarParty, EjarRecord, EjarSection } from "./ejar-record.ts";

/** How a field's value reads: as written, an amount, a Gregorian day, or a label to translate (its i18n key). */
export type EjarValue =
  | { kind: "text"; text: string }
  | { kind: "money"; amount: Money }
  | { kind: "date"; date: string }
  | { kind: "label"; key: string; params?: Record<string, string | number> };

export interface EjarField {
  section: EjarSection;
  /** The field's label is ejar.field.<field> (or ejar.field.instalment with its number). */
  field: string;
  /** The instalment's number, for its rows. */
  number?: number;
  value: EjarValue | null;
  /** What Ejar needs here and the record lacks; the value is null then. */
  missing: EjarMissing | null;
}

interface Shown {
  record: EjarRecord;
  missing: readonly EjarMissing[];
}

const text = (value: string | null | undefined): EjarValue | null => (value ? { kind: "text", text: value } : null);
const amount = (value: Money): EjarValue => ({ kind: "money", amount: value });
const label = (key: string, params?: Record<string, string | number>): EjarValue => ({ kind: "label", key, ...(params ? { params } : {}) });

function partyFields(party: EjarParty | null): [string, EjarValue | null][] {
  if (!party) return [["contact", null]];
  return [
    ["name", text(party.name)],
    ["kind", party.kind ? label(`ejar.kind.${party.kind}`) : null],
    ["idType", party.idType ? label(`ejar.idType.${party.idType}`) : null],
    ["idNumber", text(party.idNumber)],
    [party.kind === "company" ? "commercialRegistrationNo" : "dateOfBirth", null],
    ["mobile", text(party.mobile)],
    ["email", text(party.email)],
    ["nationalAddress", text(party.nationalAddress)],
  ];
}

/**
 * The record as the Ejar forms ask for it, section by section, each field with its value or what is missing: the one
 * layout the contract page's drawer and the spreadsheet both show.
 */
export function ejarFields({ record, missing }: Shown): EjarField[] {
  const { unit, manager, financial } = record;
  const hijri = (value: string | null) => (value ? label("ejar.hijriDate", { date: value }) : null);
  const sections: [EjarSection, [string, EjarValue | null][]][] = [
    ["lessor", partyFields(record.lessor)],
    ["tenant", partyFields(record.tenant)],
    [
      "manager",
      [
        ["name", text(manager.name)],
        ["commercialRegistrationNo", text(manager.commercialRegistrationNo)],
        ["vatNo", text(manager.vatNo)],
        ["phone", text(manager.phone)],
        ["brokerageLicense", null],
      ],
    ],
    [
      "unit",
      [
        ["propertyType", null],
        ["usage", label(`ejar.usage.${unit.usage}`)],
        ["building", text(unit.building)],
        ["unitNumber", text(unit.unitNumber)],
        ["region", text(unit.region)],
        ["city", text(unit.city)],
        ["district", text(unit.district)],
        ["street", text(unit.street)],
        ["nationalAddress", null],
        ["deedNumber", null],
        ["floor", null],
        ["rooms", null],
        ["area", unit.areaSqm ? label("ejar.sqm", { area: unit.areaSqm }) : null],
        ["electricityMeter", text(unit.electricityMeter)],
        ["waterMeter", text(unit.waterMeter)],
      ],
    ],
    [
      "financial",
      [
        ["start", { kind: "date", date: financial.start.gregorian }],
        ["startHijri", hijri(financial.start.hijri)],
        ["end", { kind: "date", date: financial.end.gregorian }],
        ["endHijri", hijri(financial.end.hijri)],
        ["annualRent", amount(financial.annualRent)],
        ["totalRent", amount(financial.totalRent)],
        ["paymentInterval", label(`contractWizard.interval.${financial.paymentInterval}`)],
        ["numberOfPayments", text(String(financial.numberOfPayments))],
        ["vatRate", text(`${Number(financial.vatRate) * 100}%`)],
        ["vatTotal", amount(financial.vatTotal)],
        ["deposit", amount(financial.deposit)],
        ["annualService", amount(financial.annualService)],
        ["waterCosts", amount(financial.waterCosts)],
        ["electricityCosts", amount(financial.electricityCosts)],
        ["extraCosts", amount(financial.extraCosts)],
      ],
    ],
  ];
  const missingOf = (section: EjarSection, field: string) =>
    missing.find((item) => item.key === `ejar.missing.${section}.${field}`) ?? null;
  const fields = sections.flatMap(([section, rows]) =>
    rows
      .map(([field, value]): EjarField => ({ section, field, value, missing: value ? null : missingOf(section, field) }))
      // An optional field the record does not hold (a party's e-mail) is left out rather than shown empty.
      .filter((row) => row.value || row.missing),
  );
  const instalments = financial.instalments.flatMap((row): EjarField[] => [
    {
      section: "financial",
      field: "instalmentDue",
      number: row.number,
      value: { kind: "date", date: row.dueDate.gregorian },
      missing: null,
    },
    { section: "financial", field: "instalmentAmount", number: row.number, value: amount(row.total), missing: null },
  ]);
  return [...fields, ...instalments];
}

import { translate, type Lang } from "@amlak/i18n";
import { CONTRACT_INTERVAL_MONTHS, IMPORT_COLUMNS, IMPORT_SHEETS, MAX_IMPORT_ROWS, SAUDI_REGIONS, type TImportSheet } from "@amlak/schemas";
import { columnKey, headerOf } from "./import-sheets.ts";
import { choicesIn } from "./import-words.ts";

const PHONE_COLUMNS = new Set(["contacts.phone", "contacts.alternative_phone"]);
// Excel refuses a drop-down list written out longer than this.
const MAX_LIST_LENGTH = 255;
const GUIDE_LINES = 6;

/** The drop-down of a column, in `lang`: the choices it reads, or the Kingdom's regions. */
function optionsOf(sheet: TImportSheet, key: string, lang: Lang): string[] | undefined {
  const choices = choicesIn(lang);
  const options = {
    "units.kind": choices.kind,
    "units.region": SAUDI_REGIONS.map((region) => region[lang]),
    "contacts.type": choices.type,
    "contracts.contract_interval": CONTRACT_INTERVAL_MONTHS.map(String),
    "contracts.auto_pay_commission": choices.flag,
    "contracts.is_taxable": choices.flag,
  }[columnKey(sheet, key)];
  return options && options.join(",").length + 2 <= MAX_LIST_LENGTH ? options : undefined;
}

/** A header's note: required or not, then what the column takes (its own words, else its kind's). */
function noteOf(sheet: TImportSheet, key: string, kind: string, required: boolean, lang: Lang): string {
  const known = (catalogueKey: string) => {
    const text = translate(lang, catalogueKey);
    return text === catalogueKey ? null : text;
  };
  const general = PHONE_COLUMNS.has(columnKey(sheet, key)) ? "importScreen.note.phone" : `importScreen.note.${kind}`;
  const hint = known(`importScreen.note.${sheet}.${key}`) ?? known(general);
  return [translate(lang, required ? "importScreen.note.required" : "importScreen.note.optional"), hint].filter(Boolean).join(" ");
}

/** The import template in `lang`: its sheets with translated headers, notes and drop-downs, and the guide sheet. */
export function importTemplate(lang: Lang) {
  return {
    filename: `${translate(lang, "importScreen.template.fileName")}.xlsx`,
    rightToLeft: lang === "ar",
    rows: MAX_IMPORT_ROWS,
    sheets: IMPORT_SHEETS.map((sheet) => ({
      title: translate(lang, `importScreen.sheet.${sheet}`),
      columns: IMPORT_COLUMNS[sheet].map(({ key, kind, required }) => {
        const options = optionsOf(sheet, key, lang);
        return {
          key: columnKey(sheet, key),
          header: headerOf(sheet, key, lang, required),
          note: noteOf(sheet, key, kind, required, lang),
          kind,
          ...(options ? { options } : {}),
        };
      }),
    })),
    guide: {
      title: translate(lang, "importScreen.sheet.guide"),
      lines: Array.from({ length: GUIDE_LINES }, (_, index) => translate(lang, `importScreen.guide.${index + 1}`)),
    },
  };
}

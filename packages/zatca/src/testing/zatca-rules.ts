import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import saxon from "saxon-js";
import { testSchema } from "./tools.ts";

/** ZATCA's business rules (BR-KSA-*) and the EN 16931 rules they build on, as ZATCA's SDK ships them, compiled for SaxonJS. */
const RULE_SETS = ["20210819_ZATCA_E-invoice_Validation_Rules", "CEN-EN16931-UBL"] as const;
let compiled: unknown[] | undefined;

/**
 * The Schematron rules a phase-2 document breaks, errors and warnings alike (`<flag> <rule id>: <message>`), by
 * ZATCA's own rule files run in SaxonJS: a check that shares nothing with our code.
 */
export function zatcaRuleFailures(xml: string): string[] {
  compiled ??= RULE_SETS.map((name) =>
    JSON.parse(gunzipSync(readFileSync(testSchema(`zatca-rules/${name}.sef.json.gz`))).toString("utf8")),
  );
  return compiled.flatMap((stylesheet) => {
    const report = saxon.transform({ stylesheetInternal: stylesheet, sourceText: xml, destination: "serialized" }, "sync").principalResult;
    return [...report.matchAll(/<svrl:failed-assert\b([^>]*)>[\s\S]*?<svrl:text>([\s\S]*?)<\/svrl:text>/g)].map(([, attributes, text]) => {
      const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes!)?.[1] ?? "";
      return `${attribute("flag")} ${attribute("id")}: ${text!.replace(/\s+/g, " ").trim()}`;
    });
  });
}

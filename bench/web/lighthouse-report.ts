import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import type { LighthouseFigures } from "./lighthouse.ts";

const DOCS = "docs/performance.md";
const START = "<!-- bench:web lighthouse -->";
const END = "<!-- /bench:web lighthouse -->";

/** The figures as the Markdown table docs/performance.md shows. */
export function lighthouseTable(figures: LighthouseFigures[]): string {
  return [
    "| page | performance | accessibility | best practices | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS | JS (KB, compressed) | CPU index |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...figures.map((each) =>
      [
        each.page,
        each.performance,
        each.accessibility,
        each.bestPractices,
        each.seo,
        each.fcpMs,
        each.lcpMs,
        each.tbtMs,
        each.cls,
        each.scriptKb,
        each.benchmarkIndex,
      ].join(" | "),
    ),
  ]
    .map((row) => (row.startsWith("|") ? row : `| ${row} |`))
    .join("\n");
}

/** Replaces the dated table between the section's markers, so each run leaves its figures in the docs (as prettier lays them out). */
export async function writeLighthouseSection(table: string): Promise<void> {
  const docs = readFileSync(DOCS, "utf8");
  const start = docs.indexOf(START);
  const end = docs.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${DOCS} has no ${START} … ${END} section`);
  const dated = `${START}\n\nLast run ${new Date().toISOString().slice(0, 10)}:\n\n${table}\n\n`;
  const options = { ...(await resolveConfig(DOCS)), filepath: DOCS };
  writeFileSync(DOCS, await format(docs.slice(0, start) + dated + docs.slice(end), options));
}

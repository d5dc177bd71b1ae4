// Renders every sample document in Arabic and English, then each page to PNG, for the visual check DESIGN §8 asks
// for: `npx tsx packages/documents/src/testing/render-samples.ts /tmp/amlak-documents`.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "@amlak/i18n";
import { renderTaxInvoicePdf } from "../invoice-pdf.ts";
import { renderReceiptPdf } from "../receipt-pdf.ts";
import { renderReportPdf } from "../report-pdf.ts";
import { INVOICE, RECEIPT, REPORT } from "./samples.ts";

const out = process.argv[2] ?? "/tmp/amlak-documents";
mkdirSync(out, { recursive: true });
for (const lang of LANGUAGES) {
  const documents = {
    invoice: await renderTaxInvoicePdf(INVOICE, { lang, dateType: "hj" }),
    receipt: await renderReceiptPdf(RECEIPT, { lang, dateType: "hj" }),
    report: await renderReportPdf(REPORT, { lang }),
  };
  for (const [name, pdf] of Object.entries(documents)) {
    const file = join(out, `${name}-${lang}`);
    writeFileSync(`${file}.pdf`, pdf);
    execFileSync("pdftoppm", ["-png", "-r", "80", `${file}.pdf`, file]);
  }
}
console.log(`Rendered to ${out}`);

import { translate, type Lang } from "@amlak/i18n";
import { formatMoney, money } from "@amlak/money";
import type { SandboxInvoiceRow } from "@amlak/db";
import type { CardProblem } from "./card-form.ts";

// Server-rendered, without a script: a plain form POST works in any browser and the CSP stays script-src 'self'.
// The style is a <style> element, which the CSP's style-src 'unsafe-inline' (kept for emotion) allows.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,"Segoe UI",Tahoma,sans-serif;background:#f2f4f7;color:#1d2939}
main{max-width:440px;margin:32px auto;padding:0 16px}header{display:flex;justify-content:space-between;align-items:center;margin-bottom:16px}
h1{font-size:20px;margin:0}h2{font-size:16px;margin:0 0 12px}a{color:#175cd3}
section{background:#fff;border:1px solid #e4e7ec;border-radius:12px;padding:20px;margin-bottom:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0}dt{color:#667085}dd{margin:0;font-weight:600}
.total{font-size:22px}.notice{background:#fffaeb;border-color:#fedf89;font-size:14px}.notice ul{margin:8px 0 0;padding-inline-start:20px}.problem{background:#fef3f2;border-color:#fecdca;color:#b42318}
label{display:block;font-size:14px;color:#344054;margin:12px 0 4px}input{width:100%;padding:10px 12px;border:1px solid #d0d5dd;border-radius:8px;font:inherit}
input:focus{outline:2px solid #175cd3;outline-offset:1px}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;margin-top:16px;padding:12px;border:0;border-radius:8px;background:#175cd3;color:#fff;font:inherit;font-weight:600;cursor:pointer}
label.check{display:flex;gap:8px;align-items:center;margin-top:16px}label.check input{width:auto;margin:0}
button.secondary{background:#fff;color:#175cd3;border:1px solid #175cd3}.bill{font-size:24px;font-weight:700;letter-spacing:2px;direction:ltr;text-align:center}
[dir=ltr] input[inputmode=numeric],[dir=rtl] input[inputmode=numeric]{direction:ltr}
`;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

const amountOf = (invoice: SandboxInvoiceRow, lang: Lang) => formatMoney(money(invoice.amount).div(100), lang);

function page(lang: Lang, otherLanguageHref: string, body: string): string {
  const t = (key: string) => escape(translate(lang, key));
  return `<!doctype html>
<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${t("sandboxGateway.title")}</title><style>${STYLE}</style></head>
<body><main><header><h1>${t("sandboxGateway.title")}</h1><a href="${escape(otherLanguageHref)}">${t("sandboxGateway.otherLanguage")}</a></header>
${body}</main></body></html>`;
}

/** The few of Moyasar's test cards the page names; README lists more. */
const SHOWN_TEST_CARDS = [
  ["4111 1111 1111 1111", "sandboxGateway.testCardPaid"],
  ["4201 3201 1111 1010", "sandboxGateway.testCardPaid"],
  ["4201 3200 0031 1101", "sandboxGateway.testCardInsufficientFunds"],
] as const;

const otherLanguage = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");

function summary(invoice: SandboxInvoiceRow, lang: Lang): string {
  const t = (key: string) => escape(translate(lang, key));
  return `<section><dl>
<dt>${t("sandboxGateway.organization")}</dt><dd>${escape(invoice.metadata.organization_name ?? "")}</dd>
<dt>${t("sandboxGateway.description")}</dt><dd>${escape(invoice.description)}</dd>
<dt>${t("sandboxGateway.amount")}</dt><dd class="total">${escape(amountOf(invoice, lang))}</dd>
</dl></section>`;
}

/** The invoice's payment page: the card form (autocomplete cc-*), the SADAD bill option and the sandbox's test cards. */
export function paymentPage(invoice: SandboxInvoiceRow, lang: Lang, { paid, problem }: { paid: boolean; problem?: CardProblem }): string {
  const t = (key: string, params?: Record<string, string>) => escape(translate(lang, key, params));
  const base = `/sandbox-gateway/invoices/${invoice.id}`;
  const forms = paid
    ? `<section><p>${t("sandboxGateway.alreadyPaid")}</p><a href="${escape(invoice.callback_url)}">${t("sandboxGateway.back")}</a></section>`
    : `${problem ? `<section class="problem" role="alert">${t(problem)}</section>` : ""}
<section><h2>${t("sandboxGateway.cardTitle")}</h2>
<form method="post" action="${base}/pay?lang=${lang}">
<label for="name">${t("sandboxGateway.cardName")}</label><input id="name" name="name" autocomplete="cc-name" required>
<label for="number">${t("sandboxGateway.cardNumber")}</label><input id="number" name="number" autocomplete="cc-number" inputmode="numeric" required>
<div class="row"><div><label for="expiry">${t("sandboxGateway.cardExpiry")}</label><input id="expiry" name="expiry" autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY" required></div>
<div><label for="cvc">${t("sandboxGateway.cardCsc")}</label><input id="cvc" name="cvc" autocomplete="cc-csc" inputmode="numeric" required></div></div>
<label class="check"><input type="checkbox" name="save_card" value="on">${t("sandboxGateway.saveCard")}</label>
<button type="submit">${t("sandboxGateway.pay", { amount: amountOf(invoice, lang) })}</button>
</form></section>
<section><h2>${t("sandboxGateway.billTitle")}</h2><p>${t("sandboxGateway.billHint")}</p>
<form method="post" action="${base}/bill?lang=${lang}"><button type="submit" class="secondary">${t("sandboxGateway.issueBill")}</button></form></section>
<section class="notice">${t("sandboxGateway.notice")}<ul>${SHOWN_TEST_CARDS.map(
        ([number, outcome]) => `<li><span dir="ltr">${number}</span> ${t(outcome)}</li>`,
      ).join("")}</ul></section>`;
  return page(lang, `${base}?lang=${otherLanguage(lang)}`, summary(invoice, lang) + forms);
}

/** The SADAD bill just issued: its number, and the way back to where the payer came from. */
export function billPage(invoice: SandboxInvoiceRow, lang: Lang, billNumber: string, backHref: string): string {
  const t = (key: string) => escape(translate(lang, key));
  return page(
    lang,
    `/sandbox-gateway/invoices/${invoice.id}?lang=${otherLanguage(lang)}`,
    `${summary(invoice, lang)}<section><h2>${t("sandboxGateway.billNumber")}</h2><p class="bill">${escape(billNumber)}</p>
<p>${t("sandboxGateway.billPending")}</p><a href="${escape(backHref)}">${t("sandboxGateway.back")}</a></section>`,
  );
}

export const notFoundPage = (lang: Lang) =>
  page(lang, `?lang=${otherLanguage(lang)}`, `<section>${escape(translate(lang, "sandboxGateway.notFound"))}</section>`);

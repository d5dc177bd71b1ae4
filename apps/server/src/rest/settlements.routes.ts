import { displayDate, renderReportPdf } from "@amlak/documents";
import { translate, type Lang } from "@amlak/i18n";
import { AppError } from "@amlak/domain";
import { add, toFixed2, type Money } from "@amlak/money";
import { letterheadOf, type Letterhead, type PrintOptions } from "./documents.routes.ts";
import { fileName } from "./exports.routes.ts";
import { restRoute, type FileAnswer, type OutputOf } from "./rest-route.ts";

const PDF = "application/pdf";

type Settlement = NonNullable<OutputOf<"settlements.get">["settlement"]>;
/** The lease a settlement ended, as its document names it. */
type Lease = Pick<OutputOf<"contracts.get">, "tenant_name" | "real_estate_title" | "contract_end">;

const titleOf = (settlement: Settlement, lang: Lang) =>
  translate(lang, settlement.early ? "settlement.document.titleEarly" : "settlement.document.title");

/** The settlement's figures in the order it is worked out: rent, then the deposit, each deduction on its own line. */
function linesOf(settlement: Settlement, lang: Lang) {
  const t = (key: string) => translate(lang, key);
  const line = (key: string, amount: Money) => ({ item: t(key), amount: toFixed2(amount) });
  const out = (amount: Money) => (amount.isZero() ? amount : amount.negated());
  return [
    line("settlement.figure.rentEarned", settlement.rent_earned),
    line("settlement.figure.rentPaid", settlement.rent_paid),
    line("settlement.figure.unearnedRent", settlement.unearned_rent),
    line("settlement.figure.refund", settlement.refund),
    line("settlement.figure.depositHeld", settlement.deposit_held),
    ...settlement.deductions.map((deduction) => ({
      item: [t(`settlement.deduction.${deduction.kind}`), deduction.note].filter(Boolean).join(" · "),
      amount: toFixed2(out(deduction.amount)),
    })),
    line("settlement.figure.depositApplied", out(settlement.deposit_applied)),
    line("settlement.figure.depositReturned", settlement.deposit_returned),
    line("settlement.figure.rentOwed", settlement.rent_owed),
    ...(settlement.deductions_charged.gt(0) ? [line("settlement.figure.deductionsCharged", settlement.deductions_charged)] : []),
  ];
}

/**
 * The printed lease settlement (مخالصة) on the organization's letterhead: the lease and the day it ended, the figures,
 * what goes back to the tenant, and room for the tenant's and the manager's signatures.
 */
export async function settlementPdf(
  settlement: Settlement,
  contract: Lease,
  organization: Letterhead,
  options: PrintOptions,
): Promise<FileAnswer> {
  const { lang } = options;
  const t = (key: string) => translate(lang, key);
  const body = await renderReportPdf(
    {
      title: titleOf(settlement, lang),
      organization,
      filtersTitle: t("settlement.document.details"),
      filters: [
        { label: t("settlement.document.tenant"), value: contract.tenant_name },
        { label: t("settlement.document.unit"), value: contract.real_estate_title },
        { label: t("settlement.document.contractEnd"), value: displayDate(contract.contract_end, options) },
        { label: t("settlement.document.endOn"), value: displayDate(settlement.end_on, options) },
        { label: t("settlement.document.settledOn"), value: displayDate(settlement.settled_on, options) },
        { label: t("settlement.document.method"), value: t(`document.paymentMethod.${settlement.method}`) },
        ...(settlement.reference ? [{ label: t("settlement.document.reference"), value: settlement.reference }] : []),
        ...(settlement.credit_notes.length > 0
          ? [
              {
                label: t("settlement.document.creditNotes"),
                value: settlement.credit_notes.map((note) => note.number).join(lang === "ar" ? "، " : ", "),
              },
            ]
          : []),
      ],
      columns: [
        { key: "item", label: t("settlement.document.item"), kind: "text", weight: 3 },
        { key: "amount", label: t("settlement.document.amount"), kind: "money" },
      ],
      rows: linesOf(settlement, lang),
      totals: {
        item: t("settlement.document.toTenant"),
        amount: toFixed2(add(settlement.refund, settlement.deposit_returned)),
      },
      signatures: [
        { label: t("settlement.document.tenantSignature"), name: contract.tenant_name },
        { label: t("settlement.document.managerSignature") },
      ],
    },
    options,
  );
  return { body, filename: fileName(titleOf(settlement, lang), new Date(), "pdf"), contentType: PDF };
}

/** Lease settlement (issue #23): what ending a lease on a day would settle, the settlement itself, and its document. */
export const settlementRoutes = [
  restRoute({
    method: "GET",
    path: "/contracts/:id/settlement/proposal",
    summary:
      "What ending a lease on end_on would settle: the rent earned to that day (its period pro rata by days), what was paid of it, the unearned rent to refund, the rent still owed and the deposit held",
    procedure: "settlements.proposal",
    query: ["end_on"],
    input: (request) => ({ contract_id: request.params.id, end_on: request.query.end_on }),
  }),
  restRoute({
    method: "POST",
    path: "/contracts/:id/settlement",
    summary:
      "End a lease on end_on and settle it (refund, deductions [{kind, amount, note}], apply_deposit_to_rent, method, reference): rent not earned is released, an early end cancels the contract and frees the unit, the deposit pays rent still owed, and the rest of it is returned",
    procedure: "settlements.settle",
    status: 201,
    input: (request) => ({ ...request.body, contract_id: request.params.id }),
  }),
  restRoute({
    method: "GET",
    path: "/contracts/:id/settlement",
    summary: "A lease's settlement ({settlement}, null while it has none)",
    procedure: "settlements.get",
    input: (request) => ({ contract_id: request.params.id }),
  }),
  restRoute({
    method: "GET",
    path: "/contracts/:id/settlement.pdf",
    summary: "A lease's settlement, printed, with room for the tenant's and the manager's signatures",
    procedure: "settlements.get",
    query: ["lang"],
    input: (request) => ({ contract_id: request.params.id }),
    file: {
      contentType: PDF,
      render: async ({ settlement }, { lang, params }, call) => {
        if (!settlement) throw new AppError("notFound");
        const [organization, me, contract] = await Promise.all([
          letterheadOf(call),
          call.session.me(),
          call.contracts.get({ id: params.id! }),
        ]);
        return settlementPdf(settlement, contract, organization, { lang, dateType: me.dateType });
      },
    },
  }),
];

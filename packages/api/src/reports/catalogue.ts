import type { ReportName } from "@amlak/domain";
import { commissionPaymentsReport } from "./definitions/commission-payments.ts";
import { incomeReport } from "./definitions/income.ts";
import { incomePerPaymentReport } from "./definitions/income-per-payment.ts";
import { investmentReport } from "./definitions/investment.ts";
import { profitReport } from "./definitions/profit.ts";
import { activeContractsReport, contractsReport } from "./definitions/contracts.ts";
import { paymentsLessorReport } from "./definitions/payments-lessor.ts";
import { taxInvoiceReport } from "./definitions/tax-invoices.ts";
import type { ReportDefinition } from "./report-definition.ts";

/** Every report the pipeline runs, by its SPEC §6 name (one line per report definition). */
export const REPORT_DEFINITIONS: Partial<Record<ReportName, ReportDefinition>> = {
  INCOME_REPORT: incomeReport,
  INCOME_REPORT_DETAILS: incomePerPaymentReport,
  COMMISSION_PAYMENTS_REPORT: commissionPaymentsReport,
  PROFIT_REPORT: profitReport,
  INVESTMENT_REPORT: investmentReport,
  ACTIVE_CONTRACTS_REPORT: activeContractsReport,
  CONTRACTS_REPORT: contractsReport,
  PAYMENTS_LESSOR_REPORT: paymentsLessorReport,
  TAX_INVOICE_REPORT: taxInvoiceReport,
};

import { listReportContracts, listVacantUnits, type ContractReportRow } from "@amlak/db";
import { defineReport, type ReportColumn } from "../report-definition.ts";

/** SPEC §3 Active contracts row; price is the rent of the whole term, its payment interval in the reader's words. */
const CONTRACT_COLUMNS: readonly ReportColumn<ContractReportRow>[] = [
  { key: "name", labelKey: "reports.column.tenant", kind: "text" },
  { key: "title", labelKey: "reports.column.property", kind: "text" },
  { key: "phone", labelKey: "reports.column.phone", kind: "phone" },
  { key: "contract_start", labelKey: "reports.column.contract_start", kind: "date" },
  { key: "contract_end", labelKey: "reports.column.contract_end", kind: "date" },
  { key: "next_payment_due", labelKey: "reports.column.next_payment_due", kind: "date" },
  { key: "price", labelKey: "reports.column.price", kind: "money", total: true },
  {
    key: "payment_period",
    labelKey: "reports.column.payment_period",
    kind: "text",
    cell: (row, { text }) => (row.contract_interval === null ? null : text(`contractWizard.interval.${row.contract_interval}`)),
  },
];

/** SPEC §3 Active contracts: the contracts running today, by lessor and property. */
export const activeContractsReport = defineReport({
  name: "ACTIVE_CONTRACTS_REPORT",
  path: "/reports/contract/activeContracts",
  rows: (trx, { orgId, today, filters }) =>
    listReportContracts(
      trx,
      { orgId, today },
      { lessor: filters.lessor, real_estate_id: filters.real_estate_id, contract_status: "Contract_Ongoing" },
    ),
  columns: CONTRACT_COLUMNS,
});

/**
 * SPEC §3 Contracts: the contracts running on some day of the period with their status and, again as contract_status1,
 * the next payment due; the units nobody rents today follow as vacant ("a missing status displays as vacant") when no
 * status or Contract_Vacant is chosen.
 */
export const contractsReport = defineReport({
  name: "CONTRACTS_REPORT",
  path: "/reports/contract/contracts",
  async rows(trx, { orgId, today, filters }) {
    const scope = { orgId, today };
    const status = filters.contract_status;
    const [leased, vacant] = await Promise.all([
      listReportContracts(trx, scope, filters),
      status === undefined || status === "Contract_Vacant" ? listVacantUnits(trx, scope, filters) : [],
    ]);
    return [...leased, ...vacant];
  },
  columns: [
    ...CONTRACT_COLUMNS,
    {
      key: "contract_status",
      labelKey: "reports.column.contract_status",
      kind: "text",
      cell: (row, { text }) => text(`reportsScreen.contractStatus.${row.contract_status}`),
    },
    { key: "contract_status1", labelKey: "reports.column.contract_status1", kind: "date", cell: (row) => row.next_payment_due },
  ],
});

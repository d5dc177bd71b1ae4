import type { ReportScope } from "@amlak/db";
import type { ReportRun } from "../report-definition.ts";

/** The SPEC §7 lessor, property and date filters as the report repositories take them. */
export const scopeOf = ({ orgId, filters }: ReportRun): ReportScope => ({
  orgId,
  lessor: filters.lessor,
  realEstateId: filters.real_estate_id,
  startDate: filters.start_date,
  endDate: filters.end_date,
});

/** Who received a payment, shown only when the report is asked with show_received_by. */
export const receivedBy = <Row extends { received_by_name: string | null }>(row: Row, { filters }: ReportRun) =>
  filters.show_received_by ? row.received_by_name : null;

/** How a payment was paid, in the reader's words. */
export const paymentMethod = <Row extends { method: string | null }>(row: Row, { text }: ReportRun) =>
  row.method && text(`document.paymentMethod.${row.method}`);

/** A payment's status (pending, paid) in the reader's words. */
export const paymentStatus = <Row extends { payment_status: string }>(row: Row, { text }: ReportRun) =>
  text(`reportsScreen.paymentStatus.${row.payment_status}`);

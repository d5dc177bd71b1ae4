/** Texts of the staff screen /AdminReports (SPEC §2): refund requests to decide (SPEC §9). */
export const adminReports = {
  "adminReports.tab.RefundRequests": "Refund requests",
  "adminReports.refunds.chips": "Refund requests",
  "adminReports.refunds.pending": "Waiting for a decision",
  "adminReports.refunds.decided": "Recently decided",
  "adminReports.refunds.organization": "Organization",
  "adminReports.refunds.package": "Package",
  "adminReports.refunds.amount": "Amount paid",
  "adminReports.refunds.paidAt": "Paid on",
  "adminReports.refunds.daysSincePayment": "Days since payment",
  "adminReports.refunds.reason": "Owner's reason",
  "adminReports.refunds.requestedAt": "Requested on",
  "adminReports.refunds.decision": "Decision",
  "adminReports.refunds.decidedBy": "{{date}} by {{name}}",
  "adminReports.refunds.state.approved": "Refunded",
  "adminReports.refunds.state.rejected": "Rejected",
  "adminReports.refunds.approve": "Approve",
  "adminReports.refunds.reject": "Reject",
  "adminReports.refunds.confirmApprove": "Refund {{amount}}",
  "adminReports.refunds.approveTitle": "Refund {{organization}}?",
  "adminReports.refunds.approveBody":
    "{{amount}} goes back to the card through the payment gateway. The {{package}} subscription ends now, the organization falls back to the Free package, and a credit note is issued against its invoice.",
  "adminReports.refunds.rejectTitle": "Reject the refund for {{organization}}?",
  "adminReports.refunds.rejectBody":
    "Nothing is refunded and the {{package}} subscription continues. The owner sees the request declined and may ask again.",
  "adminReports.refunds.unknownOrganization": "Unnamed organization",
  "adminReports.refunds.emptyTitle": "No refund requests waiting",
  "adminReports.refunds.emptyDescription":
    "When an account owner asks for a refund within 21 days of paying, the request appears here to decide.",
  "adminReports.refunds.noneDecided": "No refund request has been decided yet",
};

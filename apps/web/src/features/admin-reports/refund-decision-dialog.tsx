import { Text } from "@chakra-ui/react";
import { money } from "@amlak/money";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";

type PendingRequest = RouterOutputs["refundRequests"]["pending"][number];
export type RefundDecision = "approve" | "reject";

/**
 * Approve or Reject behind a confirmation naming what follows: an approval returns the amount through the gateway,
 * ends the subscription and issues a credit note; a rejection changes nothing but the request.
 */
export function RefundDecisionDialog({
  request,
  decision,
  onClose,
}: {
  request: PendingRequest;
  decision: RefundDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const utils = trpc.useUtils();
  const onSuccess = () => {
    void utils.refundRequests.invalidate();
    onClose();
  };
  const approve = trpc.refundRequests.approve.useMutation({ onSuccess });
  const reject = trpc.refundRequests.reject.useMutation({ onSuccess });
  const mutation = decision === "approve" ? approve : reject;
  const names = {
    organization: request.organizationName ?? t("adminReports.refunds.unknownOrganization"),
    package: request.packageName,
    amount: request.amount ? format.money(money(request.amount)) : "—",
  };
  return (
    <ConfirmDialog
      title={t(decision === "approve" ? "adminReports.refunds.approveTitle" : "adminReports.refunds.rejectTitle", names)}
      confirmLabel={t(decision === "approve" ? "adminReports.refunds.confirmApprove" : "adminReports.refunds.reject", names)}
      destructive={decision === "approve"}
      loading={mutation.isPending}
      onConfirm={() => mutation.mutate({ id: request.id })}
      onClose={onClose}
      testId={`refund-${decision}-dialog`}
    >
      <Text>{t(decision === "approve" ? "adminReports.refunds.approveBody" : "adminReports.refunds.rejectBody", names)}</Text>
    </ConfirmDialog>
  );
}

import { Badge, Button, HStack, Text } from "@chakra-ui/react";
import { money } from "@amlak/money";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { oneOf, useUrlParam } from "../../lib/url-state.ts";
import { CountChips } from "../../ui/count-chips.tsx";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { RefundDecisionDialog, type RefundDecision } from "./refund-decision-dialog.tsx";

type PendingRequest = RouterOutputs["refundRequests"]["pending"][number];
type DecidedRequest = RouterOutputs["refundRequests"]["decided"][number];

/** The pending requests are the chips' first ("all"): what staff open the tab for. */
const SHOWN = ["decided"] as const;

/** SPEC §9: the refunds account owners asked for within 21 days of paying, to approve or reject; then the latest decisions. */
export function RefundRequestsTab() {
  const { t } = useTranslation();
  const [shown, show] = useUrlParam("show", oneOf(SHOWN));
  const pending = trpc.refundRequests.pending.useQuery();
  const decided = trpc.refundRequests.decided.useQuery();
  const [deciding, setDeciding] = useState<{ request: PendingRequest; decision: RefundDecision } | null>(null);

  const chips = (
    <CountChips
      label={t("adminReports.refunds.chips")}
      chips={[
        { value: "all", label: t("adminReports.refunds.pending"), count: pending.data?.length },
        { value: "decided", label: t("adminReports.refunds.decided"), count: decided.data?.length },
      ]}
      value={shown}
      onChange={show}
      testId="refunds"
    />
  );
  const decide = (request: PendingRequest) => (
    <HStack gap="2" justify="end">
      <Button size="xs" colorPalette="brand" onClick={() => setDeciding({ request, decision: "approve" })} data-testid="refund-approve">
        {t("adminReports.refunds.approve")}
      </Button>
      <Button size="xs" variant="outline" onClick={() => setDeciding({ request, decision: "reject" })} data-testid="refund-reject">
        {t("adminReports.refunds.reject")}
      </Button>
    </HStack>
  );

  return (
    <>
      {shown === "decided" ? (
        <RequestTable
          query={decided}
          toolbar={chips}
          testId="refunds-decided"
          last={{ key: "decision", header: t("adminReports.refunds.decision"), cell: (request) => <Decision request={request} /> }}
          empty={<EmptyState icon={<Undo2 />} title={t("adminReports.refunds.noneDecided")} />}
        />
      ) : (
        <RequestTable
          query={pending}
          toolbar={chips}
          testId="refunds-pending"
          last={{ key: "actions", header: "", cell: decide }}
          empty={
            <EmptyState
              icon={<Undo2 />}
              title={t("adminReports.refunds.emptyTitle")}
              description={t("adminReports.refunds.emptyDescription")}
            />
          }
        />
      )}
      {deciding && <RefundDecisionDialog {...deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}

interface RequestTableProps<Request extends PendingRequest> {
  query: Parameters<typeof usePagedWholeList<Request>>[0];
  toolbar: React.ReactNode;
  last: Column<Request, "created">;
  empty: React.ReactNode;
  testId: string;
}

/** One table for both lists: the same request columns, then its actions or its decision. */
function RequestTable<Request extends PendingRequest>({ query: whole, toolbar, last, empty, testId }: RequestTableProps<Request>) {
  const { t } = useTranslation();
  const format = useFormat();
  const { query, state } = usePagedWholeList(whole);
  const columns: Column<Request, "created">[] = [
    {
      key: "organization",
      header: t("adminReports.refunds.organization"),
      cell: (request) => <Text fontWeight="medium">{request.organizationName ?? t("adminReports.refunds.unknownOrganization")}</Text>,
    },
    {
      key: "package",
      header: t("adminReports.refunds.package"),
      cell: (request) => (
        <Text>
          {request.packageName} · {t(`profile.subscription.billing.${request.billing}`)}
        </Text>
      ),
    },
    {
      key: "amount",
      header: t("adminReports.refunds.amount"),
      numeric: true,
      cell: (request) => <Figure>{request.amount ? format.money(money(request.amount)) : "—"}</Figure>,
    },
    {
      key: "paidAt",
      header: t("adminReports.refunds.paidAt"),
      cell: (request) => <Figure>{request.paidAt ? format.dayOf(request.paidAt) : "—"}</Figure>,
    },
    {
      key: "days",
      header: t("adminReports.refunds.daysSincePayment"),
      numeric: true,
      cell: (request) => <Figure>{request.daysSincePayment ?? "—"}</Figure>,
    },
    {
      key: "reason",
      header: t("adminReports.refunds.reason"),
      cell: (request) => (
        <Text maxW="xs" whiteSpace="pre-line">
          {request.reason}
        </Text>
      ),
    },
    {
      key: "requestedAt",
      header: t("adminReports.refunds.requestedAt"),
      cell: (request) => <Figure>{format.dayOf(request.requestedAt)}</Figure>,
    },
    last,
  ];
  return (
    <DataTable
      testId={testId}
      columns={columns}
      query={query}
      state={state}
      rowKey={(request) => request.id}
      toolbar={toolbar}
      empty={empty}
    />
  );
}

function Decision({ request }: { request: DecidedRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const date = format.dayOf(request.decidedAt);
  return (
    <>
      <Badge colorPalette={request.status === "approved" ? "green" : "gray"} data-testid="refund-decision">
        {t(`adminReports.refunds.state.${request.status}`)}
      </Badge>
      <Text textStyle="xs" color="fg.muted">
        {request.decidedBy ? t("adminReports.refunds.decidedBy", { date, name: request.decidedBy }) : date}
      </Text>
    </>
  );
}

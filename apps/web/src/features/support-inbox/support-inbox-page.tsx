import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { SUPPORT_SOURCES, SUPPORT_STATUSES } from "@amlak/schemas";
import { Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { oneOf, urlId, useUrlParams } from "../../lib/url-state.ts";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { SupportMessageDrawer } from "./support-message-drawer.tsx";
import { SUPPORT_STATUS_PALETTE } from "./support-status.ts";

type InboxMessage = RouterOutputs["supportInbox"]["list"][number];

/**
 * /supportInbox (issue #21, customerService and system): what members wrote from the app, visitors from the public
 * contact form and prospects from the Business sales form, newest first, filtered by status and source; a row opens
 * the message and its reply form (?message=).
 */
export function SupportInboxPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const url = useUrlParams();
  const status = url.get("status", oneOf(SUPPORT_STATUSES));
  const source = url.get("source", oneOf(SUPPORT_SOURCES));
  const opened = url.get("message", urlId);
  const messages = trpc.supportInbox.list.useQuery({ status, source });
  const { query, state } = usePagedWholeList(messages);

  const columns: Column<InboxMessage, "created">[] = [
    {
      key: "subject",
      header: t("supportInbox.subject"),
      cell: (message) => (
        <Stack gap="0.5">
          <Text fontWeight="medium" lineClamp={1}>
            {message.subject}
          </Text>
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            {message.message}
          </Text>
        </Stack>
      ),
    },
    {
      key: "sender",
      header: t("supportInbox.sender"),
      cell: (message) => (
        <Stack gap="0.5">
          <Text>{message.sender_name}</Text>
          {message.organization_name && (
            <Text textStyle="xs" color="fg.muted">
              {message.organization_name}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "source",
      header: t("supportInbox.source"),
      cell: (message) => <Badge variant="subtle">{t(`supportInbox.sources.${message.source}`)}</Badge>,
    },
    {
      key: "status",
      header: t("supportInbox.status"),
      cell: (message) => (
        <Badge colorPalette={SUPPORT_STATUS_PALETTE[message.status]} data-testid="support-status">
          {t(`supportInbox.statuses.${message.status}`)}
        </Badge>
      ),
    },
    { key: "received", header: t("supportInbox.received"), cell: (message) => <Figure>{format.momentOf(message.created_at)}</Figure> },
  ];

  const filters = (
    <HStack gap="3" wrap="wrap">
      <FilterSelect
        label={t("supportInbox.status")}
        allLabel={t("supportInbox.allStatuses")}
        value={status}
        options={SUPPORT_STATUSES.map((value) => ({ value, label: t(`supportInbox.statuses.${value}`) }))}
        onChange={(value) => url.set({ status: value }, { replace: true })}
        width="44"
        testId="support-filter-status"
      />
      <FilterSelect
        label={t("supportInbox.source")}
        allLabel={t("supportInbox.allSources")}
        value={source}
        options={SUPPORT_SOURCES.map((value) => ({ value, label: t(`supportInbox.sources.${value}`) }))}
        onChange={(value) => url.set({ source: value }, { replace: true })}
        width="52"
        testId="support-filter-source"
      />
    </HStack>
  );

  return (
    <>
      <DataTable
        testId="support-inbox-table"
        columns={columns}
        query={query}
        state={state}
        rowKey={(message) => message.id}
        rowHref={(message) => `/supportInbox${url.search({ message: message.id }, { reset: [] })}`}
        toolbar={filters}
        empty={
          <EmptyState
            icon={<Inbox />}
            title={t(status || source ? "supportInbox.noMatch" : "supportInbox.emptyTitle")}
            description={t("supportInbox.emptyDescription")}
          />
        }
      />
      {opened && <SupportMessageDrawer id={opened} onClose={() => url.set({ message: null }, { reset: [] })} />}
    </>
  );
}

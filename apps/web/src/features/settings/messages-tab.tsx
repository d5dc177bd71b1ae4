import { HStack, Stack, Text } from "@chakra-ui/react";
import { messagePurposeKeys } from "@amlak/i18n/message-purpose";
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, messageList } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { MessageSquareText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { DataTable, Figure, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { FiltersDrawer } from "../../ui/filters-drawer.tsx";
import { MessageStatusBadge } from "../../ui/message-status-badge.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";

type Message = RouterOutputs["messages"]["list"]["rows"][number];

const oneOf = <Value extends string>(values: readonly Value[], text: string | null) => values.find((value) => value === text);

/**
 * The organization's message log (SPEC settings): every invitation, reminder and notice sent for it, newest first,
 * to whom, how, what for and whether it went out (a failure with the provider's reason); filtered by status and
 * channel (?status=, ?channel=) and the top bar's search. One-time codes never show.
 */
export function MessagesTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const searchText = useSearchText();
  const [params, setParams] = useSearchParams();
  const status = oneOf(MESSAGE_STATUSES, params.get("status"));
  const channel = oneOf(MESSAGE_CHANNELS, params.get("channel"));
  const list = useListState(messageList.sorting, { searchText, status, channel });
  const query = trpc.messages.list.useQuery(
    { status, channel, searchText, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );
  const filterBy = (name: "status" | "channel", value: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const columns: Column<Message, "date">[] = [
    {
      key: "recipient",
      header: t("messages.recipient"),
      cell: (message) => (
        <Stack gap="0">
          {message.contact_name && <Text fontWeight="medium">{message.contact_name}</Text>}
          {message.channel === "email" ? <Figure>{message.recipient}</Figure> : <PhoneNumber phone={message.recipient} />}
        </Stack>
      ),
    },
    { key: "purpose", header: t("messages.purpose"), cell: (message) => t(messagePurposeKeys(message.purpose)) },
    { key: "channel", header: t("messages.channel"), cell: (message) => t(`messages.channel.${message.channel}`) },
    {
      key: "status",
      header: t("messages.status"),
      cell: (message) => (
        <Stack gap="1" align="start">
          <MessageStatusBadge status={message.status} />
          {message.status === "failed" && message.last_error && (
            <Text textStyle="xs" color="fg.muted" data-testid="message-failure">
              {t("messages.failedBecause", { reason: message.last_error })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "date", header: t("messages.date"), sort: "date", cell: (message) => <Figure>{format.momentOf(message.created_at)}</Figure> },
  ];

  return (
    <Stack gap="4" data-testid="message-log">
      <Text color="fg.muted">{t("messages.description")}</Text>
      <DataTable
        testId="messages-table"
        columns={columns}
        query={query}
        state={list}
        rowKey={(message) => message.id}
        toolbar={
          <HStack gap="3" wrap="wrap">
            <FiltersDrawer active={[status, channel].filter(Boolean).length}>
              {(place) => (
                <>
                  <FilterSelect
                    label={t("messages.status")}
                    allLabel={t("messages.allStatuses")}
                    width={place === "toolbar" ? "auto" : undefined}
                    showLabel={place === "drawer"}
                    value={status}
                    onChange={(value) => filterBy("status", value)}
                    options={MESSAGE_STATUSES.map((value) => ({ value, label: t(`messages.status.${value}`) }))}
                    testId="message-status-filter"
                  />
                  <FilterSelect
                    label={t("messages.channel")}
                    allLabel={t("messages.allChannels")}
                    width={place === "toolbar" ? "auto" : undefined}
                    showLabel={place === "drawer"}
                    value={channel}
                    onChange={(value) => filterBy("channel", value)}
                    options={MESSAGE_CHANNELS.map((value) => ({ value, label: t(`messages.channel.${value}`) }))}
                    testId="message-channel-filter"
                  />
                </>
              )}
            </FiltersDrawer>
          </HStack>
        }
        empty={
          <EmptyState
            icon={<MessageSquareText />}
            title={t(searchText ? "list.noMatch" : status || channel ? "messages.noneFiltered" : "messages.empty", { searchText })}
            description={searchText ? t("list.noMatchHint") : undefined}
          />
        }
      />
    </Stack>
  );
}

import { Badge, Box, HStack, Skeleton, Stack, Text, Timeline } from "@chakra-ui/react";
import type { THistoryRecord } from "@amlak/schemas";
import {
  Ban,
  CalendarPlus,
  CircleCheck,
  FileSignature,
  FileText,
  History,
  PhoneCall,
  Receipt,
  Split,
  Trash2,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { isolate, useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { LoadError } from "../../ui/load-error.tsx";

type HistoryEvent = RouterOutputs["history"]["of"][number];

/** How each kind of event looks on the timeline; a type the web does not know yet gets the plain clock. */
const LOOKS: Record<string, { icon: LucideIcon; palette: string }> = {
  ContractSigned: { icon: FileSignature, palette: "brand" },
  ContractCancelled: { icon: Ban, palette: "red" },
  PaymentScheduled: { icon: CalendarPlus, palette: "gray" },
  PaymentRecorded: { icon: CalendarPlus, palette: "gray" },
  PaymentSplitFrom: { icon: Split, palette: "gray" },
  PaymentMarkedPaid: { icon: CircleCheck, palette: "green" },
  PaymentUndone: { icon: Undo2, palette: "orange" },
  PaymentCancelled: { icon: Ban, palette: "gray" },
  PaymentSplit: { icon: Split, palette: "blue" },
  PaymentDeleted: { icon: Trash2, palette: "red" },
  PaymentContacted: { icon: PhoneCall, palette: "blue" },
  InvoiceIssued: { icon: FileText, palette: "purple" },
  ReceiptIssued: { icon: Receipt, palette: "purple" },
};
const PLAIN = { icon: History, palette: "gray" };

/**
 * A record's History tab (SCREENS "every money record has a History tab"): its ledger events, newest first, each
 * with what happened, when, who did it and the request's reference number (the number support asks for). Used by the
 * contract, payment, invoice and receipt pages; a contract's history also tells its instalments' events.
 */
export function HistoryTab({ record, id }: { record: THistoryRecord; id: string }) {
  const { t } = useTranslation();
  const history = trpc.history.of.useQuery({ record, id });
  const categoryName = useCategoryName();

  if (history.isError) {
    return (
      <LoadError
        title={t("contractsScreen.history.loadFailed")}
        error={history.error}
        retrying={history.isFetching}
        onRetry={() => void history.refetch()}
        testId="history"
      />
    );
  }
  if (!history.data) {
    return (
      <Stack gap="4" data-testid="history-loading">
        {Array.from({ length: 4 }, (_, index) => (
          <HStack key={index} gap="3" align="start">
            <Skeleton boxSize="8" rounded="full" />
            <Stack flex="1" gap="2">
              <Skeleton height="4" width="60%" />
              <Skeleton height="3" width="40%" />
            </Stack>
          </HStack>
        ))}
      </Stack>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center" data-testid="history-empty">
        {t("contractsScreen.history.empty")}
      </Text>
    );
  }
  return (
    <Timeline.Root size="lg" variant="subtle" data-testid="history" maxW="3xl">
      {history.data.map((event) => (
        <HistoryItem key={event.position} event={event} categoryName={categoryName} />
      ))}
    </Timeline.Root>
  );
}

/** Names of the payment categories in the user's language (the PAYMENT_CATEGORY lookup); the code while they load. */
function useCategoryName() {
  const categories = trpc.lookups.paymentCategories.useQuery(undefined, { staleTime: Infinity });
  const names = new Map(categories.data?.map((category) => [category.code, category.name]));
  return (code: string) => names.get(code) ?? code;
}

function HistoryItem({ event, categoryName }: { event: HistoryEvent; categoryName: (code: string) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const look = LOOKS[event.type] ?? PLAIN;
  const Icon = look.icon;
  const what = t(event.descriptionKey, {
    date: event.date ? isolate(format.date(event.date)) : "",
    endDate: event.endDate ? isolate(format.date(event.endDate)) : "",
    number: event.number === null ? "" : isolate(String(event.number)),
    // Counts (payments scheduled, split parts) choose the plural form; Arabic has six.
    ...(event.number === null ? {} : { count: event.number }),
    method: event.method ? t(`document.paymentMethod.${event.method}`) : "",
  });
  const who = event.actor?.name ?? t("contractsScreen.history.system");
  return (
    <Timeline.Item data-testid="history-event" data-type={event.type}>
      <Timeline.Connector>
        <Timeline.Separator />
        <Timeline.Indicator colorPalette={look.palette}>
          <Icon />
        </Timeline.Indicator>
      </Timeline.Connector>
      <Timeline.Content gap="1" pb="5">
        <Timeline.Title textStyle="sm" fontWeight="medium">
          {what}
        </Timeline.Title>
        {event.payment && (
          <Box>
            <Badge variant="outline" size="sm" fontWeight="normal">
              {t("contractsScreen.history.about", {
                type: event.payment.type ? categoryName(event.payment.type) : "",
                date: isolate(format.date(event.payment.dueDate)),
              })}
            </Badge>
          </Box>
        )}
        <Timeline.Description asChild>
          <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
            <Text as="span">
              <Text as="span" srOnly>
                {t("contractsScreen.history.when")}:{" "}
              </Text>
              <bdi dir="ltr">{format.momentOf(event.recordedAt)}</bdi>
            </Text>
            <Text as="span" aria-hidden>
              ·
            </Text>
            <Text as="span">
              <Text as="span" srOnly>
                {t("contractsScreen.history.who")}:{" "}
              </Text>
              {who}
            </Text>
            {event.requestId && (
              <>
                <Text as="span" aria-hidden>
                  ·
                </Text>
                <Text as="span" title={t("contractsScreen.history.reference")}>
                  {t("contractsScreen.history.reference")}{" "}
                  <Text as="bdi" dir="ltr" fontFamily="mono" data-testid="history-reference">
                    {event.requestId}
                  </Text>
                </Text>
              </>
            )}
          </HStack>
        </Timeline.Description>
      </Timeline.Content>
    </Timeline.Item>
  );
}

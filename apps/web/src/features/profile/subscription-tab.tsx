import { Badge, Box, Card, DataList, Heading, HStack, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { maySubscribe } from "@amlak/domain";
import { money } from "@amlak/money";
import { Check, Minus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { packageMatrix, type MatrixCell } from "./package-matrix.ts";
import { ChoosePackage, type ConfiguredPackage } from "./subscription/choose-package.tsx";
import { PaymentCards } from "./subscription/payment-cards.tsx";
import { PaymentHistory } from "./subscription/payment-history.tsx";
import { SubscriptionInvoices } from "./subscription/subscription-invoices.tsx";

type Current = NonNullable<RouterOutputs["subscriptions"]["current"]>;

/** A figure inside a translated sentence, in a left-to-right isolate (U+2066…U+2069) so it never reorders in Arabic. */
const isolated = (text: string | number) => `\u2066${text}\u2069`;

const STATUS_PALETTE: Record<Current["status"], string> = {
  activated: "green",
  upcoming: "blue",
  pending: "orange",
  canceled: "gray",
  expired: "red",
  rejected: "red",
  failed: "red",
};

/** The organization's package and what every package allows (SPEC §3 Subscription, §6 package matrix, §9 prices). */
export function SubscriptionTab() {
  const { t } = useTranslation();
  const current = trpc.subscriptions.current.useQuery();
  const packages = trpc.subscriptions.packages.useQuery();
  const user = useSignedInUser();
  const failed = current.error ?? packages.error;
  if (failed) {
    return (
      <LoadError
        title={t("profile.loadError")}
        error={failed}
        onRetry={() => void (current.refetch(), packages.refetch())}
        retrying={current.isFetching || packages.isFetching}
        testId="subscription"
      />
    );
  }
  if (current.data === undefined || !packages.data) return <Skeleton height="60" rounded="xl" />;
  const currentCode = current.data?.active ? current.data.packageCode : undefined;
  return (
    <Stack gap="5">
      <CurrentPackage current={current.data} />
      <ChoosePackage packages={packages.data} currentCode={currentCode} />
      <PaymentHistory />
      {user && maySubscribe(user.type) && <SubscriptionInvoices />}
      {user && maySubscribe(user.type) && <PaymentCards />}
      <Matrix packages={packages.data} currentCode={currentCode} />
    </Stack>
  );
}

function CurrentPackage({ current }: { current: Current | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sar = (amount: string) => isolated(format.money(money(amount)));
  if (!current) {
    return (
      <Card.Root data-testid="subscription-current">
        <Card.Body>
          <Text fontWeight="semibold">{t("profile.subscription.none")}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  // A period that has ended is expired from its last day on, whether or not the nightly job has marked it yet.
  const status = !current.active && current.status === "activated" ? "expired" : current.status;
  const price =
    current.monthlyPrice === null ? (
      t("profile.subscription.onRequest")
    ) : (
      <Stack gap="0">
        <Text>{t("profile.subscription.perMonth", { price: sar(current.monthlyPrice) })}</Text>
        {current.yearlyPrice && <Text>{t("profile.subscription.perYear", { price: sar(current.yearlyPrice) })}</Text>}
      </Stack>
    );
  return (
    <Card.Root data-testid="subscription-current" data-package={current.packageCode}>
      <Card.Header>
        <HStack gap="3" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {t("profile.subscription.current")}
          </Text>
          <Heading size="lg" data-testid="subscription-package">
            {current.packageName}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[status]} data-testid="subscription-status">
            {t(`profile.subscription.status.${status}`)}
          </Badge>
          {current.trial && <Badge colorPalette="purple">{t("profile.subscription.trial")}</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        {!current.active && (
          <Text color="orange.fg" data-testid="subscription-on-free">
            {t("profile.subscription.onFree")}
          </Text>
        )}
        <DataList.Root orientation="horizontal" gap="3">
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t("profile.subscription.period")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Stack gap="0">
                <Figure>
                  {format.date(current.startDate)} – {format.date(current.endDate)}
                </Figure>
                {current.active && (
                  <Text textStyle="sm" color="fg.muted" data-testid="subscription-days-left">
                    {t("profile.subscription.daysLeft", { count: current.daysLeft })}
                  </Text>
                )}
              </Stack>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t("profile.subscription.price")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Stack gap="0">
                {price}
                <Text textStyle="sm" color="fg.muted">
                  {t(`profile.subscription.billing.${current.billing}`)}
                </Text>
              </Stack>
            </DataList.ItemValue>
          </DataList.Item>
          {current.next && (
            <DataList.Item data-testid="subscription-next">
              <DataList.ItemLabel minW="32">{t("profile.subscription.next")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {t("profile.subscription.nextFrom", {
                  package: current.next.packageName,
                  billing: t(`profile.subscription.billing.${current.next.billing}`),
                  date: format.date(current.next.startDate),
                })}
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function Matrix({ packages, currentCode }: { packages: readonly ConfiguredPackage[]; currentCode: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useSession((session) => session.lang);
  const highlight = (code: string) => (code === currentCode ? { bg: "brand.subtle" } : {});
  const matrix = packageMatrix(packages);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t("profile.subscription.matrix")}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Box overflowX="auto" data-testid="subscription-matrix">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader minW="40">{t("profile.subscription.feature")}</Table.ColumnHeader>
                {packages.map((pkg) => (
                  <Table.ColumnHeader
                    key={pkg.code}
                    textAlign="center"
                    minW="24"
                    data-testid={`matrix-column-${pkg.code}`}
                    data-current={pkg.code === currentCode || undefined}
                    {...highlight(pkg.code)}
                  >
                    <Stack gap="1" align="center">
                      <Text fontWeight="bold">{lang === "ar" ? pkg.nameAr : pkg.nameEn}</Text>
                      {pkg.code === currentCode && (
                        <Badge size="sm" colorPalette="brand">
                          {t("profile.subscription.yourPackage")}
                        </Badge>
                      )}
                      <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                        {pkg.monthlyPrice === null
                          ? t("profile.subscription.onRequest")
                          : t("profile.subscription.perMonth", { price: isolated(format.money(money(pkg.monthlyPrice))) })}
                      </Text>
                    </Stack>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {matrix.flatMap((group) => [
                <Table.Row key={group.key} bg="bg.muted">
                  <Table.Cell colSpan={packages.length + 1} fontWeight="semibold">
                    {t(`profile.matrix.group.${group.key}`)}
                  </Table.Cell>
                </Table.Row>,
                ...group.rows.map((row) => (
                  <Table.Row key={row.key} data-testid={`matrix-row-${row.key}`}>
                    <Table.Cell>{t(`profile.matrix.${row.key}`)}</Table.Cell>
                    {row.cells.map((cell, index) => (
                      <Table.Cell key={packages[index]!.code} textAlign="center" {...highlight(packages[index]!.code)}>
                        <CellValue cell={cell} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                )),
              ])}
            </Table.Body>
          </Table.Root>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function CellValue({ cell }: { cell: MatrixCell }) {
  const { t } = useTranslation();
  switch (cell.kind) {
    case "included":
      return cell.value ? (
        <Box as="span" color="green.600" display="inline-flex" aria-label={t("profile.matrix.included")}>
          <Check size={18} />
        </Box>
      ) : (
        <Box as="span" color="fg.subtle" display="inline-flex" aria-label={t("profile.matrix.notIncluded")}>
          <Minus size={18} />
        </Box>
      );
    case "count":
      return <Figure>{cell.value}</Figure>;
    case "share":
      return t("profile.matrix.reportsOf", { allowed: isolated(cell.value), total: isolated(cell.total) });
    case "storage":
      return <Figure>{cell.gigabytes >= 1024 ? `${cell.gigabytes / 1024} TB` : `${cell.gigabytes} GB`}</Figure>;
  }
}

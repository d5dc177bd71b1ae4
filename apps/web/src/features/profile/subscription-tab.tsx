import { Badge, Box, Button, Card, DataList, Heading, HStack, Link, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { PACKAGES } from "@amlak/domain";
import { money } from "@amlak/money";
import { Check, Minus, Phone, Rocket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "wouter";
import { company } from "../../lib/company.ts";
import { useFormat } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { PACKAGE_MATRIX, type MatrixCell } from "./package-matrix.ts";
import { PhoneNumber } from "../../ui/phone-number.tsx";

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
  if (current.error) {
    return (
      <LoadError
        title={t("profile.loadError")}
        error={current.error}
        onRetry={() => void current.refetch()}
        retrying={current.isFetching}
        testId="subscription"
      />
    );
  }
  if (current.data === undefined) return <Skeleton height="60" rounded="xl" />;
  return (
    <Stack gap="5">
      <CurrentPackage current={current.data} />
      <Upgrade />
      <Matrix currentCode={current.data?.active ? current.data.packageCode : undefined} />
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
          <Badge colorPalette={STATUS_PALETTE[current.status]}>{t(`profile.subscription.status.${current.status}`)}</Badge>
          {current.trial && <Badge colorPalette="purple">{t("profile.subscription.trial")}</Badge>}
        </HStack>
      </Card.Header>
      <Card.Body>
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
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Paying online comes with a later release: until then the screen says so and hands over to people, not a fake checkout. */
function Upgrade() {
  const { t } = useTranslation();
  return (
    <Card.Root borderColor="brand.solid" data-testid="subscription-upgrade">
      <Card.Body>
        <Stack gap="3">
          <Text>{t("profile.subscription.upgradeLead")}</Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand" data-testid="subscription-upgrade-contact">
              <RouterLink href="/contactUs">
                <Rocket /> {t("profile.subscription.upgrade")}
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <Link href={`tel:${company.supportPhone}`}>
                <Phone /> {t("profile.subscription.callSales")} <PhoneNumber phone={company.supportPhone} />
              </Link>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Matrix({ currentCode }: { currentCode: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useSession((session) => session.lang);
  const highlight = (code: string) => (code === currentCode ? { bg: "brand.subtle" } : {});
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
                {PACKAGES.map((pkg) => (
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
              {PACKAGE_MATRIX.flatMap((group) => [
                <Table.Row key={group.key} bg="bg.muted">
                  <Table.Cell colSpan={PACKAGES.length + 1} fontWeight="semibold">
                    {t(`profile.matrix.group.${group.key}`)}
                  </Table.Cell>
                </Table.Row>,
                ...group.rows.map((row) => (
                  <Table.Row key={row.key} data-testid={`matrix-row-${row.key}`}>
                    <Table.Cell>{t(`profile.matrix.${row.key}`)}</Table.Cell>
                    {row.cells.map((cell, index) => (
                      <Table.Cell key={PACKAGES[index]!.code} textAlign="center" {...highlight(PACKAGES[index]!.code)}>
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

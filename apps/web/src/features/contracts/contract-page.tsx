import { Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from "@chakra-ui/react";
import { mayPerform, yearlyRentOf } from "@amlak/domain";
import { money, type Money } from "@amlak/money";
import {
  ArrowLeft,
  Ban,
  CalendarClock,
  CircleCheck,
  ClipboardList,
  DoorOpen,
  FileSignature,
  FolderOpen,
  History,
  ListChecks,
  RefreshCw,
  ShieldCheck,
  Wallet,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useRecordId } from "../../lib/use-record-id.ts";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { UrlTabs } from "../../ui/url-tabs.tsx";
import { DocumentsPanel } from "../documents/documents-panel.tsx";
import { HistoryTab } from "../history/history-tab.tsx";
import { CancelContractDialog } from "./cancel-contract-dialog.tsx";
import { ContractSchedule } from "./contract-schedule.tsx";
import { ContractStatusBadge, EndsIn, Period } from "./contract-status.tsx";
import { ContractTerms } from "./contract-terms.tsx";
import { RenewalLinks } from "./renewal-links.tsx";
import { RenewContractsDrawer } from "./renew-contracts-drawer.tsx";
import { EjarDrawer } from "./ejar-drawer.tsx";
import { SettleLeaseDrawer } from "./settle-lease-drawer.tsx";
import { SettlementCard } from "./settlement-card.tsx";

type Contract = RouterOutputs["contracts"]["get"];

/**
 * One lease (SCREENS "Contract page"): tenant, unit, status and its key figures, then its schedule, its terms and its
 * history; whoever may sign contracts may cancel it, seeing first which instalments go with it.
 */
export function ContractPage() {
  const { t } = useTranslation();
  const id = useRecordId();
  const contract = trpc.contracts.get.useQuery({ id }, { enabled: Boolean(id) });

  return (
    <Stack gap="5">
      <Box>
        <Button asChild variant="ghost" size="sm" ps="1">
          <Link href="/contracts" data-testid="contract-back">
            <DirectionalIcon asChild>
              <ArrowLeft />
            </DirectionalIcon>
            {t("menu.contracts.title")}
          </Link>
        </Button>
      </Box>
      {contract.isError ? (
        <LoadError
          title={t("contractsScreen.loadFailed")}
          error={contract.error}
          retrying={contract.isFetching}
          onRetry={() => void contract.refetch()}
          testId="contract"
        />
      ) : contract.data ? (
        <ContractRecord contract={contract.data} />
      ) : (
        <Stack gap="4" data-testid="contract-loading">
          <Skeleton height="32" rounded="xl" />
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height="20" rounded="xl" />
            ))}
          </SimpleGrid>
          <Skeleton height="64" rounded="xl" />
        </Stack>
      )}
    </Stack>
  );
}

function ContractRecord({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [cancelling, setCancelling] = useState(false);
  const [showingEjar, setShowingEjar] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [settling, setSettling] = useState(false);
  const renewal = trpc.contractRenewals.links.useQuery({ id: contract.id });
  const settlement = trpc.settlements.get.useQuery({ contract_id: contract.id }, { enabled: mayReadPayments(user) });
  const lessors = trpc.contacts.find.useQuery({ type: "lessor" }, { staleTime: 60_000 });
  const estates = trpc.realEstates.find.useQuery({}, { staleTime: 60_000 });
  const unit = estates.data?.find((estate) => estate.id === contract.real_estate_id);
  const compoundTitle = estates.data?.find((estate) => estate.id === unit?.parentId)?.title;
  const lessorName = lessors.data?.find((contact) => contact.id === contract.lessor_id)?.name;
  // The Ejar data holds the rent and its instalments: whoever may read the contract's payments.
  const mayReadEjar = mayReadPayments(user);
  const mayCancel =
    Boolean(user && mayPerform(user.type, "contracts.write")) &&
    (contract.status === "Contract_Ongoing" || contract.status === "Contract_Upcoming");
  // Renewed once at most; a cancelled lease gave its unit up (issue #23).
  const mayRenew =
    Boolean(user && mayPerform(user.type, "contracts.write")) &&
    contract.status !== "Contract_Cancelled" &&
    renewal.data?.renewedBy === null;
  // A lease is settled once, when the tenant leaves (early, at its end, or after it was cancelled); a renewed one
  // continues in its renewal (issue #23).
  const maySettle =
    Boolean(user && mayPerform(user.type, "contracts.write")) &&
    contract.status !== "Contract_Upcoming" &&
    settlement.data?.settlement === null &&
    renewal.data?.renewedBy === null;

  return (
    <Stack gap="5">
      <Card.Root data-testid="contract-header">
        <Card.Body gap="4">
          <Flex gap="4" justify="space-between" align="start" wrap="wrap">
            <Stack gap="1.5" minW="0">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="xl" data-testid="contract-tenant">
                  {contract.tenant_name}
                </Heading>
                <ContractStatusBadge status={contract.status} size="md" />
              </HStack>
              {/* Each name in its own isolate: Arabic names in an English line (and the reverse) keep their order. */}
              <HStack gap="2" wrap="wrap" color="fg.muted" data-testid="contract-unit">
                <bdi>{contract.real_estate_title}</bdi>
                {compoundTitle && (
                  <>
                    <Text as="span" aria-hidden>
                      ·
                    </Text>
                    <bdi>{compoundTitle}</bdi>
                  </>
                )}
                {lessorName && (
                  <>
                    <Text as="span" aria-hidden>
                      ·
                    </Text>
                    <Text as="span">
                      {t("contractsScreen.lessor")}: <bdi>{lessorName}</bdi>
                    </Text>
                  </>
                )}
              </HStack>
              <HStack gap="2" wrap="wrap" textStyle="sm">
                <Period start={contract.contract_start} end={contract.contract_end} />
                <EndsIn status={contract.status} end={contract.contract_end} today={todayInRiyadh()} />
              </HStack>
              {contract.cancelled_on && <CancelledOn date={contract.cancelled_on} />}
              <RenewalLinks contractId={contract.id} />
            </Stack>
            <HStack gap="2" wrap="wrap">
              {mayReadEjar && (
                <Button variant="outline" size="sm" onClick={() => setShowingEjar(true)} data-testid="contract-ejar">
                  <ClipboardList /> {t("ejar.action")}
                </Button>
              )}
              {mayRenew && (
                <Button variant="outline" size="sm" onClick={() => setRenewing(true)} data-testid="contract-renew">
                  <RefreshCw /> {t("renewals.open")}
                </Button>
              )}
              {maySettle && (
                <Button variant="outline" size="sm" onClick={() => setSettling(true)} data-testid="contract-settle">
                  <DoorOpen /> {t("settlement.endLease")}
                </Button>
              )}
              {mayCancel && (
                <Button variant="outline" colorPalette="red" size="sm" onClick={() => setCancelling(true)} data-testid="contract-cancel">
                  <Ban /> {t("contractsScreen.cancel.action")}
                </Button>
              )}
            </HStack>
          </Flex>
          <KeyFigures id={contract.id} />
        </Card.Body>
      </Card.Root>
      {settlement.data?.settlement && <SettlementCard settlement={settlement.data.settlement} />}

      <UrlTabs
        label={t("contractsScreen.tab.label")}
        testId="contract"
        tabs={[
          {
            value: "schedule",
            label: t("contractsScreen.tab.schedule"),
            icon: ListChecks,
            content: <ContractSchedule contractId={contract.id} />,
          },
          {
            value: "terms",
            label: t("contractsScreen.tab.terms"),
            icon: FileSignature,
            content: <ContractTerms contract={contract} lessorName={lessorName} compoundTitle={compoundTitle} />,
          },
          {
            value: "documents",
            label: t("archiveScreen.documents"),
            icon: FolderOpen,
            content: <DocumentsPanel attachedTo="contract" id={contract.id} />,
          },
          {
            value: "history",
            label: t("contractsScreen.tab.history"),
            icon: History,
            content: <HistoryTab record="contract" id={contract.id} />,
          },
        ]}
      />
      {cancelling && <CancelContractDialog contract={contract} onClose={() => setCancelling(false)} />}
      {settling && <SettleLeaseDrawer contract={contract} onClose={() => setSettling(false)} />}
      {showingEjar && <EjarDrawer contractId={contract.id} onClose={() => setShowingEjar(false)} />}
      {renewing && (
        <RenewContractsDrawer
          contracts={[
            {
              id: contract.id,
              unit: contract.real_estate_title,
              tenantName: contract.tenant_name,
              start: contract.contract_start,
              end: contract.contract_end,
              price: contract.price,
              yearlyRent: yearlyRentOf(contract.price, contract.contract_start, contract.contract_end),
            },
          ]}
          onClose={() => setRenewing(false)}
        />
      )}
    </Stack>
  );
}

const mayReadPayments = (user: ReturnType<typeof useSignedInUser>) => Boolean(user && mayPerform(user.type, "payments.read"));

function CancelledOn({ date }: { date: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Text textStyle="sm" color="fg.error" data-testid="contract-cancelled-on">
      {t("contractsScreen.cancel.cancelledOn", { date: `\u2068${format.date(date)}\u2069` })}
    </Text>
  );
}

/** Total value, paid, outstanding (with what is overdue) and the next due: what the tenant owes under the lease. */
function KeyFigures({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = trpc.contracts.figures.useQuery({ id });
  const data = figures.data;
  const amount = (value: Money | null | undefined) => (value ? <Figure>{format.money(value)}</Figure> : "—");
  const deposit = data?.deposit && !data.deposit.isZero() ? data.deposit : null;
  return (
    <SimpleGrid columns={{ base: 2, md: deposit ? 5 : 4 }} gap="3" data-testid="contract-figures">
      <KeyFigure icon={Wallet} label={t("contractsScreen.figure.total")} loading={!data} testId="figure-total">
        {amount(data?.total)}
      </KeyFigure>
      <KeyFigure icon={CircleCheck} label={t("contractsScreen.figure.paid")} loading={!data} testId="figure-paid">
        {amount(data?.paid)}
      </KeyFigure>
      <KeyFigure
        icon={Wallet}
        label={t("contractsScreen.figure.outstanding")}
        loading={!data}
        testId="figure-outstanding"
        hint={
          data?.overdue && !data.overdue.isZero() ? (
            <Text as="span" color="fg.error">
              {t("contractsScreen.figure.overdue", { amount: `\u2068${format.money(data.overdue)}\u2069` })}
            </Text>
          ) : undefined
        }
      >
        {amount(data?.outstanding)}
      </KeyFigure>
      <KeyFigure
        icon={CalendarClock}
        label={t("contractsScreen.figure.nextDue")}
        loading={!data}
        testId="figure-next-due"
        hint={data?.nextDueAmount ? <Figure>{format.money(data.nextDueAmount)}</Figure> : undefined}
      >
        {data?.nextDue ? <Figure>{format.date(data.nextDue)}</Figure> : t("contractsScreen.figure.nothingDue")}
      </KeyFigure>
      {deposit && (
        <KeyFigure
          icon={ShieldCheck}
          label={t("contractsScreen.figure.deposit")}
          loading={!data}
          testId="figure-deposit"
          hint={t("contractsScreen.figure.depositHeld", {
            held: `\u2068${format.money(data?.depositReceived ?? money(0))}\u2069`,
          })}
        >
          {amount(deposit)}
        </KeyFigure>
      )}
    </SimpleGrid>
  );
}

interface KeyFigureProps {
  icon: typeof Wallet;
  label: string;
  loading: boolean;
  hint?: React.ReactNode;
  testId: string;
  children: React.ReactNode;
}

function KeyFigure({ icon: Icon, label, loading, hint, testId, children }: KeyFigureProps) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="3" bg="bg.subtle" data-testid={testId} minW="0">
      <Stat.Label gap="1.5">
        <Icon size={14} aria-hidden />
        {label}
      </Stat.Label>
      {loading ? (
        <Skeleton height="6" width="24" />
      ) : (
        <Stat.ValueText textStyle={{ base: "md", md: "lg" }} fontWeight="semibold">
          {children}
        </Stat.ValueText>
      )}
      {hint && <Stat.HelpText textStyle="xs">{hint}</Stat.HelpText>}
    </Stat.Root>
  );
}

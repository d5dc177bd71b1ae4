import { Alert, Button, Card, Checkbox, HStack, Input, NativeSelect, SegmentGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { renewalTerms, rentForTerm, yearlyRentOf, type RenewalChange } from "@amlak/domain";
import { money, type Money } from "@amlak/money";
import { CONTRACT_INTERVAL_MONTHS, ZContractRenewSchema } from "@amlak/schemas";
import { ArrowRight, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../lib/app-error.ts";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { SideDrawer } from "../../ui/side-drawer.tsx";
import { toaster } from "../../ui/toaster.tsx";

/** A lease as the contracts list or the contract page has it; `price`, the rent of its whole term, when known exactly. */
interface RenewalLease {
  id: string;
  unit: string;
  tenantName: string;
  start: string;
  end: string;
  yearlyRent: Money | null;
  price?: Money;
}

const INCREASES = ["none", "percent", "amount"] as const;
type IncreaseKind = (typeof INCREASES)[number];

interface Props {
  contracts: RenewalLease[];
  onClose: () => void;
  /** The leases renewed, so the list can let go of their selection. */
  onRenewed?: (ids: string[]) => void;
}

/**
 * Renews the selected leases with one change (issue #23): a rent increase as a percent or an amount of the yearly
 * rent, another payment interval, another length, and whether the additional commission is charged again (not by
 * default: it was earned by the first letting). The preview shows each lease's new period and rent from the same
 * domain rule the server renews with; the server renews all of them or none, and its refusal names the lease.
 */
export function RenewContractsDrawer({ contracts, onClose, onRenewed }: Props) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [kind, setKind] = useState<IncreaseKind>("none");
  const [increase, setIncrease] = useState("");
  const [interval, setPaymentInterval] = useState("");
  const [months, setMonths] = useState("");
  const [chargeCommission, setChargeCommission] = useState(false);
  const renew = trpc.contractRenewals.renew.useMutation();

  const body = {
    contract_ids: contracts.map((row) => row.id),
    ...(kind === "percent" && { increase_percent: increase }),
    ...(kind === "amount" && { increase_amount: increase }),
    ...(interval && { contract_interval: interval }),
    ...(months.trim() && { months: months.trim() }),
    charge_additional_commission: chargeCommission,
  };
  const parsed = ZContractRenewSchema.safeParse(body);
  const fieldError = (field: string) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  const change: RenewalChange | undefined = parsed.success
    ? {
        increase:
          parsed.data.increase_percent !== undefined
            ? { percent: parsed.data.increase_percent }
            : parsed.data.increase_amount !== undefined
              ? { amount: parsed.data.increase_amount }
              : null,
        months: parsed.data.months ?? null,
      }
    : undefined;

  const submit = async () => {
    if (!parsed.success) return;
    try {
      const { renewals } = await renew.mutateAsync(body);
      toaster.create({ type: "success", title: t("renewals.done", { count: renewals.length }) });
      await Promise.all([utils.contracts.invalidate(), utils.contractRenewals.invalidate()]);
      onRenewed?.(renewals.map((renewal) => renewal.renewed_from));
      onClose();
    } catch {
      // The refusal is shown above the buttons, naming the lease.
    }
  };

  return (
    <SideDrawer title={t("renewals.title", { count: contracts.length })} onClose={onClose} testId="renew-drawer">
      <Stack gap="5">
        <Text textStyle="sm" color="fg.muted">
          {t("renewals.description")}
        </Text>
        <Stack gap="2">
          <Text textStyle="sm" fontWeight="medium" id="renew-increase-label">
            {t("renewals.increase")}
          </Text>
          <SegmentGroup.Root
            size="sm"
            value={kind}
            onValueChange={(details) => {
              setKind((details.value as IncreaseKind | null) ?? "none");
              setIncrease("");
            }}
            aria-labelledby="renew-increase-label"
            data-testid="renew-increase-kind"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={INCREASES.map((value) => ({ value, label: t(`renewals.increase.${value}`) }))} />
          </SegmentGroup.Root>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {kind !== "none" && (
            <FormField
              label={t(kind === "percent" ? "renewals.increase.percentField" : "renewals.increase.amountField")}
              error={increase ? fieldError(kind === "percent" ? "increase_percent" : "increase_amount") : undefined}
            >
              <Input
                inputMode="decimal"
                dir="ltr"
                value={increase}
                onChange={(event) => setIncrease(event.target.value)}
                data-testid="renew-increase"
              />
            </FormField>
          )}
          <FormField label={t("renewals.interval")}>
            <NativeSelect.Root size="md">
              <NativeSelect.Field
                value={interval}
                onChange={(event) => setPaymentInterval(event.target.value)}
                data-testid="renew-interval"
              >
                <option value="">{t("renewals.interval.same")}</option>
                {CONTRACT_INTERVAL_MONTHS.map((value) => (
                  <option key={value} value={value}>
                    {t(`contractWizard.interval.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t("renewals.months")} helperText={t("renewals.months.hint")} error={months ? fieldError("months") : undefined}>
            <Input
              inputMode="numeric"
              dir="ltr"
              value={months}
              onChange={(event) => setMonths(event.target.value)}
              data-testid="renew-months"
            />
          </FormField>
        </SimpleGrid>
        <Stack gap="1">
          <Checkbox.Root
            checked={chargeCommission}
            onCheckedChange={(details) => setChargeCommission(details.checked === true)}
            data-testid="renew-charge-commission"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("renewals.chargeAdditionalCommission")}</Checkbox.Label>
          </Checkbox.Root>
          <Text textStyle="xs" color="fg.muted" ps="6">
            {t("renewals.chargeAdditionalCommission.hint")}
          </Text>
        </Stack>

        <Stack gap="3" data-testid="renew-preview">
          <Text textStyle="sm" fontWeight="semibold">
            {t("renewals.preview")}
          </Text>
          {contracts.map((row) => (
            <PreviewCard key={row.id} row={row} change={change} />
          ))}
        </Stack>

        {renew.isError && (
          <Alert.Root status="error" data-testid="renew-error">
            <Alert.Indicator />
            <Alert.Title>{errorText(renew.error)}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="end" gap="3">
          <Button variant="outline" onClick={onClose}>
            {t("renewals.cancel")}
          </Button>
          <Button
            colorPalette="brand"
            disabled={!parsed.success}
            loading={renew.isPending}
            onClick={() => void submit()}
            data-testid="renew-submit"
          >
            <RefreshCw /> {t("renewals.submit", { count: contracts.length })}
          </Button>
        </HStack>
      </Stack>
    </SideDrawer>
  );
}

/** One lease as renewed: its old end, the new period, the yearly rent before and after, the rent of the new period. */
function PreviewCard({ row, change }: { row: RenewalLease; change: RenewalChange | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const oldPrice: Money = row.price ?? (row.yearlyRent ? rentForTerm(row.yearlyRent, row.start, row.end) : money(0));
  const renewed = change
    ? renewalTerms(
        {
          contract_start: row.start,
          contract_end: row.end,
          price: oldPrice,
          interval: 1,
          annual_commission: "0",
          additional_commission: "0",
          annual_service: "0",
          water_costs: "0",
          electricity_costs: "0",
          extra_costs: "0",
          is_taxable: false,
        },
        change,
      )
    : undefined;
  const newPrice = renewed ? money(renewed.price) : undefined;
  return (
    <Card.Root size="sm" variant="outline" data-testid="renew-preview-row">
      <Card.Body gap="2">
        <Text fontWeight="medium">
          {row.unit} · {row.tenantName}
        </Text>
        <HStack gap="2" wrap="wrap" textStyle="sm">
          <Text as="span" color="fg.muted">
            {t("renewals.preview.ends")}
          </Text>
          <Figure>{format.date(row.end)}</Figure>
          <DirectionalIcon boxSize="4" color="fg.muted" aria-hidden>
            <ArrowRight />
          </DirectionalIcon>
          <Text as="span" color="fg.muted">
            {t("renewals.preview.period")}
          </Text>
          {renewed ? (
            <Text as="span" data-testid="renew-preview-period">
              <Figure>{format.date(renewed.contract_start)}</Figure> – <Figure>{format.date(renewed.contract_end)}</Figure>
            </Text>
          ) : (
            "—"
          )}
        </HStack>
        {row.yearlyRent && renewed && newPrice && (
          <HStack gap="2" wrap="wrap" textStyle="sm">
            <Text as="span" color="fg.muted">
              {t("renewals.preview.yearlyRent")}
            </Text>
            <Figure>{format.money(row.yearlyRent)}</Figure>
            <DirectionalIcon boxSize="4" color="fg.muted" aria-hidden>
              <ArrowRight />
            </DirectionalIcon>
            <Text as="span" fontWeight="semibold" data-testid="renew-preview-rent">
              <Figure>{format.money(yearlyRentOf(newPrice, renewed.contract_start, renewed.contract_end))}</Figure>
            </Text>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

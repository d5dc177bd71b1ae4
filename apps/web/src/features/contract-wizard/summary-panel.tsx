import { Box, Card, DataList, Separator, Text } from "@chakra-ui/react";
import { CHARGE_FIELDS, generateSchedule, ONE_TIME_FIELDS, yearlyRentOf } from "@amlak/domain";
import { checkAmount, money, type Money } from "@amlak/money";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { Figure } from "../../ui/data-table.tsx";
import type { PartiesProps } from "./parties-step.tsx";
import { scheduleView } from "./schedule-view.ts";

interface Props extends PartiesProps {
  vatRegistered: boolean;
}

/** An empty charge is no charge, as the schema reads it. */
const chargeText = (value: unknown) => String(value ?? "").trim() || "0";

/**
 * What the contract comes to so far, updated as the user types: the parties, the period, the rent and what the
 * schedule adds up to with VAT, from generateSchedule as soon as the period and rent can be read.
 */
export function SummaryPanel({ form, units, tenants, lessors, unit, vatRegistered }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const calendar = useUserCalendar();
  const values = useWatch({ control: form.control });

  const start = calendar.day(values.contract_start ?? "");
  const end = calendar.day(values.contract_end ?? "");
  const view = useMemo(() => {
    if (!start || !end) return null;
    const schedule = generateSchedule({
      contract_start: start,
      contract_end: end,
      price: String(values.price ?? ""),
      interval: Number(values.contract_interval),
      ...(Object.fromEntries([...CHARGE_FIELDS, ...ONE_TIME_FIELDS].map((field) => [field, chargeText(values[field])])) as Record<
        (typeof CHARGE_FIELDS)[number] | (typeof ONE_TIME_FIELDS)[number],
        string
      >),
      is_taxable: Boolean(values.is_taxable),
    });
    return schedule.ok ? { ...scheduleView(schedule.schedule, { vatRegistered }), months: schedule.schedule.months } : null;
  }, [start, end, values, vatRegistered]);

  const chosenUnit = units.find((option) => option.id === values.real_estate_id);
  const tenant = tenants.find((person) => person.id === values.tenant_id);
  const lessor = values.lessor_id ? lessors.find((person) => person.id === values.lessor_id)?.name : unit?.lessor_name;
  const price = checkAmount(String(values.price ?? ""), "positive");
  const rent = view?.groups.find((group) => group.type === "rent");
  // The deposit is held for the tenant, not a fee: it is shown on its own.
  const deposit = view?.groups.find((group) => group.type === "deposit");
  const fees = view?.groups
    .filter((group) => group.type !== "rent" && group.type !== "deposit")
    .reduce((sum, group) => sum.plus(group.price), money(0));

  const item = (key: string, value: React.ReactNode) => (
    <DataList.Item key={key} data-testid={`wizard-summary-${key}`}>
      <DataList.ItemLabel>{t(`contractWizard.summary.${key}`)}</DataList.ItemLabel>
      <DataList.ItemValue>
        {value === undefined || value === null || value === false || value === "" ? <Text color="fg.subtle">—</Text> : value}
      </DataList.ItemValue>
    </DataList.Item>
  );

  return (
    <Card.Root position={{ lg: "sticky" }} top="4" data-testid="wizard-summary">
      <Card.Header pb="2">
        <Card.Title textStyle="md">{t("contractWizard.summary.title")}</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        <DataList.Root orientation="horizontal" size="sm" gap="3">
          {item("unit", chosenUnit && (chosenUnit.compoundTitle ? `${chosenUnit.title} — ${chosenUnit.compoundTitle}` : chosenUnit.title))}
          {item("tenant", tenant?.name)}
          {item("lessor", lessor)}
          {item(
            "period",
            start && end && (
              <Box>
                <Text>
                  <Figure>{format.date(start)}</Figure> –
                </Text>
                <Text>
                  <Figure>{format.date(end)}</Figure>
                </Text>
                {view && (
                  <Text textStyle="xs" color="fg.muted">
                    {t("contractWizard.summary.months", { count: view.months })}
                  </Text>
                )}
              </Box>
            ),
          )}
          {item("interval", values.contract_interval && t(`contractWizard.interval.${values.contract_interval}`))}
          {item(
            "yearlyRent",
            price.ok && start && end && start < end && <Figure>{format.money(yearlyRentOf(price.value, start, end))}</Figure>,
          )}
          {item("instalment", rent && <InstalmentText prices={rent.lines.map((line) => line.price)} />)}
        </DataList.Root>
        <Separator my="4" />
        <DataList.Root orientation="horizontal" size="sm" gap="3">
          {item("rentTotal", rent && <Figure>{format.money(rent.price)}</Figure>)}
          {item("fees", fees && <Figure>{format.money(fees)}</Figure>)}
          {deposit && item("deposit", <Figure>{format.money(deposit.price)}</Figure>)}
          {item("vat", view && <Figure>{format.money(view.total.vat)}</Figure>)}
          {item(
            "total",
            view && (
              <Text as="span" fontWeight="semibold">
                <Figure>{format.money(view.total.total)}</Figure>
              </Text>
            ),
          )}
          {item("firstDue", view?.lines[0] && <Figure>{format.date(view.lines[0].due_date)}</Figure>)}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Equal instalments as "amount × n"; when the last carries the remainder, "amount × (n - 1) + last". */
function InstalmentText({ prices }: { prices: Money[] }) {
  const format = useFormat();
  const first = prices[0]!;
  const last = prices.at(-1)!;
  if (last.eq(first)) {
    return (
      <Figure>
        {format.money(first)} × {prices.length}
      </Figure>
    );
  }
  return (
    <Box>
      <Figure>
        {format.money(first)} × {prices.length - 1}
      </Figure>
      <Text textStyle="xs" color="fg.muted">
        + <Figure>{format.money(last)}</Figure>
      </Text>
    </Box>
  );
}

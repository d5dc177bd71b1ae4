import { Alert, Badge, Box, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { generateSchedule, scheduleInputOf } from "@amlak/domain";
import { toFixed2 } from "@amlak/money";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { Figure } from "../../ui/data-table.tsx";
import { scheduleView, type Amounts, type ScheduleView } from "./schedule-view.ts";
import { TermsTemplatePicker } from "./terms-template-picker.tsx";
import type { WizardForm } from "./use-rent-basis.ts";
import type { wizardSchema } from "./wizard-form.ts";

interface Props {
  form: WizardForm;
  schema: ReturnType<typeof wizardSchema>;
  vatRegistered: boolean;
}

/**
 * Step 4: every payment the contract will schedule, made by generateSchedule from the terms as the server reads them
 * (scheduleInputOf), with the VAT the ledger will charge; totals by type, then the schedule by type.
 */
export function ReviewStep({ form, schema, vatRegistered }: Props) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control });
  const view = useMemo(() => {
    const terms = schema.safeParse(values);
    if (!terms.success) return null;
    const schedule = generateSchedule(scheduleInputOf(terms.data));
    return schedule.ok ? { schedule: schedule.schedule, ...scheduleView(schedule.schedule, { vatRegistered }) } : null;
  }, [values, schema, vatRegistered]);

  if (!view) {
    return (
      <Alert.Root status="warning" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>{t("contractWizard.review.incomplete")}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="6" data-testid="wizard-review">
      <Text color="fg.muted">
        {t("contractWizard.review.lead", { months: view.schedule.months, instalments: view.schedule.instalments })}
      </Text>
      <TypeTotals view={view} />
      <Stack gap="5">
        <Text as="h3" fontWeight="semibold">
          {t("contractWizard.review.schedule")}
        </Text>
        {view.groups.map((group) => (
          <ScheduleGroup key={group.type} group={group} />
        ))}
      </Stack>
      <TermsTemplatePicker form={form} />
    </Stack>
  );
}

function TypeTotals({ view }: { view: ScheduleView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const amountCells = (amounts: Amounts) =>
    (["price", "vat", "total"] as const).map((key) => (
      <Table.Cell key={key} textAlign="end" hideBelow={key === "price" ? "md" : undefined}>
        <Figure>{format.money(amounts[key])}</Figure>
      </Table.Cell>
    ));
  return (
    <Table.Root size="sm" variant="outline" rounded="lg" data-testid="wizard-type-totals">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t("contractWizard.review.type")}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" hideBelow="md">
            {t("contractWizard.review.amount")}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t("contractWizard.review.vat")}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t("contractWizard.review.total")}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {view.groups.map((group) => (
          <Table.Row key={group.type} data-testid="wizard-type-total" data-type={group.type}>
            <Table.Cell>
              <HStack gap="2" wrap="wrap">
                <Text>{t(`contractWizard.type.${group.type}`)}</Text>
                <Badge variant="subtle" size="sm">
                  <Figure>{group.lines.length}</Figure>
                </Badge>
              </HStack>
            </Table.Cell>
            {amountCells(group)}
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row fontWeight="semibold" data-testid="wizard-grand-total">
          <Table.Cell>{t("contractWizard.review.grandTotal")}</Table.Cell>
          {amountCells(view.total)}
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}

function ScheduleGroup({ group }: { group: ScheduleView["groups"][number] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const hasVat = !group.vat.isZero();
  return (
    <Box data-testid="wizard-schedule-group" data-type={group.type}>
      <HStack justify="space-between" mb="2" gap="3" wrap="wrap">
        <Text fontWeight="medium">
          {t(`contractWizard.type.${group.type}`)} · {t("contractWizard.review.count", { count: group.lines.length })}
        </Text>
        <Figure>{format.money(group.total)}</Figure>
      </HStack>
      <Table.Root size="sm" variant="outline" rounded="lg">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="3rem" hideBelow="md">
              #
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t("contractWizard.review.dueDate")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("contractWizard.review.amount")}</Table.ColumnHeader>
            {hasVat && (
              <Table.ColumnHeader textAlign="end" hideBelow="md">
                {t("contractWizard.review.vat")}
              </Table.ColumnHeader>
            )}
            {hasVat && <Table.ColumnHeader textAlign="end">{t("contractWizard.review.total")}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {group.lines.map((line, k) => (
            <Table.Row
              key={line.index}
              data-testid="wizard-schedule-row"
              data-type={line.payment_type}
              data-due={line.due_date}
              data-price={toFixed2(line.price)}
              data-vat={toFixed2(line.vat)}
            >
              <Table.Cell hideBelow="md" color="fg.muted">
                <Figure>{k + 1}</Figure>
              </Table.Cell>
              <Table.Cell>
                <Figure>{format.date(line.due_date)}</Figure>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Figure>{format.money(line.price)}</Figure>
              </Table.Cell>
              {hasVat && (
                <Table.Cell textAlign="end" hideBelow="md">
                  <Figure>{format.money(line.vat)}</Figure>
                </Table.Cell>
              )}
              {hasVat && (
                <Table.Cell textAlign="end">
                  <Figure>{format.money(line.total)}</Figure>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

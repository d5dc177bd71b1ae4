import { Field, SimpleGrid, Stack } from "@chakra-ui/react";
import type { ReportName } from "@amlak/domain";
import { REPORT_CONTRACT_STATUSES, REPORT_PAYMENT_STATUSES } from "@amlak/schemas";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import { DateInput } from "../../ui/date-input.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { SwitchField } from "../../ui/switch-field.tsx";
import { useCategoryNames } from "../payments/payment-row.ts";
import { REPORT_CALLS, type DateErrors, type ReportForm } from "./report-form.ts";
import { contactLabel } from "../contacts/contact-label.ts";

interface Props {
  report: ReportName;
  form: ReportForm;
  onChange: (changes: Partial<ReportForm>) => void;
  errors: DateErrors;
}

/** The filters the report's call takes (SPEC §7), and only those. */
export function ReportFilterFields({ report, form, onChange, errors }: Props) {
  const { t } = useTranslation();
  const takes = new Set<string>(REPORT_CALLS[report].filters);
  const lessors = trpc.contacts.find.useQuery({ type: "lessor" });
  const tenants = trpc.contacts.find.useQuery({ type: "tenant" }, { enabled: takes.has("tenant_id") });
  const properties = trpc.realEstates.find.useQuery({});
  const { categories } = useCategoryNames();
  const paymentStatuses = REPORT_PAYMENT_STATUSES.filter((status) => status !== "All");

  return (
    <Stack gap="4" data-testid="report-filters">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="start">
        <FilterSelect
          label={t("reportsScreen.filter.lessor")}
          allLabel={t("reportsScreen.filter.allLessors")}
          value={form.lessor}
          options={(lessors.data ?? []).map((lessor) => ({ value: lessor.id, label: contactLabel(lessor) }))}
          onChange={(lessor) => onChange({ lessor })}
          showLabel
          testId="report-filter-lessor"
        />
        <FilterSelect
          label={t("reportsScreen.filter.property")}
          allLabel={t("reportsScreen.filter.allProperties")}
          value={form.real_estate_id}
          options={(properties.data ?? []).map((property) => ({ value: property.id, label: property.title }))}
          onChange={(real_estate_id) => onChange({ real_estate_id })}
          showLabel
          testId="report-filter-property"
        />
        {takes.has("tenant_id") && (
          <FilterSelect
            label={t("reportsScreen.filter.tenant")}
            allLabel={t("reportsScreen.filter.allTenants")}
            value={form.tenant_id}
            options={(tenants.data ?? []).map((tenant) => ({ value: tenant.id, label: contactLabel(tenant) }))}
            onChange={(tenant_id) => onChange({ tenant_id })}
            showLabel
            testId="report-filter-tenant"
          />
        )}
        {takes.has("start_date") && (
          <DateField
            label={t("reportsScreen.filter.startDate")}
            value={form.start_date}
            error={errors.start_date}
            onChange={(start_date) => onChange({ start_date })}
            testId="report-filter-start"
          />
        )}
        {takes.has("end_date") && (
          <DateField
            label={t("reportsScreen.filter.endDate")}
            value={form.end_date}
            error={errors.end_date}
            onChange={(end_date) => onChange({ end_date })}
            testId="report-filter-end"
          />
        )}
        {takes.has("contract_status") && (
          <FilterSelect
            label={t("reportsScreen.filter.contractStatus")}
            allLabel={t("reportsScreen.filter.allStatuses")}
            value={form.contract_status}
            options={REPORT_CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`reportsScreen.contractStatus.${status}`) }))}
            onChange={(contract_status) => onChange({ contract_status })}
            showLabel
            testId="report-filter-contract-status"
          />
        )}
        {takes.has("payment_status") && (
          <FilterSelect
            label={t("reportsScreen.filter.paymentStatus")}
            allLabel={t("reportsScreen.paymentStatus.All")}
            value={form.payment_status === "All" ? undefined : form.payment_status}
            options={paymentStatuses.map((status) => ({ value: status, label: t(`reportsScreen.paymentStatus.${status}`) }))}
            onChange={(status) => onChange({ payment_status: status ?? "All" })}
            showLabel
            testId="report-filter-payment-status"
          />
        )}
        {takes.has("payment_category_agent_view_id") && (
          <FilterSelect
            label={t("reportsScreen.filter.paymentCategory")}
            allLabel={t("reportsScreen.filter.allCategories")}
            value={form.payment_category_agent_view_id}
            options={categories.map((category) => ({ value: category.code, label: category.name }))}
            onChange={(payment_category_agent_view_id) => onChange({ payment_category_agent_view_id })}
            showLabel
            testId="report-filter-payment-category"
          />
        )}
      </SimpleGrid>
      {(takes.has("show_all_summary") || takes.has("show_received_by")) && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {takes.has("show_all_summary") && (
            <SwitchField
              name="show_all_summary"
              value={form.show_all_summary}
              onChange={(show_all_summary) => onChange({ show_all_summary })}
              onBlur={() => undefined}
              label={t("reportsScreen.filter.showAllSummary")}
              hint={t("reportsScreen.filter.showAllSummaryHint")}
              data-testid="report-filter-show-all-summary"
            />
          )}
          {takes.has("show_received_by") && (
            <SwitchField
              name="show_received_by"
              value={form.show_received_by}
              onChange={(show_received_by) => onChange({ show_received_by })}
              onBlur={() => undefined}
              label={t("reportsScreen.filter.showReceivedBy")}
              hint={t("reportsScreen.filter.showReceivedByHint")}
              data-testid="report-filter-show-received-by"
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function DateField({
  label,
  value,
  error,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <DateInput value={value} onChange={onChange} size="sm" invalid={Boolean(error)} aria-label={label} data-testid={testId} />
      <Field.ErrorText data-testid={`${testId}-error`}>{error && t(error)}</Field.ErrorText>
    </Field.Root>
  );
}

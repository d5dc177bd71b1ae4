import { Button, Field, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { hiddenPaymentTypes } from "@amlak/domain";
import { PAYMENT_DIRECTIONS, ZDateSchema } from "@amlak/schemas";
import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { DateInput, typedDate } from "./date-input.tsx";
import type { PaymentFilters } from "./use-payment-filters.ts";
import { useCategoryNames } from "./payment-row.ts";

interface Option {
  value: string;
  label: string;
}

function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  all: string;
  value: string | undefined;
  options: Option[];
  onChange: (value: string | undefined) => void;
  testId: string;
}) {
  return (
    <Field.Root>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ""} onChange={(event) => onChange(event.target.value || undefined)} data-testid={testId}>
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A typed date that filters once it is a whole date (on leaving the field or Enter); emptied, it stops filtering. */
function DateFilter({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string | undefined;
  onChange: (iso: string | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? typedDate(value) : "");
  const [error, setError] = useState<string | null>(null);
  const apply = (typed: string) => {
    if (typed.trim() === "") {
      setError(null);
      onChange(undefined);
      return;
    }
    const parsed = ZDateSchema.safeParse(typed);
    if (parsed.success) {
      setError(null);
      onChange(parsed.data);
    } else setError(parsed.error.issues[0]?.message ?? "date.format");
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <DateInput
        value={text}
        onChange={(typed) => {
          setText(typed);
          // A date chosen in the calendar is whole at once.
          if (/^\d{4}\/\d{2}\/\d{2}$/.test(typed)) apply(typed);
        }}
        onBlur={() => apply(text)}
        invalid={Boolean(error)}
        aria-label={label}
        data-testid={testId}
      />
      <Field.ErrorText>{error && t(error)}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The payments page's filters besides the chips (SCREENS "filters by dates, type, direction, lessor, unit"): inline
 * above the table on a wide screen, in a drawer on a phone. Each writes the URL at once.
 */
export function PaymentFilterFields({
  filters,
  columns,
}: {
  filters: PaymentFilters;
  columns: { base: number; md?: number; xl?: number };
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const lessors = trpc.contacts.find.useQuery({ type: "lessor" });
  const units = trpc.realEstates.find.useQuery({});
  const { categories } = useCategoryNames();
  const hidden = new Set<string>(user ? hiddenPaymentTypes(user.type) : []);
  const { chosen, set } = filters;

  return (
    <SimpleGrid columns={columns} gap="3" alignItems="end" data-testid="payment-filters">
      <FilterSelect
        label={t("paymentsScreen.filter.lessor")}
        all={t("paymentsScreen.filter.allLessors")}
        value={chosen.lessor}
        options={(lessors.data ?? []).map((lessor) => ({ value: lessor.id, label: lessor.name }))}
        onChange={(value) => set("lessor", value)}
        testId="filter-lessor"
      />
      <FilterSelect
        label={t("paymentsScreen.filter.unit")}
        all={t("paymentsScreen.filter.allUnits")}
        value={chosen.unit}
        options={(units.data ?? []).map((unit) => ({ value: unit.id, label: unit.title }))}
        onChange={(value) => set("unit", value)}
        testId="filter-unit"
      />
      <FilterSelect
        label={t("paymentsScreen.filter.type")}
        all={t("paymentsScreen.filter.allTypes")}
        value={chosen.type}
        options={categories
          .filter((category) => !hidden.has(category.code))
          .map((category) => ({ value: category.code, label: category.name }))}
        onChange={(value) => set("type", value)}
        testId="filter-type"
      />
      <FilterSelect
        label={t("paymentsScreen.filter.direction")}
        all={t("paymentsScreen.filter.allDirections")}
        value={chosen.kind}
        options={PAYMENT_DIRECTIONS.map((direction) => ({ value: direction, label: t(`paymentsScreen.direction.${direction}`) }))}
        onChange={(value) => set("kind", value)}
        testId="filter-direction"
      />
      <DateFilter
        key={`from-${chosen.from ?? ""}`}
        label={t("paymentsScreen.filter.from")}
        value={chosen.from}
        onChange={(iso) => set("from", iso)}
        testId="filter-from"
      />
      <DateFilter
        key={`to-${chosen.to ?? ""}`}
        label={t("paymentsScreen.filter.to")}
        value={chosen.to}
        onChange={(iso) => set("to", iso)}
        testId="filter-to"
      />
      {filters.active > 0 && (
        <Button variant="ghost" size="sm" onClick={filters.clear} data-testid="filter-clear">
          <X /> {t("paymentsScreen.filter.clear")}
        </Button>
      )}
    </SimpleGrid>
  );
}

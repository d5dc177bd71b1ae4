import { Button, SimpleGrid } from "@chakra-ui/react";
import { hiddenPaymentTypes } from "@amlak/domain";
import { PAYMENT_DIRECTIONS } from "@amlak/schemas";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { DateFilter } from "../../ui/date-filter.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import type { PaymentFilters } from "./use-payment-filters.ts";
import { useCategoryNames } from "./payment-row.ts";
import { contactLabel } from "../contacts/contact-label.ts";

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
        allLabel={t("paymentsScreen.filter.allLessors")}
        value={chosen.lessor}
        options={(lessors.data ?? []).map((lessor) => ({ value: lessor.id, label: contactLabel(lessor) }))}
        onChange={(value) => set("lessor", value)}
        showLabel
        testId="filter-lessor"
      />
      <FilterSelect
        label={t("paymentsScreen.filter.unit")}
        allLabel={t("paymentsScreen.filter.allUnits")}
        value={chosen.unit}
        options={(units.data ?? []).map((unit) => ({ value: unit.id, label: unit.title }))}
        onChange={(value) => set("unit", value)}
        showLabel
        testId="filter-unit"
      />
      <FilterSelect
        label={t("paymentsScreen.filter.type")}
        allLabel={t("paymentsScreen.filter.allTypes")}
        value={chosen.type}
        options={categories
          .filter((category) => !hidden.has(category.code))
          .map((category) => ({ value: category.code, label: category.name }))}
        onChange={(value) => set("type", value)}
        showLabel
        testId="filter-type"
      />
      <FilterSelect
        label={t("paymentsScreen.filter.direction")}
        allLabel={t("paymentsScreen.filter.allDirections")}
        value={chosen.kind}
        options={PAYMENT_DIRECTIONS.map((direction) => ({ value: direction, label: t(`paymentsScreen.direction.${direction}`) }))}
        onChange={(value) => set("kind", value)}
        showLabel
        testId="filter-direction"
      />
      <DateFilter label={t("paymentsScreen.filter.from")} value={chosen.from} onChange={(iso) => set("from", iso)} testId="filter-from" />
      <DateFilter label={t("paymentsScreen.filter.to")} value={chosen.to} onChange={(iso) => set("to", iso)} testId="filter-to" />
      {filters.active > 0 && (
        <Button variant="ghost" size="sm" onClick={filters.clear} data-testid="filter-clear">
          <X /> {t("paymentsScreen.filter.clear")}
        </Button>
      )}
    </SimpleGrid>
  );
}

import { SegmentGroup } from "@chakra-ui/react";
import { PACKAGES } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import type { Billing } from "./plan-price.ts";

const BEST_YEARLY_SAVING = Math.max(...PACKAGES.map((plan) => plan.yearlySavingPercent));

export function BillingToggle({ value, onChange }: { value: Billing; onChange: (billing: Billing) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentGroup.Root
      size="lg"
      value={value}
      onValueChange={(details) => onChange(details.value === "yearly" ? "yearly" : "monthly")}
      data-testid="billing-toggle"
    >
      <SegmentGroup.Indicator bg="brand.solid" />
      {/* The chosen label sits on the indicator's brand colour: its text takes the brand's contrast colour (axe). */}
      <SegmentGroup.Items
        _checked={{ color: "brand.contrast" }}
        items={[
          { value: "monthly", label: t("pricing.monthly") },
          { value: "yearly", label: t("pricing.yearly", { percent: BEST_YEARLY_SAVING }) },
        ]}
      />
    </SegmentGroup.Root>
  );
}

import { SegmentGroup } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { PricedPackage } from "../site/public-api.ts";
import type { Billing } from "./plan-price.ts";

interface Props {
  value: Billing;
  onChange: (billing: Billing) => void;
  /** The packages on offer: the yearly choice shows the best saving among them. */
  packages: readonly Pick<PricedPackage, "yearlySavingPercent">[];
}

export function BillingToggle({ value, onChange, packages }: Props) {
  const { t } = useTranslation();
  const bestYearlySaving = Math.max(...packages.map((plan) => plan.yearlySavingPercent));
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
          { value: "yearly", label: t("pricing.yearly", { percent: bestYearlySaving }) },
        ]}
      />
    </SegmentGroup.Root>
  );
}

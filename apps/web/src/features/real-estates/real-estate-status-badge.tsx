import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

// SCREENS: Rented green, Vacant grey, Reserved amber, the same everywhere.
const PALETTES: Partial<Record<string, string>> = { rented: "green", vacant: "gray", reserved: "orange" };

/** Rented, Vacant or Reserved; a unit without a status shows a dash. */
export function RealEstateStatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (!status) return "—";
  const key = status.toLowerCase();
  return (
    <Badge colorPalette={PALETTES[key] ?? "gray"} variant="subtle">
      {t(`realEstate.status.${key}`)}
    </Badge>
  );
}

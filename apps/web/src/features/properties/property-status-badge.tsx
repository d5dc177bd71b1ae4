import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

const PALETTES: Partial<Record<string, string>> = { rented: "green", vacant: "red", reserved: "orange" };

/** Rented, Vacant or Reserved; a unit without a status shows a dash. */
export function PropertyStatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation();
  if (!status) return "—";
  const key = status.toLowerCase();
  return (
    <Badge colorPalette={PALETTES[key] ?? "gray"} variant="subtle">
      {t(`realEstate.status.${key}`)}
    </Badge>
  );
}

import { Badge, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";

type ContractStatus = RouterOutputs["contracts"]["get"]["status"];

// Ongoing green, upcoming amber (as a reserved unit), completed grey, cancelled red; the word is always there.
const PALETTES: Record<ContractStatus, string> = {
  Contract_Ongoing: "green",
  Contract_Upcoming: "orange",
  Contract_Completed: "gray",
  Contract_Cancelled: "red",
};

export function ContractStatusBadge({ status, size = "sm" }: { status: ContractStatus; size?: "sm" | "md" | "lg" }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTES[status]} variant="subtle" size={size} data-testid="contract-status" data-status={status}>
      {t(`contractsScreen.status.${status}`)}
    </Badge>
  );
}

/** A lease's period, start to end, each date in the user's calendar and kept left to right. */
export function Period({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <HStack as="span" gap="1.5" wrap="wrap" display="inline-flex">
      <Figure>{format.date(start)}</Figure>
      <Text as="span" color="fg.muted" textStyle="xs">
        {t("contractsScreen.periodTo")}
      </Text>
      <Figure>{format.date(end)}</Figure>
    </HStack>
  );
}

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** How long an ongoing lease has left, when it ends within 3 months (SPEC §9 contract-end filters); nothing otherwise. */
export function EndsIn({ status, end, today }: { status: ContractStatus; end: string; today: string }) {
  const { t } = useTranslation();
  const days = daysBetween(today, end);
  if (status !== "Contract_Ongoing" || days > 92 || days < 0) return null;
  return (
    <Text as="span" textStyle="xs" color={days <= 30 ? "fg.error" : "fg.warning"} data-testid="contract-ends-in">
      {t("contractsScreen.endsIn", { count: days })}
    </Text>
  );
}

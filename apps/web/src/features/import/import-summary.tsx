import { SimpleGrid, Stat } from "@chakra-ui/react";
import { Building2, CircleAlert, FileSignature, Home, ReceiptText, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";

type Summary = RouterOutputs["imports"]["preview"]["summary"];

const FIGURES = [
  { key: "compounds", icon: Building2 },
  { key: "units", icon: Home },
  { key: "contacts", icon: Users },
  { key: "contracts", icon: FileSignature },
  { key: "payments", icon: ReceiptText },
] as const;

/** What the file adds (SCREENS "Import": a summary before Import), and how many cells need fixing. */
export function ImportSummary({ summary, errors }: { summary: Summary; errors?: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: errors === undefined ? 5 : 6 }} gap="3" data-testid="import-summary">
      {FIGURES.map(({ key, icon: Icon }) => (
        <Stat.Root key={key} borderWidth="1px" rounded="lg" p="3" bg="bg.subtle" minW="0" data-testid={`import-summary-${key}`}>
          <Stat.Label gap="1.5">
            <Icon size={14} aria-hidden />
            {t(`importScreen.summary.${key}`)}
          </Stat.Label>
          <Stat.ValueText>
            <Figure>{summary[key].toLocaleString("en-US")}</Figure>
          </Stat.ValueText>
        </Stat.Root>
      ))}
      {errors !== undefined && (
        <Stat.Root
          borderWidth="1px"
          rounded="lg"
          p="3"
          minW="0"
          bg={errors ? "bg.error" : "bg.subtle"}
          borderColor={errors ? "border.error" : undefined}
          data-testid="import-summary-errors"
        >
          <Stat.Label gap="1.5" color={errors ? "fg.error" : undefined}>
            <CircleAlert size={14} aria-hidden />
            {t("importScreen.summary.errors")}
          </Stat.Label>
          <Stat.ValueText color={errors ? "fg.error" : undefined}>
            <Figure>{errors.toLocaleString("en-US")}</Figure>
          </Stat.ValueText>
        </Stat.Root>
      )}
    </SimpleGrid>
  );
}

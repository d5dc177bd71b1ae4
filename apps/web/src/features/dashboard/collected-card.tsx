import { Progress } from "@chakra-ui/react";
import { Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { LISTS, useListHref } from "./dashboard-links.ts";
import { percentOf, type IncomeDue } from "./dashboard-data.ts";
import { StatCard } from "./stat-card.tsx";

interface Props {
  /** Income falling due in the period (this month or this year); undefined while loading. */
  income: IncomeDue | undefined;
  label: string;
  testId: string;
}

/** What was collected of the income due in a period, with a progress bar; the figure opens the paid income. */
export function CollectedCard({ income, label, testId }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const href = useListHref();
  const share = income ? percentOf(income.paid.amount.toNumber(), income.due.amount.toNumber()) : 0;
  return (
    <StatCard
      testId={testId}
      icon={Wallet}
      palette="green"
      label={label}
      value={income && format.money(income.paid.amount)}
      href={income && href(LISTS.incomePaid(income))}
      // The amount keeps its own left-to-right run inside the sentence.
      hint={income && t("dashboardScreen.collected.ofDue", { amount: `\u2066${format.money(income.due.amount)}\u2069` })}
    >
      {income && (
        <Progress.Root value={share} size="sm" colorPalette="green" mt="2" data-testid={`${testId}-progress`}>
          <Progress.Label srOnly>{label}</Progress.Label>
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText textStyle="xs" color="fg.muted" mt="1">
            {t("dashboardScreen.collected.share", { value: share })}
          </Progress.ValueText>
        </Progress.Root>
      )}
    </StatCard>
  );
}

import { Tabs } from "@chakra-ui/react";
import type { MenuEntry } from "@amlak/domain";
import { BookOpen, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { JournalTab } from "./journal-tab.tsx";
import { TrialBalanceTab } from "./trial-balance-tab.tsx";
import { useTab } from "../../lib/url-state.ts";

const TABS = ["journal", "trialBalance"] as const;

/** The books for accountants (SCREENS "Books"), read-only: the journal and the trial balance, the tab in ?tab=. */
export function BooksPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const [tab, setTab] = useTab(TABS);
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as (typeof TABS)[number])} lazyMount unmountOnExit>
      <Tabs.List aria-label={t(entry.titleKey)} mb="4">
        <Tabs.Trigger value="journal" data-testid="books-tab-journal">
          <BookOpen />
          {t("booksScreen.tab.journal")}
        </Tabs.Trigger>
        <Tabs.Trigger value="trialBalance" data-testid="books-tab-trial-balance">
          <Scale />
          {t("booksScreen.tab.trialBalance")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="journal" pt="0">
        <JournalTab />
      </Tabs.Content>
      <Tabs.Content value="trialBalance" pt="0">
        <TrialBalanceTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}

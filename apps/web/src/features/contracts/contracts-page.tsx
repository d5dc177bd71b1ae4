import { Box, Button, Flex, Tabs } from "@chakra-ui/react";
import { mayPerform, type MenuEntry } from "@amlak/domain";
import { FileSignature, FileStack, FileText, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { useTab } from "../../lib/url-state.ts";
import { ContractsTable } from "./contracts-table.tsx";
import { DraftsTab } from "./drafts-tab.tsx";
import { QuotationsTab } from "./quotations-tab.tsx";
import { FloatingAction } from "../../ui/floating-action.tsx";

const TABS = ["contracts", "drafts", "quotations"] as const;
type Tab = (typeof TABS)[number];

/** The page's primary action: the contract stepper (SCREENS "Contract stepper"), for whoever may prepare contracts. */
function NewContractButton() {
  const { t } = useTranslation();
  return (
    <Button asChild size="sm" colorPalette="brand" data-testid="contract-new">
      <Link href="/contracts/new">
        <Plus /> {t("contractsScreen.new")}
      </Link>
    </Button>
  );
}

/**
 * Lease contracts (SCREENS "One pattern for every page"): the contracts table, and for those who prepare contracts
 * their drafts and rent quotations in tabs of their own (?tab=), with "New contract" at the inline end.
 */
export function ContractsPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const mayDraft = Boolean(user && mayPerform(user.type, "contracts.draft"));
  // Another tab's page, order and filters mean nothing in this one.
  const [chosen, setTab] = useTab(TABS, ["status", "lessor", "property"]);
  const tab: Tab = mayDraft ? chosen : "contracts";
  const newContract = mayDraft ? <NewContractButton /> : undefined;

  if (!mayDraft) return <ContractsTable newContract={newContract} />;
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)} lazyMount unmountOnExit>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap" mb="4">
        <Box maxW="full" overflowX="auto">
          <Tabs.List aria-label={t(entry.titleKey)} borderBottomWidth="0">
            <Tabs.Trigger value="contracts" data-testid="contracts-tab-contracts">
              <FileSignature />
              {t("contractsScreen.tab.contracts")}
            </Tabs.Trigger>
            <Tabs.Trigger value="drafts" data-testid="contracts-tab-drafts">
              <FileStack />
              {t("contractsScreen.tab.drafts")}
            </Tabs.Trigger>
            <Tabs.Trigger value="quotations" data-testid="contracts-tab-quotations">
              <FileText />
              {t("contractsScreen.tab.quotations")}
            </Tabs.Trigger>
          </Tabs.List>
        </Box>
        <FloatingAction>{newContract}</FloatingAction>
      </Flex>
      <Tabs.Content value="contracts" pt="0">
        <ContractsTable newContract={newContract} />
      </Tabs.Content>
      <Tabs.Content value="drafts" pt="0">
        <DraftsTab newContract={newContract} />
      </Tabs.Content>
      <Tabs.Content value="quotations" pt="0">
        <QuotationsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}

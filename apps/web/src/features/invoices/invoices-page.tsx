import { Flex, Tabs } from "@chakra-ui/react";
import type { MenuEntry } from "@amlak/domain";
import { HandCoins, ReceiptText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { urlId, useTab, useUrlParams } from "../../lib/url-state.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { LIST_DATE_LABELS, useDateRange } from "../books/date-range-filter.tsx";
import { DateRangeFilter } from "../../ui/date-range-filter.tsx";
import { FiltersDrawer } from "../../ui/filters-drawer.tsx";
import { DocumentViewer } from "./document-viewer.tsx";
import { InvoicesTable } from "./invoices-table.tsx";
import { ReceiptsTable } from "./receipts-table.tsx";

const TABS = ["invoices", "receipts"] as const;

/**
 * Tax invoices and cash receipts (SCREENS "Invoices and receipts"): each list by issue dates and the top bar's search;
 * a row opens the document itself (?invoice=<id>, ?note=<id> or ?receipt=<id>, so back closes it and a link opens it).
 */
export function InvoicesPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const [tab, setTab] = useTab(TABS);
  const searchText = useSearchText();
  const range = useDateRange();
  const filters = { searchText, ...range.query };
  const url = useUrlParams();
  const withDocument = (key: "invoice" | "receipt" | "note") => (id: string) =>
    `/invoices${url.search({ invoice: null, receipt: null, note: null, [key]: id }, { reset: [] })}`;
  const close = () => url.set({ invoice: null, receipt: null, note: null }, { reset: [] });
  const invoice = url.get("invoice", urlId);
  const receipt = url.get("receipt", urlId);
  const note = url.get("note", urlId);
  const notes = { href: withDocument("note"), open: (id: string) => url.set({ invoice: null, note: id }, { reset: [] }) };

  return (
    <>
      {invoice && <DocumentViewer key={invoice} kind="invoice" id={invoice} onClose={close} notes={notes} />}
      {!invoice && note && <DocumentViewer key={note} kind="note" id={note} onClose={close} />}
      {!invoice && !note && receipt && <DocumentViewer key={receipt} kind="receipt" id={receipt} onClose={close} />}
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as (typeof TABS)[number])} lazyMount unmountOnExit>
        <Flex gap="3" wrap="wrap" align="end" justify="space-between" mb="4">
          <Tabs.List aria-label={t(entry.titleKey)} flex="1" minW="max-content">
            <Tabs.Trigger value="invoices" data-testid="invoices-tab-invoices">
              <ReceiptText />
              {t("invoicesScreen.tab.invoices")}
            </Tabs.Trigger>
            <Tabs.Trigger value="receipts" data-testid="invoices-tab-receipts">
              <HandCoins />
              {t("invoicesScreen.tab.receipts")}
            </Tabs.Trigger>
          </Tabs.List>
          <FiltersDrawer active={[range.from, range.to].filter(Boolean).length}>
            {() => <DateRangeFilter range={range} labels={LIST_DATE_LABELS} testId="documents-date" />}
          </FiltersDrawer>
        </Flex>
        <Tabs.Content value="invoices" pt="0">
          <InvoicesTable filters={filters} open={withDocument("invoice")} />
        </Tabs.Content>
        <Tabs.Content value="receipts" pt="0">
          <ReceiptsTable filters={filters} open={withDocument("receipt")} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

import type { MenuEntry } from "@amlak/domain";
import { lazy, Suspense, type ComponentType } from "react";
import { Skeleton, Stack } from "@chakra-ui/react";
import { UpcomingPage } from "../features/upcoming/upcoming-page.tsx";

type Page = ComponentType<{ entry: MenuEntry }>;

/** A page's code loads when it is first opened (SCREENS: the first screen does not wait for the whole app). */
const onDemand = <Name extends string>(load: () => Promise<Record<Name, Page>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

/** The pages built so far, by menu key; the rest show what they will hold (UpcomingPage). */
const PAGES: Partial<Record<string, Page>> = {
  dashboard: onDemand(() => import("../features/dashboard/dashboard-page.tsx"), "DashboardPage"),
  realEstates: onDemand(() => import("../features/real-estates/real-estates-page.tsx"), "RealEstatesPage"),
  realEstate: onDemand(() => import("../features/real-estates/real-estate-page.tsx"), "RealEstatePage"),
  contracts: onDemand(() => import("../features/contracts/contracts-page.tsx"), "ContractsPage"),
  contractNew: onDemand(() => import("../features/contract-wizard/contract-wizard-page.tsx"), "ContractWizardPage"),
  contract: onDemand(() => import("../features/contracts/contract-page.tsx"), "ContractPage"),
  importData: onDemand(() => import("../features/import/import-page.tsx"), "ImportPage"),
  payments: onDemand(() => import("../features/payments/payments-page.tsx"), "PaymentsPage"),
  invoices: onDemand(() => import("../features/invoices/invoices-page.tsx"), "InvoicesPage"),
  tasks: onDemand(() => import("../features/tasks/tasks-page.tsx"), "TasksPage"),
  contacts: onDemand(() => import("../features/contacts/contacts-page.tsx"), "ContactsPage"),
  contact: onDemand(() => import("../features/contacts/contact-page.tsx"), "ContactPage"),
  contactUs: onDemand(() => import("../features/contact-us/contact-us-page.tsx"), "ContactUsPage"),
  archive: onDemand(() => import("../features/documents/archive-page.tsx"), "ArchivePage"),
  reports: onDemand(() => import("../features/reports/reports-page.tsx"), "ReportsPage"),
  books: onDemand(() => import("../features/books/books-page.tsx"), "BooksPage"),
  settings: onDemand(() => import("../features/settings/settings-page.tsx"), "SettingsPage"),
  profile: onDemand(() => import("../features/profile/profile-page.tsx"), "ProfilePage"),
};

export function MenuPage({ entry }: { entry: MenuEntry }) {
  const Page = PAGES[entry.key];
  if (!Page) return <UpcomingPage entry={entry} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page entry={entry} />
    </Suspense>
  );
}

function PageLoading() {
  return (
    <Stack gap="3" data-testid="page-loading">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height="12" />
      ))}
    </Stack>
  );
}

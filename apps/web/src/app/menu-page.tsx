import type { MenuEntry, UserType } from "@amlak/domain";
import type { ComponentType } from "react";
import { Skeleton, Stack } from "@chakra-ui/react";
import { UpcomingPage } from "../features/upcoming/upcoming-page.tsx";
import { isStaffDashboard } from "../lib/staff-dashboard.ts";
import { onDemand, type OnDemand } from "./on-demand.tsx";

type Page = OnDemand<{ entry: MenuEntry }>;

/** A menu page's code loads when it is first opened; its skeleton stands in meanwhile. */
const page = (load: () => Promise<ComponentType<{ entry: MenuEntry }>>): Page => onDemand(load, <PageLoading />);

/** Staff share /dashboard's menu entry with members but not its page; system's /operationalDashboard is the same. */
const STAFF_DASHBOARD = page(async () => (await import("../features/staff-dashboard/staff-dashboard-page.tsx")).StaffDashboardPage);

/** The pages built so far, by menu key; the rest show what they will hold (UpcomingPage). */
const PAGES: Partial<Record<string, Page>> = {
  dashboard: page(async () => (await import("../features/dashboard/dashboard-page.tsx")).DashboardPage),
  realEstates: page(async () => (await import("../features/real-estates/real-estates-page.tsx")).RealEstatesPage),
  realEstate: page(async () => (await import("../features/real-estates/real-estate-page.tsx")).RealEstatePage),
  contracts: page(async () => (await import("../features/contracts/contracts-page.tsx")).ContractsPage),
  contractNew: page(async () => (await import("../features/contract-wizard/contract-wizard-page.tsx")).ContractWizardPage),
  contract: page(async () => (await import("../features/contracts/contract-page.tsx")).ContractPage),
  importData: page(async () => (await import("../features/import/import-page.tsx")).ImportPage),
  payments: page(async () => (await import("../features/payments/payments-page.tsx")).PaymentsPage),
  invoices: page(async () => (await import("../features/invoices/invoices-page.tsx")).InvoicesPage),
  tasks: page(async () => (await import("../features/tasks/tasks-page.tsx")).TasksPage),
  contacts: page(async () => (await import("../features/contacts/contacts-page.tsx")).ContactsPage),
  contact: page(async () => (await import("../features/contacts/contact-page.tsx")).ContactPage),
  contactUs: page(async () => (await import("../features/contact-us/contact-us-page.tsx")).ContactUsPage),
  archive: page(async () => (await import("../features/documents/archive-page.tsx")).ArchivePage),
  reports: page(async () => (await import("../features/reports/reports-page.tsx")).ReportsPage),
  books: page(async () => (await import("../features/books/books-page.tsx")).BooksPage),
  settings: page(async () => (await import("../features/settings/settings-page.tsx")).SettingsPage),
  profile: page(async () => (await import("../features/profile/profile-page.tsx")).ProfilePage),
  paymentStatus: page(async () => (await import("../features/payment-status/payment-status-page.tsx")).PaymentStatusPage),
  confirmation: page(async () => (await import("../features/email-confirmation/confirmation-page.tsx")).ConfirmationPage),
  termsPolicy: page(async () => (await import("../features/terms-policy/terms-policy-page.tsx")).TermsPolicyPage),
  marketers: page(async () => (await import("../features/marketers/marketers-page.tsx")).MarketersPage),
  adminReports: page(async () => (await import("../features/admin-reports/admin-reports-page.tsx")).AdminReportsPage),
  blogsManagement: page(async () => (await import("../features/blogs-management/blogs-management-page.tsx")).BlogsManagementPage),
  supportInbox: page(async () => (await import("../features/support-inbox/support-inbox-page.tsx")).SupportInboxPage),
  operationalDashboard: STAFF_DASHBOARD,
  adminConfiguration: page(
    async () => (await import("../features/admin-configuration/admin-configuration-page.tsx")).AdminConfigurationPage,
  ),
};

/**
 * Starts loading a page's code, once: the signed-in area asks for it before the user's authorization has arrived, so
 * the two load side by side instead of one after the other.
 */
export const preloadPage = (key: string, type: UserType) => (isStaffDashboard(type, key) ? STAFF_DASHBOARD : PAGES[key])?.preload();

export function MenuPage({ entry, type }: { entry: MenuEntry; type: UserType }) {
  if (isStaffDashboard(type, entry.key)) return <STAFF_DASHBOARD entry={entry} />;
  const Page = PAGES[entry.key];
  return Page ? <Page entry={entry} /> : <UpcomingPage entry={entry} />;
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

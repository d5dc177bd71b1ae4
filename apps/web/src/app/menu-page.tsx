import type { MenuEntry, UserType } from "@amlak/domain";
import { useEffect, useState, type ComponentType } from "react";
import { Skeleton, Stack } from "@chakra-ui/react";
import { UpcomingPage } from "../features/upcoming/upcoming-page.tsx";
import { isStaffDashboard } from "../lib/staff-dashboard.ts";

type Page = ComponentType<{ entry: MenuEntry }>;

type OnDemandPage = Page & { preload(): Promise<unknown> };

/**
 * A page whose code loads when it is first opened (SCREENS: the first screen does not wait for the whole app). Not
 * React.lazy: a suspended page is revealed no sooner than 300 ms after its fallback (React's throttle), which was a
 * third of a list page's load; this one shows the skeleton until its code is here, then the page at once.
 */
function onDemand(load: () => Promise<Page>): OnDemandPage {
  let Loaded: Page | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => (failure = { error }),
    ));
  function OnDemand({ entry }: { entry: MenuEntry }) {
    const [, arrived] = useState(0);
    useEffect(() => {
      let mounted = true;
      if (!Loaded) void preload().then(() => mounted && arrived((count) => count + 1));
      return () => {
        mounted = false;
      };
    }, []);
    // Code that failed to load fails as a suspended page's did: the error reaches the root.
    if (failure) throw failure.error;
    return Loaded ? <Loaded entry={entry} /> : <PageLoading />;
  }
  return Object.assign(OnDemand, { preload });
}

/** Staff share /dashboard's menu entry with members but not its page; system's /operationalDashboard is the same. */
const STAFF_DASHBOARD = onDemand(async () => (await import("../features/staff-dashboard/staff-dashboard-page.tsx")).StaffDashboardPage);

/** The pages built so far, by menu key; the rest show what they will hold (UpcomingPage). */
const PAGES: Partial<Record<string, OnDemandPage>> = {
  dashboard: onDemand(async () => (await import("../features/dashboard/dashboard-page.tsx")).DashboardPage),
  realEstates: onDemand(async () => (await import("../features/real-estates/real-estates-page.tsx")).RealEstatesPage),
  realEstate: onDemand(async () => (await import("../features/real-estates/real-estate-page.tsx")).RealEstatePage),
  contracts: onDemand(async () => (await import("../features/contracts/contracts-page.tsx")).ContractsPage),
  contractNew: onDemand(async () => (await import("../features/contract-wizard/contract-wizard-page.tsx")).ContractWizardPage),
  contract: onDemand(async () => (await import("../features/contracts/contract-page.tsx")).ContractPage),
  importData: onDemand(async () => (await import("../features/import/import-page.tsx")).ImportPage),
  payments: onDemand(async () => (await import("../features/payments/payments-page.tsx")).PaymentsPage),
  invoices: onDemand(async () => (await import("../features/invoices/invoices-page.tsx")).InvoicesPage),
  tasks: onDemand(async () => (await import("../features/tasks/tasks-page.tsx")).TasksPage),
  contacts: onDemand(async () => (await import("../features/contacts/contacts-page.tsx")).ContactsPage),
  contact: onDemand(async () => (await import("../features/contacts/contact-page.tsx")).ContactPage),
  contactUs: onDemand(async () => (await import("../features/contact-us/contact-us-page.tsx")).ContactUsPage),
  archive: onDemand(async () => (await import("../features/documents/archive-page.tsx")).ArchivePage),
  reports: onDemand(async () => (await import("../features/reports/reports-page.tsx")).ReportsPage),
  books: onDemand(async () => (await import("../features/books/books-page.tsx")).BooksPage),
  settings: onDemand(async () => (await import("../features/settings/settings-page.tsx")).SettingsPage),
  profile: onDemand(async () => (await import("../features/profile/profile-page.tsx")).ProfilePage),
  paymentStatus: onDemand(async () => (await import("../features/payment-status/payment-status-page.tsx")).PaymentStatusPage),
  confirmation: onDemand(async () => (await import("../features/email-confirmation/confirmation-page.tsx")).ConfirmationPage),
  termsPolicy: onDemand(async () => (await import("../features/terms-policy/terms-policy-page.tsx")).TermsPolicyPage),
  marketers: onDemand(async () => (await import("../features/marketers/marketers-page.tsx")).MarketersPage),
  adminReports: onDemand(async () => (await import("../features/admin-reports/admin-reports-page.tsx")).AdminReportsPage),
  blogsManagement: onDemand(async () => (await import("../features/blogs-management/blogs-management-page.tsx")).BlogsManagementPage),
  supportInbox: onDemand(async () => (await import("../features/support-inbox/support-inbox-page.tsx")).SupportInboxPage),
  operationalDashboard: STAFF_DASHBOARD,
  adminConfiguration: onDemand(
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

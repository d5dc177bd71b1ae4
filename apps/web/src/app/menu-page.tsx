import type { MenuEntry } from "@amlak/domain";
import { ContactsPage } from "../features/contacts/contacts-page.tsx";
import { DashboardPage } from "../features/dashboard/dashboard-page.tsx";
import { RealEstatesPage } from "../features/real-estates/real-estates-page.tsx";
import { UpcomingPage } from "../features/upcoming/upcoming-page.tsx";

/** The pages built so far, by menu key; the rest show what they will hold (UpcomingPage). */
const PAGES: Partial<Record<string, React.ComponentType<{ entry: MenuEntry }>>> = {
  dashboard: DashboardPage,
  realEstates: RealEstatesPage,
  contacts: ContactsPage,
};

export function MenuPage({ entry }: { entry: MenuEntry }) {
  const Page = PAGES[entry.key];
  return Page ? <Page entry={entry} /> : <UpcomingPage entry={entry} />;
}

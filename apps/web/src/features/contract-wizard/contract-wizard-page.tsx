import type { MenuEntry } from "@amlak/domain";
import { UpcomingPage } from "../upcoming/upcoming-page.tsx";

export function ContractWizardPage({ entry }: { entry: MenuEntry }) {
  return <UpcomingPage entry={entry} />;
}

import type { MenuEntry } from "@amlak/domain";
import { CreditCard, ShieldCheck, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../ui/url-tabs.tsx";
import { ProfileTab } from "./profile-tab.tsx";
import { SecurityTab } from "./security-tab.tsx";
import { SubscriptionTab } from "./subscription-tab.tsx";

/**
 * The user's profile (SPEC §2 /profile): their details, their password and sessions, and the organization's package.
 * Other screens link to /profile?tab=Subscription (SPEC §2, §6): the tab values are kept as they are.
 */
export function ProfilePage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  return (
    <UrlTabs
      label={t(entry.titleKey)}
      testId="profile"
      tabs={[
        { value: "Profile", label: t("profile.tab.Profile"), icon: UserRound, content: <ProfileTab /> },
        { value: "Security", label: t("profile.tab.Security"), icon: ShieldCheck, content: <SecurityTab /> },
        { value: "Subscription", label: t("profile.tab.Subscription"), icon: CreditCard, content: <SubscriptionTab /> },
      ]}
    />
  );
}

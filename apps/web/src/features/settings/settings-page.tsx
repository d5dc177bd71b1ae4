import type { MenuEntry } from "@amlak/domain";
import { Building2, MessageSquareText, Palette, SlidersHorizontal, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { UrlTabs } from "../../ui/url-tabs.tsx";
import { BrandingTab } from "./branding-tab.tsx";
import { GeneralSettingsTab } from "./general-settings-tab.tsx";
import { MainInformationTab } from "./main-information-tab.tsx";
import { MessagesTab } from "./messages-tab.tsx";
import { UsersTab } from "./users-tab.tsx";

/**
 * Settings (SPEC §2 /MainManagement?tab=): the organization's main information, its users, general settings, branding and
 * the log of the messages sent for it.
 */
export function SettingsPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  return (
    <UrlTabs
      label={t(entry.titleKey)}
      testId="settings"
      tabs={[
        { value: "MainInformation", label: t("settings.tab.MainInformation"), icon: Building2, content: <MainInformationTab /> },
        { value: "Users", label: t("settings.tab.Users"), icon: Users, content: <UsersTab /> },
        { value: "GeneralSettings", label: t("settings.tab.GeneralSettings"), icon: SlidersHorizontal, content: <GeneralSettingsTab /> },
        { value: "Branding", label: t("settings.tab.Branding"), icon: Palette, content: <BrandingTab /> },
        { value: "Messages", label: t("settings.tab.Messages"), icon: MessageSquareText, content: <MessagesTab /> },
      ]}
    />
  );
}

import { DEFAULT_LANG, type Lang } from "./lang.ts";
import { documents as arDocuments } from "./locales/ar/documents.ts";
import { errors as arErrors } from "./locales/ar/errors.ts";
import { ledger as arLedger } from "./locales/ar/ledger.ts";
import { validation as arValidation } from "./locales/ar/validation.ts";
import { paymentsScreen as arPaymentsScreen } from "./locales/ar/payments-screen.ts";
import { contractsScreen as arContractsScreen } from "./locales/ar/contracts-screen.ts";
import { contractWizardScreen as arContractWizardScreen } from "./locales/ar/contract-wizard.ts";
import { booksScreen as arBooksScreen } from "./locales/ar/books-screen.ts";
import { propertiesScreen as arPropertiesScreen } from "./locales/ar/properties-screen.ts";
import { paymentsScreen as enPaymentsScreen } from "./locales/en/payments-screen.ts";
import { contractsScreen as enContractsScreen } from "./locales/en/contracts-screen.ts";
import { contractWizardScreen as enContractWizardScreen } from "./locales/en/contract-wizard.ts";
import { booksScreen as enBooksScreen } from "./locales/en/books-screen.ts";
import { propertiesScreen as enPropertiesScreen } from "./locales/en/properties-screen.ts";
import { importScreen as arImportScreen } from "./locales/ar/import-screen.ts";
import { importScreen as enImportScreen } from "./locales/en/import-screen.ts";
import { profileScreen as arProfileScreen } from "./locales/ar/profile.ts";
import { profileScreen as enProfileScreen } from "./locales/en/profile.ts";
import { contractTermsTemplatesScreen as arContractTermsTemplates } from "./locales/ar/contract-terms-templates.ts";
import { contractTermsTemplatesScreen as enContractTermsTemplates } from "./locales/en/contract-terms-templates.ts";
import { web as arWeb } from "./locales/ar/web.ts";
import { tasksScreen as arTasksScreen } from "./locales/ar/tasks.ts";
import { tasksScreen as enTasksScreen } from "./locales/en/tasks.ts";
import { documents as enDocuments } from "./locales/en/documents.ts";
import { errors as enErrors } from "./locales/en/errors.ts";
import { ledger as enLedger } from "./locales/en/ledger.ts";
import { validation as enValidation } from "./locales/en/validation.ts";
import { web as enWeb } from "./locales/en/web.ts";
import { archiveScreen as arArchiveScreen } from "./locales/ar/archive-screen.ts";
import { archiveScreen as enArchiveScreen } from "./locales/en/archive-screen.ts";
import { settings as arSettings } from "./locales/ar/settings.ts";
import { settings as enSettings } from "./locales/en/settings.ts";
import { reportsScreen as arReportsScreen } from "./locales/ar/reports-screen.ts";
import { reportsScreen as enReportsScreen } from "./locales/en/reports-screen.ts";
import { dashboardScreen as arDashboardScreen } from "./locales/ar/dashboard-screen.ts";
import { dashboardScreen as enDashboardScreen } from "./locales/en/dashboard-screen.ts";
import { sandboxGateway as arSandboxGateway } from "./locales/ar/sandbox-gateway.ts";
import { sandboxGateway as enSandboxGateway } from "./locales/en/sandbox-gateway.ts";
import { marketersScreen as arMarketersScreen } from "./locales/ar/marketers-screen.ts";
import { marketersScreen as enMarketersScreen } from "./locales/en/marketers-screen.ts";
import { blogs as arBlogs } from "./locales/ar/blogs.ts";
import { blogs as enBlogs } from "./locales/en/blogs.ts";
import { adminConfiguration as arAdminConfiguration } from "./locales/ar/admin-configuration.ts";
import { adminConfiguration as enAdminConfiguration } from "./locales/en/admin-configuration.ts";
import { adminReports as arAdminReports } from "./locales/ar/admin-reports.ts";
import { adminReports as enAdminReports } from "./locales/en/admin-reports.ts";
import { portalScreens as arPortalScreens } from "./locales/ar/portal-screens.ts";
import { portalScreens as enPortalScreens } from "./locales/en/portal-screens.ts";
import { messageLog as arMessageLog } from "./locales/ar/message-log.ts";
import { messageLog as enMessageLog } from "./locales/en/message-log.ts";
import { rentReminders as arRentReminders } from "./locales/ar/rent-reminders.ts";
import { rentReminders as enRentReminders } from "./locales/en/rent-reminders.ts";
import { portalAccess as arPortalAccess } from "./locales/ar/portal-access.ts";
import { portalAccess as enPortalAccess } from "./locales/en/portal-access.ts";
import { maintenanceRequests as arMaintenanceRequests } from "./locales/ar/maintenance-requests.ts";
import { maintenanceRequests as enMaintenanceRequests } from "./locales/en/maintenance-requests.ts";
import { emailConfirmation as arEmailConfirmation } from "./locales/ar/email-confirmation.ts";
import { emailConfirmation as enEmailConfirmation } from "./locales/en/email-confirmation.ts";
import { profileSurvey as arProfileSurvey } from "./locales/ar/profile-survey.ts";
import { profileSurvey as enProfileSurvey } from "./locales/en/profile-survey.ts";
import { supportInbox as arSupportInbox } from "./locales/ar/support-inbox.ts";
import { supportInbox as enSupportInbox } from "./locales/en/support-inbox.ts";

export { DEFAULT_LANG, LANGUAGES, type Lang } from "./lang.ts";

/** Flat catalogues with dotted keys (i18next runs with keySeparator: false); interpolation is {{name}}. */
export const catalogues = {
  ar: {
    ...arValidation,
    ...arErrors,
    ...arLedger,
    ...arDocuments,
    ...arWeb,
    ...arSettings,
    ...arPaymentsScreen,
    ...arContractsScreen,
    ...arContractWizardScreen,
    ...arBooksScreen,
    ...arPropertiesScreen,
    ...arImportScreen,
    ...arProfileScreen,
    ...arContractTermsTemplates,
    ...arTasksScreen,
    ...arArchiveScreen,
    ...arReportsScreen,
    ...arDashboardScreen,
    ...arSandboxGateway,
    ...arMarketersScreen,
    ...arBlogs,
    ...arAdminConfiguration,
    ...arAdminReports,
    ...arPortalScreens,
    ...arRentReminders,
    ...arMaintenanceRequests,
    ...arMessageLog,
    ...arPortalAccess,
    ...arEmailConfirmation,
    ...arProfileSurvey,
    ...arSupportInbox,
  },
  en: {
    ...enValidation,
    ...enErrors,
    ...enLedger,
    ...enDocuments,
    ...enWeb,
    ...enSettings,
    ...enPaymentsScreen,
    ...enContractsScreen,
    ...enContractWizardScreen,
    ...enBooksScreen,
    ...enPropertiesScreen,
    ...enImportScreen,
    ...enProfileScreen,
    ...enContractTermsTemplates,
    ...enTasksScreen,
    ...enArchiveScreen,
    ...enReportsScreen,
    ...enDashboardScreen,
    ...enSandboxGateway,
    ...enMarketersScreen,
    ...enBlogs,
    ...enAdminConfiguration,
    ...enAdminReports,
    ...enPortalScreens,
    ...enRentReminders,
    ...enMaintenanceRequests,
    ...enMessageLog,
    ...enPortalAccess,
    ...enEmailConfirmation,
    ...enProfileSurvey,
    ...enSupportInbox,
  },
} satisfies Record<Lang, Record<string, string>>;

export function parseLang(header: string | undefined | null): Lang {
  const first = (header ?? "").split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return first === "en" ? "en" : DEFAULT_LANG;
}

const PLURAL_RULES = { ar: new Intl.PluralRules("ar"), en: new Intl.PluralRules("en") };

/**
 * A key's text in `lang`; with a numeric count, its plural form first ("field.maxLength_many"), as i18next picks it:
 * a count of 0 takes a "_zero" text in every language (English "No more files fit"), then the language's own form.
 */
function textOf(lang: Lang, key: string, count: unknown): string | undefined {
  const catalogue: Record<string, string> = catalogues[lang];
  if (typeof count !== "number") return catalogue[key];
  const zero = count === 0 ? catalogue[`${key}_zero`] : undefined;
  return zero ?? catalogue[`${key}_${PLURAL_RULES[lang].select(count)}`] ?? catalogue[key];
}

export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = textOf(lang, key, params.count) ?? textOf("en", key, params.count) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

/**
 * What a message is for, as the log and an e-mail's subject name it: the purpose's own text (`users.invitation`), else
 * its family's (`rent.before_7` → `rent`), else "Message" for a purpose added without a text.
 */
export function messagePurposeLabel(lang: Lang, purpose: string): string {
  const catalogue: Record<string, string> = catalogues[lang];
  const family = purpose.split(".")[0];
  return catalogue[`messages.purpose.${purpose}`] ?? catalogue[`messages.purpose.${family}`] ?? catalogue["messages.purpose.other"]!;
}

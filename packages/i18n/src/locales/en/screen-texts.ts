import { validation } from "./validation.ts";
import { errors } from "./errors.ts";
import { ledger } from "./ledger.ts";
import { documents } from "./documents.ts";
import { paymentsScreen } from "./payments-screen.ts";
import { collectionsScreen } from "./collections-screen.ts";
import { contractRenewals } from "./contract-renewals.ts";
import { owners } from "./owners.ts";
import { settlements } from "./settlements.ts";
import { ejar } from "./ejar.ts";
import { contractsScreen } from "./contracts-screen.ts";
import { contractWizardScreen } from "./contract-wizard.ts";
import { booksScreen } from "./books-screen.ts";
import { propertiesScreen } from "./properties-screen.ts";
import { importScreen } from "./import-screen.ts";
import { profileScreen } from "./profile.ts";
import { contractTermsTemplatesScreen } from "./contract-terms-templates.ts";
import { tasksScreen } from "./tasks.ts";
import { archiveScreen } from "./archive-screen.ts";
import { reportsScreen } from "./reports-screen.ts";
import { sandboxGateway } from "./sandbox-gateway.ts";
import { marketersScreen } from "./marketers-screen.ts";
import { blogs } from "./blogs.ts";
import { adminConfiguration } from "./admin-configuration.ts";
import { adminReports } from "./admin-reports.ts";
import { portalScreens } from "./portal-screens.ts";
import { rentReminders } from "./rent-reminders.ts";
import { maintenanceRequests } from "./maintenance-requests.ts";
import { messageLog } from "./message-log.ts";
import { portalAccess } from "./portal-access.ts";
import { emailConfirmation } from "./email-confirmation.ts";
import { profileSurvey } from "./profile-survey.ts";

/** The rest of the English texts, those of the screens: the app loads them beside the first screen's code. */
export const screenTexts: Record<string, string> = {
  ...validation,
  ...errors,
  ...ledger,
  ...documents,
  ...paymentsScreen,
  ...collectionsScreen,
  ...contractRenewals,
  ...owners,
  ...settlements,
  ...ejar,
  ...contractsScreen,
  ...contractWizardScreen,
  ...booksScreen,
  ...propertiesScreen,
  ...importScreen,
  ...profileScreen,
  ...contractTermsTemplatesScreen,
  ...tasksScreen,
  ...archiveScreen,
  ...reportsScreen,
  ...sandboxGateway,
  ...marketersScreen,
  ...blogs,
  ...adminConfiguration,
  ...adminReports,
  ...portalScreens,
  ...rentReminders,
  ...maintenanceRequests,
  ...messageLog,
  ...portalAccess,
  ...emailConfirmation,
  ...profileSurvey,
};

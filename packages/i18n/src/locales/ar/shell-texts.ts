import { web } from "./web.ts";
import { settings } from "./settings.ts";
import { dashboardScreen } from "./dashboard-screen.ts";
import { supportInbox } from "./support-inbox.ts";

/** The Arabic texts the app needs before its first render: the shell (menus, top bar, banners) and the public site. */
export const shellTexts: Record<string, string> = {
  ...web,
  ...settings,
  ...dashboardScreen,
  ...supportInbox,
};

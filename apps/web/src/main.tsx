import "./theme/fonts.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { startAnalytics } from "./lib/analytics.ts";
import { readSiteSettings } from "./lib/site-settings-block.ts";
import { startI18n } from "./lib/i18n.ts";

startAnalytics(readSiteSettings().analytics);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// Each language's texts are chunks of their own: the first load carries only the shell's, in the user's language.
await startI18n({
  ar: {
    shell: async () => (await import("@amlak/i18n/ar/shell")).shellTexts,
    screens: async () => (await import("@amlak/i18n/ar/screens")).screenTexts,
  },
  en: {
    shell: async () => (await import("@amlak/i18n/en/shell")).shellTexts,
    screens: async () => (await import("@amlak/i18n/en/screens")).screenTexts,
  },
});
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import "./theme/fonts.ts";
import { loadWebTexts } from "@amlak/i18n/web-texts";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { startAnalytics } from "./lib/analytics.ts";
import { sessionStore } from "./lib/session/session-store.ts";
import { readSiteSettings } from "./lib/site-settings.tsx";
import { PAGE_STATE_ID, type PageState } from "./public/site/page-state.ts";
import { PublicApp, resolvePage } from "./public/site/public-app.tsx";
import { findPublicPage, NOT_FOUND_PAGE, PUBLIC_PAGES } from "./public/site/public-routes.tsx";
import { startI18n } from "./public/site/public-i18n.ts";

const root = document.getElementById("root");
const stateBlock = document.getElementById(PAGE_STATE_ID);
if (!root || !stateBlock) throw new Error("public.html was not rendered by the server");
const state = JSON.parse(stateBlock.textContent) as PageState;

// The page's language is the visitor's choice from now on, in the app too.
sessionStore.setLang(state.lang);

const route = PUBLIC_PAGES.find((candidate) => candidate.path === state.path) ?? NOT_FOUND_PAGE;
const params = findPublicPage(window.location.pathname)?.params ?? {};
const site = readSiteSettings();
startAnalytics(site.analytics);
void Promise.all([resolvePage(route, params, state.data), loadWebTexts(state.lang)]).then(([initial, texts]) => {
  startI18n(state.lang, { [state.lang]: texts });
  // As a transition, React hydrates in slices of a few milliseconds instead of one long task a phone cannot answer during.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Router>
          <PublicApp initial={initial} lang={state.lang} site={site} />
        </Router>
      </StrictMode>,
    );
  });
});

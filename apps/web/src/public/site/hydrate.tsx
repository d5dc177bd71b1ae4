import { loadWebTexts } from "@amlak/i18n/web-texts";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { Router } from "wouter";
import { sessionStore } from "../../lib/session/session-store.ts";
import { readSiteSettings } from "../../lib/site-settings-block.ts";
import { PAGE_STATE_ID, type PageState } from "./page-state.ts";
import { PublicApp, resolvePage } from "./public-app.tsx";
import { findPublicPage, NOT_FOUND_PAGE, PUBLIC_PAGES } from "./public-routes.tsx";
import { startI18n } from "./public-i18n.ts";

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates the page the server rendered; resolves once React handles its events. */
export async function hydrate(): Promise<void> {
  const root = document.getElementById("root");
  const stateBlock = document.getElementById(PAGE_STATE_ID);
  if (!root || !stateBlock) throw new Error("public.html was not rendered by the server");
  const state = JSON.parse(stateBlock.textContent) as PageState;
  // The page's language is the visitor's choice from now on, in the app too.
  sessionStore.setLang(state.lang);

  const route = PUBLIC_PAGES.find((candidate) => candidate.path === state.path) ?? NOT_FOUND_PAGE;
  const params = findPublicPage(window.location.pathname)?.params ?? {};
  const [initial, texts] = await Promise.all([resolvePage(route, params, state.data), loadWebTexts(state.lang)]);
  startI18n(state.lang, { [state.lang]: texts });
  return new Promise((resolve) => {
    // As a transition, React hydrates in slices of a few milliseconds instead of one long task a phone cannot answer during.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Hydrated onHydrated={resolve}>
            <Router>
              <PublicApp initial={initial} lang={state.lang} site={readSiteSettings()} />
            </Router>
          </Hydrated>
        </StrictMode>,
      );
    });
  });
}

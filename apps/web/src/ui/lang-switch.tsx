import { Button, type ButtonProps } from "@chakra-ui/react";
import { isAppPath } from "@amlak/domain";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { preloadLanguage } from "../lib/i18n.ts";
import { sessionStore, useSession } from "../lib/session/session-store.ts";
import { findPublicPage } from "../public/site/public-routes.tsx";

/**
 * Switches between Arabic (RTL) and English (LTR); the choice is kept in localStorage. On a page the server renders (a
 * public page, the not-found page) it is a link to the page in the other language (its hreflang alternate).
 */
export function LangSwitch(props: ButtonProps) {
  const { t } = useTranslation();
  const lang = useSession((session) => session.lang);
  const [location] = useLocation();
  const other = lang === "ar" ? "en" : "ar";
  const content = (
    <>
      <Languages />
      {t("lang.other")}
    </>
  );
  if (findPublicPage(location) || !isAppPath(location)) {
    return (
      <Button asChild variant="ghost" size="sm" data-testid="lang-switch" lang={other} {...props}>
        <a href={other === "en" ? `${location}?lang=en` : location} hrefLang={other}>
          {content}
        </a>
      </Button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid="lang-switch"
      lang={other}
      onPointerEnter={() => preloadLanguage(other)}
      onFocus={() => preloadLanguage(other)}
      onClick={() => sessionStore.setLang(other)}
      {...props}
    >
      {content}
    </Button>
  );
}

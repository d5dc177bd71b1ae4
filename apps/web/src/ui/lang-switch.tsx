import { Button, type ButtonProps } from "@chakra-ui/react";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { sessionStore, useSession } from "../lib/session/session-store.ts";

/** Switches between Arabic (RTL) and English (LTR); the choice is kept in localStorage. */
export function LangSwitch(props: ButtonProps) {
  const { t } = useTranslation();
  const lang = useSession((session) => session.lang);
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid="lang-switch"
      lang={lang === "ar" ? "en" : "ar"}
      onClick={() => sessionStore.setLang(lang === "ar" ? "en" : "ar")}
      {...props}
    >
      <Languages />
      {t("lang.other")}
    </Button>
  );
}

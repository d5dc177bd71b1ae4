import { Button } from "@chakra-ui/react";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { sessionStore } from "../../lib/session/session-store.ts";
import { Banner } from "./banner.tsx";

/** The demo account invites its visitor to a trial and promises to carry their data over (SPEC §1). */
export function DemoBanner() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // Signing up needs the visitor signed out of the shared demo account first.
  const startTrial = () => {
    sessionStore.clear();
    navigate("/login?section=register");
  };
  return (
    <Banner
      tone="info"
      testId="demo-banner"
      icon={<Sparkles size={18} />}
      action={
        <Button size="xs" colorPalette="brand" data-testid="demo-start-trial" onClick={startTrial}>
          {t("demo.startTrial")}
        </Button>
      }
    >
      {t("demo.notice")} {t("demo.migration")}
    </Banner>
  );
}

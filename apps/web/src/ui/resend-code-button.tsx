import { Button } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

const RESEND_AFTER_SECONDS = 60;

/** Sends a new code, once a minute at most; a refusal is toasted by the tRPC feedback link. */
export function ResendCodeButton({ onResend }: { onResend: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait === 0) return;
    const timer = window.setTimeout(() => setWait(wait - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const resend = () => {
    setSending(true);
    onResend()
      .then(() => setWait(RESEND_AFTER_SECONDS))
      .catch(() => undefined)
      .finally(() => setSending(false));
  };

  return (
    <Button variant="plain" size="sm" color="brand.fg" disabled={wait > 0} loading={sending} data-testid="otp-resend" onClick={resend}>
      {wait > 0 ? t("login.resendIn", { seconds: wait }) : t("login.resend")}
    </Button>
  );
}

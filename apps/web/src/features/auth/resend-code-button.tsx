import { Button } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import type { Challenge } from "./challenge.ts";

const RESEND_AFTER_SECONDS = 60;

/** Sends a new code for the same challenge, once a minute at most. */
export function ResendCodeButton({ challenge, onResent }: { challenge: Challenge; onResent: (next: Challenge) => void }) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);
  const resend = trpc.auth.resendOtp.useMutation({
    onSuccess(next) {
      setWait(RESEND_AFTER_SECONDS);
      onResent(next);
    },
  });

  useEffect(() => {
    if (wait === 0) return;
    const timer = window.setTimeout(() => setWait(wait - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  return (
    <Button
      variant="plain"
      size="sm"
      color="brand.fg"
      disabled={wait > 0}
      loading={resend.isPending}
      data-testid="otp-resend"
      onClick={() => resend.mutate({ challenge: challenge.challenge })}
    >
      {wait > 0 ? t("login.resendIn", { seconds: wait }) : t("login.resend")}
    </Button>
  );
}

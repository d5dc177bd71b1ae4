import { Button, HStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { sessionStore } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { CodeForm } from "../../ui/code-form.tsx";
import { ResendCodeButton } from "../../ui/resend-code-button.tsx";
import type { Challenge } from "./challenge.ts";

interface Props {
  challenge: Challenge;
  onResent: (next: Challenge) => void;
  onBack: () => void;
}

/** The second step of login and sign-up: the SMS code opens the session. */
export function VerifyCodeStep({ challenge, onResent, onBack }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const verify = trpc.auth.verify.useMutation({
    onSuccess(session) {
      sessionStore.signIn(session);
      navigate(session.user.home, { replace: true });
    },
  });
  const resend = trpc.auth.resendOtp.useMutation({ onSuccess: onResent });

  return (
    <CodeForm
      phone={challenge.phoneMasked}
      verifying={verify.isPending}
      onCode={(otp, setError) =>
        verify.mutate({ challenge: challenge.challenge, otp }, { onError: (error) => showServerFieldErrors(error, setError) })
      }
    >
      <HStack justify="space-between">
        <Button variant="plain" size="sm" onClick={onBack} data-testid="otp-back">
          {t("action.back")}
        </Button>
        <ResendCodeButton onResend={() => resend.mutateAsync({ challenge: challenge.challenge })} />
      </HStack>
    </CodeForm>
  );
}

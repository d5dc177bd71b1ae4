import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthLayout } from "./auth-layout.tsx";
import type { Challenge } from "./challenge.ts";
import { NewPasswordStep } from "./new-password-step.tsx";
import { ResetPhoneStep } from "./reset-phone-step.tsx";

/** /forget-password: the phone receives a code, the code allows a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  return (
    <AuthLayout title={t("login.resetTitle")} subtitle={t(challenge ? "login.resetSubtitleCode" : "login.resetSubtitlePhone")}>
      {challenge ? <NewPasswordStep challenge={challenge} onResent={setChallenge} /> : <ResetPhoneStep onChallenge={setChallenge} />}
    </AuthLayout>
  );
}

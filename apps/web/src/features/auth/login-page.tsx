import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { AuthLayout } from "./auth-layout.tsx";
import type { Challenge } from "./challenge.ts";
import { LoginForm } from "./login-form.tsx";
import { SignupForm } from "./signup-form.tsx";
import { VerifyCodeStep } from "./verify-code-step.tsx";

/** /login signs in; /login?section=register signs up. Both finish with the SMS code. */
export function LoginPage() {
  const [params] = useSearchParams();
  const section = params.get("section") === "register" ? "register" : "login";
  // A new section starts over from its first step.
  return <LoginSection key={section} section={section} />;
}

function LoginSection({ section }: { section: "login" | "register" }) {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const step = challenge ? "verify" : section === "register" ? "signup" : "login";

  return (
    <AuthLayout title={t(`login.${step}Title`)} subtitle={t(`login.${step}Subtitle`)}>
      {challenge ? (
        <VerifyCodeStep challenge={challenge} onResent={setChallenge} onBack={() => setChallenge(null)} />
      ) : section === "register" ? (
        <SignupForm onChallenge={setChallenge} />
      ) : (
        <LoginForm onChallenge={setChallenge} />
      )}
    </AuthLayout>
  );
}

import { Button, Center, Spinner, Text, VStack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "wouter";
import { sessionStore } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";

/** The demo link: keeps the requested language, signs into the demo account and opens its dashboard (SPEC §2). */
export function MockLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const started = useRef(false);
  const demoLogin = trpc.auth.demoLogin.useMutation({
    onSuccess(session) {
      sessionStore.signIn(session);
      navigate("/dashboard", { replace: true });
    },
    // SPEC §8: a failed demo login is only logged; the page offers the landing page instead.
    onError: (error) => console.error("Demo login failed", error),
  });

  useEffect(() => {
    // Effects run twice in development; the demo account must be signed into once.
    if (started.current) return;
    started.current = true;
    const lang = params.get("lang");
    if (lang === "ar" || lang === "en") sessionStore.setLang(lang);
    demoLogin.mutate({});
  }, [params, demoLogin]);

  return (
    <Center minH="100vh" bg="bg.subtle">
      <VStack gap="4" data-testid="mock-login">
        {demoLogin.isError ? (
          <>
            <Text>{t("demo.failed")}</Text>
            <Button asChild colorPalette="brand">
              <Link href="/landing">{t("notFound.home")}</Link>
            </Button>
          </>
        ) : (
          <>
            <Spinner size="xl" color="brand.solid" />
            <Text color="fg.muted">{t("demo.signingIn")}</Text>
          </>
        )}
      </VStack>
    </Center>
  );
}

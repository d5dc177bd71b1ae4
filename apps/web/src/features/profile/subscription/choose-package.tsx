import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { maySubscribe } from "@amlak/domain";
import { money } from "@amlak/money";
import { Rocket } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "wouter";
import { appErrorData } from "../../../lib/app-error.ts";
import { useFormat } from "../../../lib/format.ts";
import { sessionStore } from "../../../lib/session/session-store.ts";
import { useSignedInUser } from "../../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../../lib/trpc/router-types.ts";
import { BillingToggle } from "../../../public/pricing/billing-toggle.tsx";
import { CheckoutDialog } from "./checkout-dialog.tsx";

export type ConfiguredPackage = RouterOutputs["subscriptions"]["packages"][number];
export type Billing = "monthly" | "yearly";

/**
 * SPEC §4 upgrade flow: the account owner picks a package and a billing period, sees the price breakdown and pays on
 * the gateway's page. The demo account is invited to start its own trial instead, and a sub-user is told who can.
 */
export function ChoosePackage({ packages, currentCode }: { packages: readonly ConfiguredPackage[]; currentCode: string | undefined }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [billing, setBilling] = useState<Billing>("monthly");
  const [chosen, setChosen] = useState<{ pkg: ConfiguredPackage; nextPeriod: boolean } | null>(null);
  if (user?.type === "client_mock") return <TrialPrompt />;
  if (!user || !maySubscribe(user.type)) {
    return (
      <Card.Root data-testid="subscription-owner-only">
        <Card.Body>
          <Text>{t("profile.subscription.ownerOnly")}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  const offered = packages.filter((pkg) => pkg.monthlyPrice === null || money(pkg.monthlyPrice).greaterThan(0));
  return (
    <Card.Root borderColor="brand.solid" data-testid="subscription-upgrade">
      <Card.Header>
        <Stack gap="3" direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "center" }}>
          <Stack gap="1">
            <Card.Title>{t("profile.subscription.choose.title")}</Card.Title>
            <Text textStyle="sm" color="fg.muted">
              {t("profile.subscription.choose.lead")}
            </Text>
          </Stack>
          <BillingToggle value={billing} onChange={setBilling} packages={offered} />
        </Stack>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: offered.length }} gap="3">
          {offered.map((pkg) => (
            <PackageChoice
              key={pkg.code}
              pkg={pkg}
              billing={billing}
              current={pkg.code === currentCode}
              onChoose={(nextPeriod) => setChosen({ pkg, nextPeriod })}
            />
          ))}
        </SimpleGrid>
      </Card.Body>
      {chosen && <CheckoutDialog {...chosen} billing={billing} onClose={() => setChosen(null)} />}
    </Card.Root>
  );
}

function PackageChoice({
  pkg,
  billing,
  current,
  onChoose,
}: {
  pkg: ConfiguredPackage;
  billing: Billing;
  current: boolean;
  onChoose: (nextPeriod: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const price = billing === "monthly" ? pkg.monthlyPrice : pkg.yearlyPrice;
  // The server's own quote says whether this choice is open today and what it costs after the unused days' credit.
  const quote = trpc.subscriptions.quote.useQuery({ packageCode: pkg.code, billing }, { retry: false, enabled: price !== null });
  const closed = appErrorData(quote.error)?.code === "subscription.downgradeNotAllowed";
  const credited = quote.data && money(quote.data.credit).greaterThan(0) ? quote.data.total : null;
  return (
    <Card.Root variant="outline" size="sm" data-testid={`choose-${pkg.code}`} bg={current ? "brand.subtle" : undefined}>
      <Card.Body gap="3">
        <HStack gap="2" wrap="wrap">
          <Heading size="md">{i18n.language === "ar" ? pkg.nameAr : pkg.nameEn}</Heading>
          {current && <Badge colorPalette="brand">{t("profile.subscription.yourPackage")}</Badge>}
        </HStack>
        <Text fontSize="xl" fontWeight="bold" data-testid={`choose-${pkg.code}-price`}>
          {price === null ? t("profile.subscription.onRequest") : format.money(money(price))}
        </Text>
        <Text textStyle="xs" color="fg.muted" mt="-2">
          {price === null ? t("pricing.onRequestHint") : t(`pricing.per.${billing}`)}
        </Text>
        {credited && (
          <Text textStyle="xs" color="green.fg" data-testid={`choose-${pkg.code}-today`}>
            {t("profile.subscription.choose.today", { amount: format.money(money(credited)) })}
          </Text>
        )}
        {closed && (
          <Text textStyle="xs" color="fg.muted" data-testid={`choose-${pkg.code}-closed`}>
            {t("profile.subscription.choose.closed")}
          </Text>
        )}
        {price === null ? (
          <Button asChild variant="outline" size="sm" mt="auto">
            <RouterLink href="/contactUs?about=business">{t("pricing.contactSales")}</RouterLink>
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            variant={closed ? "outline" : "solid"}
            size="sm"
            mt="auto"
            onClick={() => onChoose(closed)}
            data-testid={`choose-${pkg.code}-button`}
          >
            <Rocket /> {t(closed ? "profile.subscription.choose.nextPeriod" : "profile.subscription.choose.cta")}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The demo account is shared: its own trial starts with a sign-up, so the demo session ends first. */
function TrialPrompt() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const toSignUp = () => {
    const { refreshToken } = sessionStore.get();
    if (refreshToken) logout.mutate({ refreshToken });
    sessionStore.clear();
    navigate("/login?section=register", { replace: true });
  };
  const logout = trpc.auth.logout.useMutation();
  return (
    <Card.Root borderColor="brand.solid" data-testid="subscription-trial-prompt">
      <Card.Body gap="3">
        <Heading size="md">{t("profile.subscription.demo.title")}</Heading>
        <Text>{t("profile.subscription.demo.lead")}</Text>
        <Button colorPalette="brand" alignSelf="start" onClick={toSignUp} data-testid="subscription-start-trial">
          <Rocket /> {t("profile.subscription.demo.cta")}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

import { Container, SimpleGrid, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageIntro } from "../page-intro.tsx";
import type { PricedPackage } from "../site/public-api.ts";
import type { PageProps } from "../site/public-routes.tsx";
import { PublicLayout } from "../public-layout.tsx";
import { BillingToggle } from "./billing-toggle.tsx";
import { PlanCard } from "./plan-card.tsx";
import type { Billing } from "./plan-price.ts";

/** The package matrix as staff configured it, read from the database on the server. */
export function PricingPage({ data: packages }: PageProps<PricedPackage[]>) {
  const { t } = useTranslation();
  const [billing, setBilling] = useState<Billing>("monthly");
  return (
    <PublicLayout>
      <PageIntro title={t("pricing.title")} subtitle={t("pricing.subtitle")}>
        <BillingToggle value={billing} onChange={setBilling} packages={packages} />
      </PageIntro>
      <Container maxW="7xl" pb="16">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
          {packages.map((plan) => (
            <PlanCard key={plan.code} plan={plan} billing={billing} />
          ))}
        </SimpleGrid>
        <Text textAlign="center" color="fg.muted" fontSize="sm" mt="8">
          {t("pricing.vatNote")}
        </Text>
      </Container>
    </PublicLayout>
  );
}

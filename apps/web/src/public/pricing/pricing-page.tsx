import { Container, SimpleGrid, Text } from "@chakra-ui/react";
import { PACKAGES } from "@amlak/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageIntro } from "../page-intro.tsx";
import { PublicLayout } from "../public-layout.tsx";
import { BillingToggle } from "./billing-toggle.tsx";
import { PlanCard } from "./plan-card.tsx";
import type { Billing } from "./plan-price.ts";

export function PricingPage() {
  const { t } = useTranslation();
  const [billing, setBilling] = useState<Billing>("monthly");
  return (
    <PublicLayout>
      <PageIntro title={t("pricing.title")} subtitle={t("pricing.subtitle")}>
        <BillingToggle value={billing} onChange={setBilling} />
      </PageIntro>
      <Container maxW="7xl" pb="16">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
          {PACKAGES.map((plan) => (
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

import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PlanCard } from "../pricing/plan-card.tsx";
import type { PricedPackage } from "../site/public-api.ts";

const TEASED = ["silver", "gold", "platinum"];

export function PricingTeaser({ packages }: { packages: readonly PricedPackage[] }) {
  const { t } = useTranslation();
  return (
    <Box as="section" py={{ base: "14", md: "20" }} bg="bg.subtle">
      <Container maxW="6xl">
        <Stack gap="3" textAlign="center" mb="10">
          <Heading size="3xl">{t("landing.pricing.title")}</Heading>
          <Text color="fg.muted" fontSize="lg">
            {t("landing.pricing.subtitle")}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {packages
            .filter((plan) => TEASED.includes(plan.code))
            .map((plan) => (
              <PlanCard key={plan.code} plan={plan} billing="monthly" />
            ))}
        </SimpleGrid>
        <Box textAlign="center" mt="8">
          <Button asChild variant="ghost" colorPalette="brand">
            <Link href="/pricing">{t("landing.pricing.all")}</Link>
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

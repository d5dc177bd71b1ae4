import { Box, Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { TRIAL_DAYS } from "@amlak/domain";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSession } from "../../lib/session/session-store.ts";
import { SalesButton } from "../meeting/sales-button.tsx";

export function CtaSection() {
  const { t } = useTranslation();
  const lang = useSession((session) => session.lang);
  return (
    <Box as="section" py={{ base: "14", md: "20" }}>
      <Container maxW="5xl">
        <Stack
          gap="6"
          align="center"
          textAlign="center"
          p={{ base: "8", md: "14" }}
          rounded="3xl"
          color="white"
          bgGradient="to-br"
          gradientFrom="brand.600"
          gradientTo="brand.900"
        >
          <Heading size="3xl">{t("landing.final.title")}</Heading>
          <Text fontSize="lg" color="brand.100" maxW="2xl">
            {t("landing.final.text", { days: TRIAL_DAYS })}
          </Text>
          <HStack gap="3" flexWrap="wrap" justify="center">
            <Button asChild size="xl" bg="white" color="brand.700" _hover={{ bg: "brand.50" }} data-track="start_trial">
              <Link href="/login?section=register">{t("landing.cta.trial", { days: TRIAL_DAYS })}</Link>
            </Button>
            <Button
              asChild
              size="xl"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.600"
              _hover={{ bg: "whiteAlpha.200" }}
              data-track="demo"
            >
              <Link href={`/mockLogin?lang=${lang}`}>{t("landing.cta.demo")}</Link>
            </Button>
            <SalesButton size="xl" variant="ghost" color="white" _hover={{ bg: "whiteAlpha.200" }} data-testid="landing-sales">
              {t("landing.cta.sales")}
            </SalesButton>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

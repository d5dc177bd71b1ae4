import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { TRIAL_DAYS } from "@amlak/domain";
import { PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSession } from "../../lib/session/session-store.ts";
import { ProductPreview } from "./product-preview.tsx";

export function HeroSection() {
  const { t } = useTranslation();
  const lang = useSession((session) => session.lang);
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" py={{ base: "12", md: "20" }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="12" alignItems="center">
          <Stack gap="6">
            <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3">
              {t("landing.hero.badge")}
            </Badge>
            <Heading as="h1" size={{ base: "4xl", md: "5xl" }} lineHeight="1.25" data-testid="landing-title">
              {t("landing.hero.title")}
            </Heading>
            <Text fontSize="lg" color="fg.muted" maxW="xl">
              {t("landing.hero.subtitle")}
            </Text>
            <HStack gap="3" flexWrap="wrap">
              <Button asChild size="xl" colorPalette="brand" data-testid="landing-start-trial" data-track="start_trial">
                <Link href="/login?section=register">{t("landing.cta.trial", { days: TRIAL_DAYS })}</Link>
              </Button>
              <Button asChild size="xl" variant="outline" colorPalette="brand" data-testid="landing-demo" data-track="demo">
                <Link href={`/mockLogin?lang=${lang}`}>
                  <PlayCircle />
                  {t("landing.cta.demo")}
                </Link>
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t("landing.hero.reassurance")}
            </Text>
          </Stack>
          <ProductPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

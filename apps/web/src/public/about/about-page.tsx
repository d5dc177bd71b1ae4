import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Languages, ShieldCheck, Sparkles, Handshake, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageIntro } from "../page-intro.tsx";
import { PublicLayout } from "../public-layout.tsx";

const VALUES: readonly { key: string; icon: LucideIcon }[] = [
  { key: "arabic", icon: Languages },
  { key: "trust", icon: ShieldCheck },
  { key: "simple", icon: Sparkles },
  { key: "partner", icon: Handshake },
];

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageIntro title={t("about.title")} subtitle={t("about.subtitle")} />
      <Container maxW="4xl" pb="8">
        <Stack gap="5" fontSize="lg" lineHeight="1.9">
          <Heading size="xl">{t("about.story.title")}</Heading>
          <Text>{t("about.story.p1")}</Text>
          <Text>{t("about.story.p2")}</Text>
        </Stack>
      </Container>
      <Container maxW="6xl" py="12">
        <Heading size="xl" mb="6" textAlign="center">
          {t("about.values.title")}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {VALUES.map(({ key, icon: Icon }) => (
            <Stack key={key} direction="row" gap="4" p="6" rounded="xl" borderWidth="1px">
              <Box p="2.5" h="fit-content" rounded="lg" bg="brand.subtle" color="brand.fg">
                <Icon size={22} />
              </Box>
              <Stack gap="1">
                <Heading size="md">{t(`about.value.${key}.title`)}</Heading>
                <Text color="fg.muted">{t(`about.value.${key}.text`)}</Text>
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </PublicLayout>
  );
}

import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import {
  Building2,
  ChartColumn,
  FileSignature,
  FolderArchive,
  LayoutDashboard,
  ListTodo,
  MessageSquareText,
  ReceiptText,
  Users,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";

/** What the product does (SPEC §1), one card each. */
const FEATURES: readonly { key: string; icon: LucideIcon }[] = [
  { key: "properties", icon: Building2 },
  { key: "contracts", icon: FileSignature },
  { key: "payments", icon: ReceiptText },
  { key: "contacts", icon: Users },
  { key: "tasks", icon: ListTodo },
  { key: "reminders", icon: MessageSquareText },
  { key: "dashboards", icon: LayoutDashboard },
  { key: "reports", icon: ChartColumn },
  { key: "archive", icon: FolderArchive },
];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <Box as="section" py={{ base: "14", md: "20" }} id="features">
      <Container maxW="7xl">
        <Stack gap="3" textAlign="center" maxW="2xl" mx="auto" mb="12">
          <Heading size="3xl">{t("landing.features.title")}</Heading>
          <Text color="fg.muted" fontSize="lg">
            {t("landing.features.subtitle")}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" data-testid="landing-features">
          {FEATURES.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="3" p="6" rounded="xl" borderWidth="1px" bg="bg" _hover={{ shadow: "md" }} transition="box-shadow 0.2s">
              <Box alignSelf="flex-start" p="2.5" rounded="lg" bg="brand.subtle" color="brand.fg">
                <Icon size={22} />
              </Box>
              <Heading size="md">{t(`landing.feature.${key}.title`)}</Heading>
              <Text color="fg.muted">{t(`landing.feature.${key}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

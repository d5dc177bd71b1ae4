import { Box, Card, Container, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PublicLayout } from "../../public/public-layout.tsx";

const BENEFITS = ["login.benefit.trial", "login.benefit.arabic", "login.benefit.zatca", "login.benefit.sms"] as const;

interface Props {
  title: string;
  subtitle: string;
  children: React.ReactNode;
}

/** The sign-in pages: the form beside a reminder of what the account gives. */
export function AuthLayout({ title, subtitle, children }: Props) {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Box bg="bg.subtle" flex="1" py={{ base: "8", md: "16" }}>
        <Container maxW="5xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} rounded="2xl" overflow="hidden" shadow="lg" bg="bg">
            <Card.Root variant="elevated" shadow="none" rounded="none">
              <Card.Body p={{ base: "6", md: "10" }} gap="6">
                <Stack gap="1">
                  <Heading size="2xl">{title}</Heading>
                  <Text color="fg.muted">{subtitle}</Text>
                </Stack>
                {children}
              </Card.Body>
            </Card.Root>
            <Stack
              display={{ base: "none", md: "flex" }}
              justify="center"
              gap="6"
              p="10"
              color="white"
              bgGradient="to-br"
              gradientFrom="brand.600"
              gradientTo="brand.900"
            >
              <Heading size="xl">{t("login.panel.title")}</Heading>
              <List.Root gap="3" variant="plain">
                {BENEFITS.map((key) => (
                  <List.Item key={key} alignItems="center">
                    <List.Indicator asChild color="brand.200">
                      <CircleCheck />
                    </List.Indicator>
                    {t(key)}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>
    </PublicLayout>
  );
}

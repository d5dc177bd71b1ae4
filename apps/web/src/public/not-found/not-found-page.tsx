import { Button, Container, Heading, Text, VStack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PublicLayout } from "../public-layout.tsx";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Container maxW="xl" py="24">
        <VStack gap="4" textAlign="center" data-testid="not-found">
          <Text fontSize="7xl" fontWeight="bold" color="brand.solid" lineHeight="1">
            404
          </Text>
          <Heading size="2xl">{t("notFound.title")}</Heading>
          <Text color="fg.muted">{t("notFound.description")}</Text>
          <Button asChild colorPalette="brand" mt="2">
            <Link href="/">{t("notFound.home")}</Link>
          </Button>
        </VStack>
      </Container>
    </PublicLayout>
  );
}

import { Box, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";

/** Amlak's logo and name, linking home (the portal's own home in the portal). */
export function BrandMark({ inverted = false, href = "/" }: { inverted?: boolean; href?: string }) {
  const { t } = useTranslation();
  return (
    <HStack asChild gap="2" _hover={{ textDecoration: "none" }}>
      <Link href={href} aria-label={t("app.name")}>
        <Box asChild boxSize="8" flexShrink={0}>
          <svg viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill={inverted ? "white" : "var(--chakra-colors-brand-600)"} />
            <path d="M8 24V14l8-6 8 6v10h-5v-6h-6v6z" fill={inverted ? "var(--chakra-colors-brand-700)" : "white"} />
          </svg>
        </Box>
        <Text fontWeight="bold" fontSize="xl" color={inverted ? "white" : "brand.fg"}>
          {t("app.name")}
        </Text>
      </Link>
    </HStack>
  );
}

import { Box, Container, Heading, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** Taken from the product itself by `npm run screens:capture`, at 1280×800, in each language. */
const SCREENS = ["dashboard", "payments"] as const;

/** Real screens of the product, in the page's language. */
export function ScreensSection() {
  const { t, i18n } = useTranslation();
  return (
    <Box as="section" py={{ base: "14", md: "20" }}>
      <Container maxW="6xl">
        <Heading size="3xl" textAlign="center" mb="12">
          {t("landing.screens.title")}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          {SCREENS.map((screen) => (
            <Stack key={screen} as="figure" gap="3">
              <Image
                src={`/product/${screen}-${i18n.language}.webp`}
                alt={t(`landing.screens.${screen}.alt`)}
                width={1280}
                height={800}
                loading="lazy"
                decoding="async"
                w="full"
                h="auto"
                rounded="xl"
                borderWidth="1px"
                shadow="lg"
              />
              <Text as="figcaption" color="fg.muted" textAlign="center">
                {t(`landing.screens.${screen}.caption`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

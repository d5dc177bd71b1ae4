import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

const STEPS = ["add", "contract", "collect"] as const;

/** Three steps from sign-up to collected rent. */
export function StepsSection() {
  const { t } = useTranslation();
  return (
    <Box as="section" py={{ base: "14", md: "20" }} bg="bg.subtle">
      <Container maxW="6xl">
        <Heading size="3xl" textAlign="center" mb="12">
          {t("landing.steps.title")}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          {STEPS.map((step, index) => (
            <Stack key={step} gap="3" align="center" textAlign="center">
              <Circle size="12" bg="brand.solid" color="brand.contrast" fontWeight="bold" fontSize="lg">
                {index + 1}
              </Circle>
              <Heading size="md">{t(`landing.step.${step}.title`)}</Heading>
              <Text color="fg.muted">{t(`landing.step.${step}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

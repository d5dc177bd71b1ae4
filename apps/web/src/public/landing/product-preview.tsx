import { Box, Card, Flex, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { money } from "@amlak/money";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";

/** An illustration of the dashboard with sample figures: what a landlord sees after signing in. */
const SAMPLE = { units: 24, rented: 19, vacant: 3, reserved: 2, collected: "184500", due: "27600" };
const MONTH_BARS = [48, 62, 55, 70, 66, 84];

export function ProductPreview() {
  const { t } = useTranslation();
  const format = useFormat();
  const tiles = [
    { label: t("realEstate.status.rented"), value: SAMPLE.rented, color: "brand.600" },
    { label: t("realEstate.status.vacant"), value: SAMPLE.vacant, color: "red.500" },
    { label: t("realEstate.status.reserved"), value: SAMPLE.reserved, color: "sand.500" },
  ];

  return (
    <Card.Root shadow="2xl" rounded="2xl" aria-label={t("landing.preview.label")} role="img">
      <Card.Body gap="5">
        <Flex justify="space-between" align="center">
          <Text fontWeight="semibold">{t("landing.preview.title")}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t("landing.preview.units", { count: SAMPLE.units })}
          </Text>
        </Flex>
        <SimpleGrid columns={3} gap="3">
          {tiles.map((tile) => (
            <Box key={tile.label} p="3" rounded="lg" bg="bg.subtle">
              <Text fontSize="xs" color="fg.muted">
                {tile.label}
              </Text>
              <Text fontSize="2xl" fontWeight="bold" color={tile.color}>
                {tile.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t("landing.preview.income")}
          </Text>
          <HStack align="flex-end" h="24" gap="2">
            {MONTH_BARS.map((height, index) => (
              <Box key={index} flex="1" h={`${height}%`} roundedTop="md" bg={index === MONTH_BARS.length - 1 ? "brand.600" : "brand.200"} />
            ))}
          </HStack>
        </Stack>
        <SimpleGrid columns={2} gap="3" fontSize="sm">
          <Box p="3" rounded="lg" bg="brand.50">
            <Text color="fg.muted">{t("landing.preview.collected")}</Text>
            <Text fontWeight="bold">{format.money(money(SAMPLE.collected))}</Text>
          </Box>
          <Box p="3" rounded="lg" bg="sand.50">
            <Text color="fg.muted">{t("landing.preview.due")}</Text>
            <Text fontWeight="bold">{format.money(money(SAMPLE.due))}</Text>
          </Box>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

import { Box, Card, Flex, HStack, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

interface Props {
  rented: number;
  vacant: number;
  reserved: number;
}

const SEGMENTS = [
  { key: "rented", color: "brand.500" },
  { key: "reserved", color: "sand.500" },
  { key: "vacant", color: "gray.300" },
] as const;

/** How the units split between rented, reserved and vacant, as one bar. */
export function OccupancyCard({ counts }: { counts: Props | undefined }) {
  const { t } = useTranslation();
  const total = counts ? counts.rented + counts.vacant + counts.reserved : 0;
  const share = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

  return (
    <Card.Root data-testid="dashboard-occupancy" size="sm" gridColumn={{ md: "span 2" }}>
      <Card.Body>
        <Flex justify="space-between" align="baseline" mb="3">
          <Heading size="md">{t("dashboard.occupancy")}</Heading>
          {counts && (
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
              {t("dashboard.percent", { value: share(counts.rented) })}
            </Text>
          )}
        </Flex>
        {counts ? (
          <Stack gap="3">
            <HStack h="3" gap="0.5" rounded="full" overflow="hidden" bg="gray.100">
              {SEGMENTS.map(({ key, color }) => (
                <Box key={key} h="full" bg={color} flexBasis={`${share(counts[key])}%`} />
              ))}
            </HStack>
            <HStack gap="5" wrap="wrap" fontSize="sm">
              {SEGMENTS.map(({ key, color }) => (
                <HStack key={key} gap="2" data-testid={`dashboard-${key}`}>
                  <Box boxSize="2.5" rounded="full" bg={color} />
                  <Text color="fg.muted">{t(`realEstate.status.${key}`)}</Text>
                  <Text fontWeight="semibold">{counts[key].toLocaleString("en-US")}</Text>
                </HStack>
              ))}
            </HStack>
          </Stack>
        ) : (
          <Skeleton height="12" />
        )}
      </Card.Body>
    </Card.Root>
  );
}

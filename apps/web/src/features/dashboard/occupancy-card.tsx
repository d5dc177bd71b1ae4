import { Box, Card, Flex, HStack, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { RouterLink } from "../../ui/router-link.tsx";
import { LISTS, useListHref } from "./dashboard-links.ts";
import { percentOf } from "./dashboard-data.ts";

interface Props {
  rented: number;
  vacant: number;
  reserved: number;
}

const SEGMENTS = [
  { key: "rented", status: "Rented", color: "brand.500" },
  { key: "reserved", status: "Reserved", color: "sand.500" },
  { key: "vacant", status: "Vacant", color: "gray.300" },
] as const;

/** How the units split between rented, reserved and vacant, as one bar; each count opens its units. */
export function OccupancyCard({ counts }: { counts: Props | undefined }) {
  const { t } = useTranslation();
  const href = useListHref();
  const total = counts ? counts.rented + counts.vacant + counts.reserved : 0;
  const share = (count: number) => percentOf(count, total);

  return (
    <Card.Root data-testid="dashboard-occupancy" size="sm" gridColumn={{ md: "span 2" }}>
      <Card.Body>
        <Flex justify="space-between" align="baseline" mb="3" gap="3" wrap="wrap">
          <Heading size="md">{t("dashboard.occupancy")}</Heading>
          {counts && (
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid="dashboard-occupancy-percent">
              <bdi>{t("dashboard.percent", { value: share(counts.rented) })}</bdi>
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
            <Text textStyle="sm" color="fg.muted">
              {t("dashboardScreen.occupancy.units", { rented: counts.rented, total })}
            </Text>
            <HStack gap="5" wrap="wrap" fontSize="sm">
              {SEGMENTS.map(({ key, status, color }) => {
                const link = href(LISTS.units(status));
                const label = (
                  <>
                    <Box as="span" boxSize="2.5" rounded="full" bg={color} display="inline-block" />
                    <Text as="span" color="fg.muted">
                      {t(`realEstate.status.${key}`)}
                    </Text>
                    <Text as="span" fontWeight="semibold">
                      {counts[key].toLocaleString("en-US")}
                    </Text>
                  </>
                );
                return link ? (
                  <RouterLink key={key} href={link} display="inline-flex" gap="2" alignItems="center" data-testid={`dashboard-${key}`}>
                    {label}
                  </RouterLink>
                ) : (
                  <HStack key={key} gap="2" data-testid={`dashboard-${key}`}>
                    {label}
                  </HStack>
                );
              })}
            </HStack>
          </Stack>
        ) : (
          <Skeleton height="12" />
        )}
      </Card.Body>
    </Card.Root>
  );
}

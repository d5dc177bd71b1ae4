import { generateSchedule } from "@amlak/domain";
import { money } from "@amlak/money";
import { Badge, Card, chakra, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { LeasePlaceholder } from "./lease-placeholder.tsx";

const YEARLY_RENT = "60000";
const AREA_SQM = "145";

/** A year's lease of the sample apartment, paid quarterly: scheduled by the product's own rules, not typed in. */
const scheduled = generateSchedule({
  contract_start: "2027-01-01",
  contract_end: "2027-12-31",
  price: YEARLY_RENT,
  interval: 3,
  annual_commission: "0",
  additional_commission: "0",
  annual_service: "0",
  water_costs: "0",
  electricity_costs: "0",
  extra_costs: "0",
  is_taxable: false,
});
if (!scheduled.ok) throw new Error("the sample lease does not schedule");
const schedule = scheduled.schedule;

// Plain elements with style props: the public pages' Chakra system leaves out the data list's and table's recipes.
const Row = chakra("div", {
  base: { display: "grid", gridTemplateColumns: { base: "1fr", sm: "10rem 1fr" }, gap: { base: "0", sm: "4" }, alignItems: "baseline" },
});
const Label = chakra("dt", { base: { color: "fg.muted", fontSize: "sm" } });
const Cell = chakra("td", { base: { py: "2", borderBottomWidth: "1px", fontVariantNumeric: "tabular-nums" } });
const HeaderCell = chakra("th", {
  base: { py: "2", borderBottomWidth: "1px", fontWeight: "medium", color: "fg.muted", textAlign: "start" },
});

/** The Main Details tab: the sample unit's figures, its particulars and its payment schedule. */
export function SampleUnit() {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = [
    { label: t("realEstate.yearlyRent"), value: format.money(money(YEARLY_RENT)) },
    { label: t("realEstatePublic.field.area"), value: format.area(money(AREA_SQM)) },
    { label: t("realEstatePublic.field.interval"), value: t("realEstatePublic.interval") },
  ];
  const particulars = [
    { key: "unitType", value: t("realEstatePublic.unitType") },
    { key: "rooms", value: t("realEstatePublic.rooms") },
    { key: "vat", value: t("realEstatePublic.vatExempt") },
    { key: "address", value: <bdi>{t("realEstatePublic.address")}</bdi> },
    { key: "lessor", value: <LeasePlaceholder>{t("realEstatePublic.placeholder.owner")}</LeasePlaceholder> },
    { key: "agent", value: <LeasePlaceholder>{t("realEstatePublic.placeholder.agent")}</LeasePlaceholder> },
  ];

  return (
    <Stack gap="6" data-testid="sample-unit">
      <Card.Root>
        <Card.Body gap="5">
          <Stack gap="1">
            <HStack gap="3" wrap="wrap">
              <Heading as="h2" size="xl">
                {t("realEstatePublic.unit.name")}
              </Heading>
              <Badge colorPalette="gray" variant="subtle">
                {t("realEstate.status.vacant")}
              </Badge>
              <Badge colorPalette="yellow" variant="outline">
                {t("realEstatePublic.sample")}
              </Badge>
            </HStack>
            <Text color="fg.muted">{t("realEstatePublic.unit.compound")}</Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            {figures.map((figure) => (
              <Stack key={figure.label} gap="0.5" p="4" rounded="lg" bg="bg.subtle">
                <Text fontSize="sm" color="fg.muted">
                  {figure.label}
                </Text>
                <Text fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums">
                  {figure.value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <chakra.dl display="grid" gap="3">
            {particulars.map(({ key, value }) => (
              <Row key={key}>
                <Label>{t(`realEstatePublic.field.${key}`)}</Label>
                <dd>{value}</dd>
              </Row>
            ))}
          </chakra.dl>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            {t("realEstatePublic.schedule.title")}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t("realEstatePublic.schedule.lead")}
          </Text>
          <chakra.table width="full" fontSize="sm" data-testid="sample-schedule">
            <thead>
              <tr>
                <HeaderCell>{t("realEstatePublic.schedule.dueDate")}</HeaderCell>
                <HeaderCell textAlign="end">{t("realEstatePublic.schedule.amount")}</HeaderCell>
              </tr>
            </thead>
            <tbody>
              {schedule.rows.map((row) => (
                <tr key={row.index}>
                  <Cell>
                    <bdi>{format.date(row.due_date)}</bdi>
                  </Cell>
                  <Cell textAlign="end">{format.money(row.price)}</Cell>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <chakra.tr fontWeight="bold">
                <Cell borderBottomWidth="0">{t("realEstatePublic.schedule.total")}</Cell>
                <Cell borderBottomWidth="0" textAlign="end">
                  {format.money(schedule.totals.rent)}
                </Cell>
              </chakra.tr>
            </tfoot>
          </chakra.table>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

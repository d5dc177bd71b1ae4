import { Badge, Button, Card, Heading, List, Stack, Text } from "@chakra-ui/react";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { SalesButton } from "../meeting/sales-button.tsx";
import type { PricedPackage } from "../site/public-api.ts";
import { documentLimit, planPrice, subUserLimit, type Billing } from "./plan-price.ts";

const GB_PER_TB = 1024;

/** The plan the cards point buyers to. */
const FEATURED_PLAN = "gold";

export function PlanCard({ plan, billing }: { plan: PricedPackage; billing: Billing }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useSession((session) => session.lang);
  const price = planPrice(plan, billing);
  const storage =
    plan.storageGb >= GB_PER_TB
      ? t("pricing.storageTb", { size: plan.storageGb / GB_PER_TB })
      : t("pricing.storageGb", { size: plan.storageGb });
  const onRequest = price === null;
  const free = price?.isZero() ?? false;
  const features = [
    // The free plan is bounded by its few documents, not by its storage: listing both read as a contradiction.
    ...(free ? [] : [storage]),
    t("pricing.documents", { count: documentLimit(plan) }),
    t("pricing.users", { count: subUserLimit(plan) }),
    t(`pricing.plan.${plan.code}.highlight`),
  ];
  const featured = plan.code === FEATURED_PLAN;

  return (
    <Card.Root
      data-testid={`plan-${plan.code}`}
      borderWidth={featured ? "2px" : "1px"}
      borderColor={featured ? "brand.solid" : "border"}
      shadow={featured ? "xl" : "sm"}
      position="relative"
    >
      <Card.Body gap="5">
        {featured && (
          <Badge colorPalette="brand" variant="solid" rounded="full" position="absolute" top="-2.5" insetStart="6">
            {t("pricing.popular")}
          </Badge>
        )}
        <Stack gap="1">
          <Heading size="lg">{lang === "ar" ? plan.nameAr : plan.nameEn}</Heading>
          <Text color="fg.muted" fontSize="sm" minH="10">
            {t(`pricing.plan.${plan.code}.tagline`)}
          </Text>
        </Stack>
        <Stack gap="0" minH="16">
          <Text fontSize="3xl" fontWeight="bold" data-testid={`plan-${plan.code}-price`}>
            {onRequest ? t("pricing.onRequest") : free ? t("pricing.free") : format.money(price)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t(onRequest ? "pricing.onRequestHint" : free ? "pricing.freeHint" : `pricing.per.${billing}`)}
          </Text>
        </Stack>
        <List.Root gap="2" variant="plain" fontSize="sm" flex="1">
          {features.map((feature) => (
            <List.Item key={feature}>
              <List.Indicator asChild color="brand.solid">
                <Check />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
        {onRequest ? (
          <SalesButton colorPalette="brand" variant={featured ? "solid" : "outline"}>
            {t("pricing.contactSales")}
          </SalesButton>
        ) : (
          <Button asChild colorPalette="brand" variant={featured ? "solid" : "outline"} data-track="start_trial">
            <Link href="/login?section=register">{t(free ? "pricing.startFree" : "pricing.choose")}</Link>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

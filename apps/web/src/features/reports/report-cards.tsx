import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { maySubscribe, REPORT_CATEGORIES, reportCatalogue, type ReportName } from "@amlak/domain";
import { ArrowRight, BriefcaseBusiness, ClipboardList, Lock, TrendingUp, Wallet, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import type { useReportAccess } from "../../lib/use-report-access.ts";

type Category = (typeof REPORT_CATEGORIES)[number]["category"];

/** SPEC §2 "Category cards have different colours"; the icon says the same, so colour is never the only sign. */
const LOOKS: Record<Category, { palette: string; icon: LucideIcon }> = {
  financialLessor: { palette: "teal", icon: Wallet },
  financialPropertyManager: { palette: "purple", icon: BriefcaseBusiness },
  operational: { palette: "blue", icon: ClipboardList },
  investment: { palette: "orange", icon: TrendingUp },
};

interface Props {
  access: NonNullable<ReturnType<typeof useReportAccess>>;
  /** Where an allowed card leads. */
  hrefOf: (report: ReportName) => string;
}

/** The report cards grouped by category (SPEC §2), each group under its heading and in its colour. */
export function ReportCards({ access, hrefOf }: Props) {
  const { t } = useTranslation();
  const categories = REPORT_CATEGORIES.map((category) => ({
    ...category,
    cards: reportCatalogue.filter((card) => card.category === category.category && access(card.report) !== "hidden"),
  })).filter((category) => category.cards.length > 0);
  return (
    <Stack gap="8" aria-label={t("reportsScreen.categories")} data-testid="report-categories">
      {categories.map((category) => (
        <Stack as="section" key={category.category} gap="3" data-testid={`report-category-${category.category}`}>
          <Heading as="h2" size="md">
            {t(category.titleKey)}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {category.cards.map((card) => (
              <ReportCard
                key={card.report}
                report={card.report}
                category={category.category}
                locked={access(card.report) === "locked"}
                href={hrefOf(card.report)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

function ReportCard({ report, category, locked, href }: { report: ReportName; category: Category; locked: boolean; href: string }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { palette, icon: Icon } = LOOKS[category];
  // A locked card leads to the packages (SPEC §2) for who may subscribe; a sub-user is told to ask the owner.
  const mayUpgrade = Boolean(user && maySubscribe(user.type));
  const target = locked ? (mayUpgrade ? "/profile?tab=Subscription" : undefined) : href;
  const body = (
    <Flex
      direction="column"
      gap="3"
      h="full"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor="colorPalette.muted"
      borderInlineStartWidth="4px"
      borderInlineStartColor="colorPalette.solid"
      bg="colorPalette.subtle"
      colorPalette={palette}
      opacity={locked ? 0.8 : 1}
      transition="box-shadow 0.2s"
      _hover={target ? { shadow: "md" } : undefined}
      data-testid={`report-card-${report}`}
      data-access={locked ? "locked" : "allowed"}
    >
      <HStack gap="3" align="start">
        <Box color="colorPalette.fg" flexShrink={0} mt="0.5">
          <Icon size={22} aria-hidden />
        </Box>
        <Text fontWeight="semibold" flex="1">
          {t(`reports.${report}.title`)}
        </Text>
        {locked && (
          <Box color="fg.muted" flexShrink={0}>
            <Lock size={18} aria-hidden />
          </Box>
        )}
      </HStack>
      <Text textStyle="sm" color="fg.muted" flex="1">
        {t(`reports.${report}.description`)}
      </Text>
      <HStack gap="1" textStyle="sm" fontWeight="medium" color={locked ? "fg.muted" : "colorPalette.fg"}>
        {locked ? (
          <Text>{t(mayUpgrade ? "reportsScreen.locked" : "reportsScreen.lockedAskOwner")}</Text>
        ) : (
          <>
            <Text>{t("reportsScreen.open")}</Text>
            <DirectionalIcon boxSize="3.5">
              <ArrowRight />
            </DirectionalIcon>
          </>
        )}
      </HStack>
    </Flex>
  );
  if (!target) return body;
  return (
    <Link href={target} style={{ display: "block", height: "100%" }} data-testid={`report-link-${report}`}>
      {body}
    </Link>
  );
}

import { Circle, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useTranslation } from "react-i18next";
import { LeasePlaceholder } from "./lease-placeholder.tsx";

/** The sample lease's clauses in order; their texts are realEstatePublic.terms.<clause>.*. */
const CLAUSES = ["parties", "unit", "term", "rent", "vat", "maintenance", "utilities", "ending", "law"] as const;

const PLACEHOLDERS = { owner: <LeasePlaceholder />, agent: <LeasePlaceholder /> };

/** The Terms and Conditions tab: a sample residential lease, the owner's and agent's names left as placeholders. */
export function SampleLeaseTerms() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" data-testid="sample-lease-terms">
      <Text fontSize="lg" lineHeight="1.9">
        {t("realEstatePublic.terms.lead")}
      </Text>
      {CLAUSES.map((clause, index) => (
        <Stack as="section" key={clause} gap="2">
          <HStack gap="3">
            <Circle size="7" bg="brand.subtle" color="brand.fg" fontSize="sm" fontWeight="bold">
              {index + 1}
            </Circle>
            <Heading as="h2" size="lg">
              {t(`realEstatePublic.terms.${clause}.title`)}
            </Heading>
          </HStack>
          <Text lineHeight="1.9" color="fg.muted">
            <Trans i18nKey={`realEstatePublic.terms.${clause}.body`} components={PLACEHOLDERS} />
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

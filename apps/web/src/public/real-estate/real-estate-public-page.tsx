import { TRIAL_DAYS } from "@amlak/domain";
import { Button, Container, Heading, Stack } from "@chakra-ui/react";
import { FileText, Home } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { UrlTabs } from "../../ui/url-tabs.tsx";
import { PageIntro } from "../page-intro.tsx";
import { PublicLayout } from "../public-layout.tsx";
import { SampleLeaseTerms } from "./sample-lease-terms.tsx";
import { SampleUnit } from "./sample-unit.tsx";

/** /RealStatePublic (SPEC §2): a sample unit and its lease, in the tabs Main Details and Terms and Conditions (?tab=). */
export function RealEstatePublicPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageIntro title={t("realEstatePublic.title")} subtitle={t("realEstatePublic.subtitle")} />
      <Container maxW="4xl" pb="12">
        <UrlTabs
          label={t("realEstatePublic.title")}
          testId="real-estate-public"
          tabs={[
            { value: "MainDetails", label: t("realEstatePublic.tab.details"), icon: Home, content: <SampleUnit /> },
            { value: "TermsAndConditions", label: t("realEstatePublic.tab.terms"), icon: FileText, content: <SampleLeaseTerms /> },
          ]}
        />
        <Stack align="center" gap="4" mt="12" textAlign="center">
          <Heading as="h2" size="xl">
            {t("realEstatePublic.cta.title")}
          </Heading>
          <Button asChild size="lg" colorPalette="brand" data-track="start_trial">
            <Link href="/login?section=register">{t("landing.cta.trial", { days: TRIAL_DAYS })}</Link>
          </Button>
        </Stack>
      </Container>
    </PublicLayout>
  );
}

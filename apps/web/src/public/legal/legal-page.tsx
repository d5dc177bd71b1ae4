import { Box, Breadcrumb, Container, Heading, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useDateFormat } from "../../lib/date-format.ts";
import { PublicLayout } from "../public-layout.tsx";
import { LEGAL_EFFECTIVE_DATE, type LegalDocument } from "./legal-documents.ts";
import { LegalText } from "./legal-text.tsx";

/** /TermsOfUse, /PrivacyPolicy and /RefundPolicy: header, breadcrumb, the text, footer (SPEC §2). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const title = t(`menu.${document}.title`);

  return (
    <PublicLayout>
      <Box bg="brand.50" py="10" borderBottomWidth="1px">
        <Container maxW="4xl">
          <Breadcrumb.Root mb="4" data-testid="breadcrumb">
            <Breadcrumb.List>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <Link href="/landing">{t("legal.home")}</Link>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator _rtl={{ transform: "scaleX(-1)" }} />
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <Heading as="h1" size="3xl" data-testid="page-title">
            {title}
          </Heading>
          <Text color="fg.muted" mt="2">
            {t("legal.updated", { date: format.date(LEGAL_EFFECTIVE_DATE) })}
          </Text>
        </Container>
      </Box>
      <Container maxW="4xl" py="10">
        <LegalText document={document} />
      </Container>
    </PublicLayout>
  );
}

import { Circle, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useSiteSettings } from "../../lib/site-settings.tsx";
import { LEGAL_DOCUMENTS, type LegalDocument } from "./legal-documents.ts";

/** A legal document's text, section by section: the public legal pages and the signed-in /TermsPolicy tabs show it. */
export function LegalText({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  // Without a support address, the contact page is where to write.
  const email = useSiteSettings().contacts.supportEmail ?? "/contact";
  return (
    <Stack gap="8" data-testid="legal-text">
      <Text fontSize="lg" lineHeight="1.9">
        {t(`legal.${document}.intro`)}
      </Text>
      {LEGAL_DOCUMENTS[document].map((section, index) => (
        <Stack as="section" key={section} gap="3">
          <HStack gap="3">
            <Circle size="7" bg="brand.subtle" color="brand.fg" fontSize="sm" fontWeight="bold">
              {index + 1}
            </Circle>
            <Heading as="h2" size="lg">
              {t(`legal.${document}.${section}.title`)}
            </Heading>
          </HStack>
          {t(`legal.${document}.${section}.body`, { email })
            .split("\n")
            .map((paragraph) => (
              <Text key={paragraph} lineHeight="1.9" color="fg.muted">
                {paragraph}
              </Text>
            ))}
        </Stack>
      ))}
    </Stack>
  );
}

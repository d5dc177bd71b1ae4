import { Badge, HStack, Image, type StackProps } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

interface Props extends StackProps {
  logoUrl: string | null;
  code: string | null;
  testId: string;
}

/** The organization's logo and code in the shell, where its package grants them (white-label, issue #19). */
export function OrganizationBrand({ logoUrl, code, testId, ...stack }: Props) {
  const { t } = useTranslation();
  if (!logoUrl && !code) return null;
  return (
    <HStack gap="2" flexShrink={0} data-testid={testId} {...stack}>
      {logoUrl && (
        <Image src={logoUrl} alt={t("settings.branding.logoAlt")} h="9" maxW="24" objectFit="contain" data-testid="organization-logo" />
      )}
      {code && (
        <Badge colorPalette="brand" variant="subtle" size="lg" dir="ltr" data-testid="organization-code">
          {code}
        </Badge>
      )}
    </HStack>
  );
}

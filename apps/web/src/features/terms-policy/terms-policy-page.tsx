import type { MenuEntry } from "@amlak/domain";
import { Box, Text } from "@chakra-ui/react";
import { FileText, ReceiptText, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { LEGAL_EFFECTIVE_DATE } from "../../public/legal/legal-documents.ts";
import { LegalText } from "../../public/legal/legal-text.tsx";
import { UrlTabs } from "../../ui/url-tabs.tsx";

/** /TermsPolicy?tab= (SPEC §2): the terms of use, privacy policy and refund policy, for a signed-in user. */
export function TermsPolicyPage({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box maxW="4xl">
      <Text color="fg.muted" mb="4">
        {t("legal.updated", { date: format.date(LEGAL_EFFECTIVE_DATE) })}
      </Text>
      <UrlTabs
        label={t(entry.titleKey)}
        testId="terms-policy"
        tabs={[
          { value: "TermsOfUse", label: t("menu.termsOfUse.title"), icon: FileText, content: <LegalText document="termsOfUse" /> },
          {
            value: "PrivacyPolicy",
            label: t("menu.privacyPolicy.title"),
            icon: ShieldCheck,
            content: <LegalText document="privacyPolicy" />,
          },
          { value: "RefundPolicy", label: t("menu.refundPolicy.title"), icon: ReceiptText, content: <LegalText document="refundPolicy" /> },
        ]}
      />
    </Box>
  );
}

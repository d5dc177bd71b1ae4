import { Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import type { Lang } from "@amlak/i18n";
import { ChevronRight, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile, toastFileError } from "../../lib/download.ts";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";

/** Step 1: the template in Arabic or English (GET /api/imports/template), then on to the upload. */
export function TemplateStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Lang | null>(null);

  const download = async (lang: Lang) => {
    setBusy(lang);
    await downloadFile("/api/imports/template", { lang }).catch(toastFileError);
    setBusy(null);
  };

  return (
    <Card.Root data-testid="import-template-step">
      <Card.Body>
        <Stack gap="4">
          <Text as="h2" textStyle="lg" fontWeight="semibold">
            {t("importScreen.template.title")}
          </Text>
          <Text color="fg.muted" maxW="3xl">
            {t("importScreen.template.description")}
          </Text>
          <HStack gap="3" wrap="wrap">
            {(["ar", "en"] as const).map((lang) => (
              <Button
                key={lang}
                variant="outline"
                loading={busy === lang}
                disabled={busy !== null}
                onClick={() => void download(lang)}
                data-testid={`import-template-${lang}`}
              >
                <FileSpreadsheet />
                {t(`importScreen.template.${lang}`)}
              </Button>
            ))}
          </HStack>
        </Stack>
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <Button colorPalette="brand" onClick={onNext} data-testid="import-next">
          {t("importScreen.template.next")}
          <DirectionalIcon asChild>
            <ChevronRight />
          </DirectionalIcon>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

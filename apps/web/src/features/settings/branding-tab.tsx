import { Box, Button, Card, HStack, Image, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { BRAND_COLORS, ORGANIZATION_CODE_MAX, type ZBrandingSaveSchema } from "@amlak/schemas";
import { Check, ImageUp, RotateCcw, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { appErrorData } from "../../lib/app-error.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { FilePickButton } from "../../ui/file-pick-button.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { uploadFiles } from "../documents/upload-files.ts";
import { UpgradeCard } from "./upgrade-card.tsx";

type Branding = RouterOutputs["branding"]["get"];
type Save = (changes: z.input<typeof ZBrandingSaveSchema>) => Promise<unknown>;

/** The server checks the logo by its content; the picker offers only what it accepts (never SVG). */
const LOGO_ACCEPT = ".png,.jpg,.jpeg";

/**
 * Branding (white-label, issue #19): the organization's logo, brand colour and code, each saved on its own. A package
 * that grants none of them shows the upgrade message alone; one that grants some (staff may grant each on its own)
 * shows it in place of each of the others.
 */
export function BrandingTab() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const branding = trpc.branding.get.useQuery();
  const mutation = trpc.branding.save.useMutation({ onSuccess: (saved) => utils.branding.get.setData(undefined, saved) });
  if (branding.isError)
    return (
      <LoadError
        title={t("table.loadFailed")}
        error={branding.error}
        retrying={branding.isFetching}
        onRetry={() => void branding.refetch()}
        testId="branding"
      />
    );
  if (!branding.data) return <Skeleton height="64" rounded="xl" />;
  const save: Save = (changes) => mutation.mutateAsync(changes);
  const { granted } = branding.data;
  if (!granted.logo && !granted.theme && !granted.code)
    return <UpgradeCard title={t("settings.branding.title")} upgradeText={t("settings.branding.upgradeText")} testId="branding-locked" />;
  return (
    <Card.Root maxW="4xl" data-testid="branding">
      <Card.Header>
        <Card.Title>{t("settings.branding.title")}</Card.Title>
        <Card.Description>{t("settings.branding.description")}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          <Granted granted={granted.logo} title={t("settings.branding.logo")} testId="branding-logo-locked">
            <LogoChoice branding={branding.data} save={save} />
          </Granted>
          <Granted granted={granted.theme} title={t("settings.branding.color")} testId="branding-color-locked">
            <ColorChoice color={branding.data.theme_color} save={save} />
          </Granted>
          <Granted granted={granted.code} title={t("settings.branding.code")} testId="branding-code-locked">
            <CodeChoice key={branding.data.code} code={branding.data.code} save={save} />
          </Granted>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Granted({ granted, title, testId, children }: { granted: boolean; title: string; testId: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  if (granted) return children;
  return <UpgradeCard title={title} upgradeText={t("settings.branding.upgradeText")} testId={testId} />;
}

function LogoChoice({ branding, save }: { branding: Branding; save: Save }) {
  const { t } = useTranslation();
  return (
    <FormField label={t("settings.branding.logo")} helperText={t("settings.branding.logoHint")}>
      <HStack gap="4" wrap="wrap">
        <Box boxSize="20" borderWidth="1px" rounded="lg" bg="bg" p="2" display="grid" placeItems="center" flexShrink={0}>
          {branding.logo ? (
            <Image src={branding.logo.url} alt={t("settings.branding.logoAlt")} maxH="full" maxW="full" objectFit="contain" />
          ) : (
            <ImageUp aria-hidden color="var(--chakra-colors-fg-muted)" />
          )}
        </Box>
        <FilePickButton
          accept={LOGO_ACCEPT}
          onPick={async (file) => {
            const [stored] = await uploadFiles({ type: "ORGANIZATION", files: [file] });
            if (stored) await save({ logo_document_id: stored.key_object });
          }}
          inputTestId="branding-logo-input"
          size="sm"
          variant="outline"
          data-testid="branding-logo-upload"
        >
          <ImageUp /> {t(branding.logo ? "settings.branding.replaceLogo" : "settings.branding.uploadLogo")}
        </FilePickButton>
        {branding.logo && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => void save({ logo_document_id: null })}
            data-testid="branding-logo-remove"
          >
            <X /> {t("settings.branding.remove")}
          </Button>
        )}
      </HStack>
    </FormField>
  );
}

function ColorChoice({ color, save }: { color: string | null; save: Save }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm" id="branding-color-label">
        {t("settings.branding.color")}
      </Text>
      <HStack gap="2" wrap="wrap" role="radiogroup" aria-labelledby="branding-color-label">
        {BRAND_COLORS.map((option) => (
          <Button
            key={option}
            role="radio"
            aria-checked={color === option}
            aria-label={t("settings.branding.colorOption", { color: option })}
            boxSize="10"
            minW="10"
            p="0"
            rounded="full"
            bg={option}
            color="white"
            borderWidth="3px"
            borderColor={color === option ? "fg" : "transparent"}
            _hover={{ bg: option, opacity: 0.85 }}
            onClick={() => void save({ theme_color: option })}
            data-testid={`branding-color-${option.slice(1)}`}
          >
            {color === option && <Check />}
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          disabled={!color}
          onClick={() => void save({ theme_color: null })}
          data-testid="branding-color-reset"
        >
          <RotateCcw /> {t("settings.branding.resetColor")}
        </Button>
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {t("settings.branding.colorHint")}
      </Text>
    </Stack>
  );
}

function CodeChoice({ code, save }: { code: string | null; save: Save }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(code ?? "");
  const [error, setError] = useState<string | undefined>();
  const submit = (next: string | null) => {
    setError(undefined);
    save({ code: next }).catch((refusal: unknown) => setError(appErrorData(refusal)?.fieldErrors?.code));
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(value.trim() || null);
      }}
    >
      <FormField label={t("settings.branding.code")} error={error} helperText={t("settings.branding.codeHint")}>
        <HStack gap="2" wrap="wrap">
          <Input
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={ORGANIZATION_CODE_MAX}
            maxW="48"
            dir="ltr"
            textTransform="uppercase"
            autoComplete="off"
            data-testid="branding-code"
          />
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            disabled={value.trim().toUpperCase() === (code ?? "")}
            data-testid="branding-code-save"
          >
            {t("settings.save")}
          </Button>
          {code && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => submit(null)} data-testid="branding-code-remove">
              <X /> {t("settings.branding.remove")}
            </Button>
          )}
        </HStack>
      </FormField>
    </form>
  );
}

import { Alert, Badge, Button, DataList, Heading, HStack, Separator, Skeleton, Stack, Text } from "@chakra-ui/react";
import { ejarFields, type EjarField, type EjarMissing, type EjarValue } from "@amlak/domain";
import { FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile, toastFileError } from "../../lib/download.ts";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { SideDrawer } from "../../ui/side-drawer.tsx";

const SECTIONS = ["lessor", "tenant", "manager", "unit", "financial"] as const;

/**
 * A contract's data as an Ejar registration asks for it (issue #23), section by section: what is missing is marked
 * with a link to where it is filled in, or said to be entered in Ejar itself when the product does not hold it.
 */
export function EjarDrawer({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ejar = trpc.contractEjar.get.useQuery({ id: contractId });
  const [saving, setSaving] = useState(false);
  const saveExcel = () => {
    setSaving(true);
    void downloadFile(`/api/contracts/${contractId}/ejar.xlsx`, {})
      .catch(toastFileError)
      .finally(() => setSaving(false));
  };
  const fields = ejar.data ? ejarFields(ejar.data) : [];
  const toFill = ejar.data?.missing.filter((item) => item.fix !== "notHeld").length ?? 0;
  const notHeld = (ejar.data?.missing.length ?? 0) - toFill;

  return (
    <SideDrawer title={t("ejar.title")} onClose={onClose} testId="ejar-drawer">
      <Stack gap="5">
        <Text textStyle="sm" color="fg.muted">
          {t("ejar.intro")}
        </Text>
        <Button alignSelf="start" size="sm" variant="outline" loading={saving} onClick={saveExcel} data-testid="ejar-xlsx">
          <FileSpreadsheet /> {t("ejar.download")}
        </Button>
        {ejar.isError ? (
          <LoadError
            title={t("ejar.loadFailed")}
            error={ejar.error}
            retrying={ejar.isFetching}
            onRetry={() => void ejar.refetch()}
            testId="ejar"
          />
        ) : !ejar.data ? (
          <Skeleton height="64" rounded="xl" />
        ) : (
          <>
            <Alert.Root status={toFill > 0 ? "warning" : "info"} data-testid="ejar-summary">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{toFill > 0 ? t("ejar.missingCount", { count: toFill }) : t("ejar.complete")}</Alert.Title>
                {notHeld > 0 && <Alert.Description>{t("ejar.notHeldCount", { count: notHeld })}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
            {SECTIONS.map((section) => (
              <EjarSection key={section} section={section} fields={fields.filter((field) => field.section === section)} />
            ))}
          </>
        )}
      </Stack>
    </SideDrawer>
  );
}

function EjarSection({ section, fields }: { section: (typeof SECTIONS)[number]; fields: EjarField[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" data-testid={`ejar-${section}`}>
      <Heading as="h3" size="sm">
        {t(`ejar.section.${section}`)}
      </Heading>
      <Separator />
      <DataList.Root orientation="horizontal" size="sm" gap="2.5">
        {fields.map((field) => (
          <DataList.Item
            key={`${field.field}-${field.number ?? ""}`}
            data-testid={`ejar-${section}-${field.field}${field.number ? `-${field.number}` : ""}`}
          >
            <DataList.ItemLabel minW="40%">
              {t(`ejar.field.${field.field}`, field.number ? { number: field.number } : {})}
            </DataList.ItemLabel>
            <DataList.ItemValue>
              {field.value ? <Shown value={field.value} /> : field.missing ? <Missing missing={field.missing} /> : "—"}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

function Shown({ value }: { value: EjarValue }) {
  const { t } = useTranslation();
  const format = useFormat();
  switch (value.kind) {
    case "text":
      return <bdi>{value.text}</bdi>;
    case "money":
      return <bdi>{format.money(value.amount)}</bdi>;
    case "date":
      return <bdi>{value.date.replaceAll("-", "/")}</bdi>;
    case "label":
      return <bdi>{t(value.key, value.params ?? {})}</bdi>;
    default: {
      const _exhaustive: never = value;
      return _exhaustive;
    }
  }
}

/** Where a missing field is filled in: the contact's or the unit's page, the organization's settings. */
const FIX_HREF: Record<Exclude<EjarMissing["fix"], "notHeld">, (id: string | null) => string> = {
  contact: (id) => `/contacts/${id}`,
  unit: (id) => `/Properties/${id}`,
  organization: () => "/MainManagement?tab=MainInformation",
};

function Missing({ missing }: { missing: EjarMissing }) {
  const { t } = useTranslation();
  if (missing.fix === "notHeld") {
    return (
      <Stack gap="0.5" data-missing="notHeld">
        <Badge colorPalette="gray" variant="subtle" alignSelf="start">
          {t("ejar.notHeld")}
        </Badge>
      </Stack>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" data-missing={missing.fix}>
      <Badge colorPalette="orange" variant="subtle" whiteSpace="normal">
        {t(missing.key)}
      </Badge>
      <RouterLink href={FIX_HREF[missing.fix](missing.recordId)} textStyle="sm" colorPalette="teal">
        {t(`ejar.fix.${missing.fix}`)}
      </RouterLink>
    </HStack>
  );
}

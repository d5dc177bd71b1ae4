import { Menu, Stack, Text } from "@chakra-ui/react";
import type { Lang } from "@amlak/i18n";
import { Download, FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile, toastFileError } from "../../lib/download.ts";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { RowMenu } from "../../ui/row-menu.tsx";

type Quotation = RouterOutputs["quotations"]["list"][number];

const LANGS: readonly Lang[] = ["ar", "en"];

/** Rent quotations prepared for prospective tenants: their PDF in Arabic or English, or delete one after asking. */
export function QuotationsTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const quotations = trpc.quotations.list.useQuery();
  const { query, state } = usePagedWholeList(quotations);
  const [deleting, setDeleting] = useState<Quotation | null>(null);

  const columns: Column<Quotation, "created">[] = [
    {
      key: "prospect",
      header: t("contractsScreen.quotations.column.prospect"),
      cell: (quotation) => (
        <Stack gap="0">
          <Text as="span" fontWeight="medium">
            {quotation.prospect_name}
          </Text>
          {quotation.prospect_phone && (
            <Text as="span" textStyle="xs" color="fg.muted">
              <PhoneNumber phone={quotation.prospect_phone} />
            </Text>
          )}
        </Stack>
      ),
    },
    { key: "unit", header: t("contractsScreen.quotations.column.unit"), cell: (quotation) => quotation.real_estate_title },
    {
      key: "validUntil",
      header: t("contractsScreen.quotations.column.validUntil"),
      cell: (quotation) => (quotation.valid_until ? <Figure>{format.date(quotation.valid_until)}</Figure> : "—"),
    },
    {
      key: "created",
      header: t("contractsScreen.quotations.column.created"),
      cell: (quotation) => <Figure>{format.dayOf(quotation.created_at)}</Figure>,
    },
    {
      key: "actions",
      header: t("contractsScreen.actions"),
      cell: (quotation) => <QuotationMenu quotation={quotation} onDelete={() => setDeleting(quotation)} />,
    },
  ];

  return (
    <>
      <DataTable
        testId="quotations-table"
        columns={columns}
        query={query}
        state={state}
        rowKey={(quotation) => quotation.id}
        empty={
          <EmptyState
            icon={<FileText />}
            title={t("contractsScreen.quotations.empty.title")}
            description={t("contractsScreen.quotations.empty.description")}
          />
        }
      />
      {deleting && <DeleteQuotation quotation={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function QuotationMenu({ quotation, onDelete }: { quotation: Quotation; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <RowMenu label={t("contractsScreen.actions")} testId="quotation-menu">
      {LANGS.map((lang) => (
        <Menu.Item
          key={lang}
          value={`pdf-${lang}`}
          onSelect={() => void downloadFile(`/api/quotations/${quotation.id}/pdf`, { lang }).catch(toastFileError)}
          data-testid={`quotation-pdf-${lang}`}
        >
          <Download size={16} /> {t(lang === "ar" ? "contractsScreen.quotations.pdfAr" : "contractsScreen.quotations.pdfEn")}
        </Menu.Item>
      ))}
      <Menu.Separator />
      <Menu.Item value="delete" color="fg.error" onSelect={onDelete} data-testid="quotation-delete">
        <Trash2 size={16} /> {t("contractsScreen.quotations.delete")}
      </Menu.Item>
    </RowMenu>
  );
}

function DeleteQuotation({ quotation, onClose }: { quotation: Quotation; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  // The outcome is toasted by the tRPC feedback link.
  const remove = trpc.quotations.delete.useMutation({
    onSuccess: () => {
      void utils.quotations.invalidate();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      testId="quotation-delete-dialog"
      title={t("contractsScreen.quotations.delete")}
      confirmLabel={t("contractsScreen.quotations.delete")}
      destructive
      cancelLabel={t("contractsScreen.keep")}
      loading={remove.isPending}
      onConfirm={() => remove.mutate({ id: quotation.id })}
      onClose={onClose}
    >
      {t("contractsScreen.quotations.deleteQuestion", { prospect: quotation.prospect_name, unit: quotation.real_estate_title })}
    </ConfirmDialog>
  );
}

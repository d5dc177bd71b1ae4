import { IconButton, Menu, Portal } from "@chakra-ui/react";
import type { Lang } from "@amlak/i18n";
import { Ban, CircleCheck, Download, EllipsisVertical, FileText, PhoneCall, Receipt, Split, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DownloadError, downloadFile } from "../../lib/download.ts";
import { useFormat } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { i18next } from "../../lib/i18n.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { ContactedDialog } from "./contacted-dialog.tsx";
import { MarkPaidDialog } from "./mark-paid-dialog.tsx";
import { SplitPaymentDialog } from "./split-payment-dialog.tsx";
import { type PaymentRow, useCategoryNames, useRefreshPayments, useVatRegistered } from "./payment-row.ts";
import { documentNumber, paymentActions } from "./payment-rules.ts";

type Dialog = "pay" | "undo" | "split" | "cancel" | "delete" | "contacted";

const LANGS: readonly Lang[] = ["ar", "en"];

/** Saves a tax invoice's or a cash receipt's PDF in `lang`; a refusal is toasted with its reference number. */
async function downloadDocument(kind: "invoices" | "receipts", id: string, lang: Lang): Promise<void> {
  try {
    await downloadFile(`/api/${kind}/${id}/pdf`, { lang });
  } catch (error) {
    const data = error instanceof DownloadError ? error.data : null;
    const message = error instanceof Error ? error.message : i18next.t("toast.networkError");
    toaster.create({
      type: "error",
      description: data?.referenceNo ? `${message}\n${i18next.t("toast.referenceNo", { referenceNo: data.referenceNo })}` : message,
    });
  }
}

/**
 * The ⋯ menu of a payment row (payments page, contract schedule): only what the user's role and the payment's state
 * allow (paymentActions), each one-step action behind its dialog, and the receipt's and invoice's PDFs in Arabic
 * and English for anyone who may see the payment.
 */
export function PaymentRowMenu({ payment }: { payment: PaymentRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSignedInUser();
  const vatRegistered = useVatRegistered(Boolean(user));
  const { nameOf } = useCategoryNames();
  const refresh = useRefreshPayments();
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = () => setOpen(null);
  const afterward = { onSuccess: () => refresh(), onSettled: close };
  const undo = trpc.payments.undo.useMutation(afterward);
  const cancel = trpc.payments.cancel.useMutation(afterward);
  const remove = trpc.payments.delete.useMutation(afterward);
  const issueReceipt = trpc.receipts.issue.useMutation({ onSuccess: () => refresh() });
  const issueInvoice = trpc.invoices.issue.useMutation({ onSuccess: () => refresh() });

  const can = paymentActions(payment, user?.type, vatRegistered);
  const documents = [
    ...(payment.receiptId && payment.receiptNumber !== null
      ? [{ kind: "receipts" as const, id: payment.receiptId, number: documentNumber("RC", payment.receiptNumber) }]
      : []),
    ...(payment.invoiceId && payment.invoiceNumber !== null
      ? [{ kind: "invoices" as const, id: payment.invoiceId, number: documentNumber("INV", payment.invoiceNumber) }]
      : []),
  ];
  // A read-only user with no documents to download has nothing here.
  if (!Object.values(can).some(Boolean) && documents.length === 0) return null;

  // Names the payment in each confirmation: "Rent of شقة 101 due 2026/05/01 (4,000.00 SR)".
  const named = {
    type: nameOf(payment.type),
    unit: payment.unit ?? payment.partyName ?? "—",
    dueDate: format.date(payment.dueDate),
    amount: format.money(payment.total),
  };

  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={t("paymentsScreen.menu.label", named)} data-testid="payment-menu">
            <EllipsisVertical />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56" data-testid="payment-menu-content">
              {can.pay && (
                <Menu.Item value="pay" onSelect={() => setOpen("pay")} data-testid="payment-action-pay">
                  <CircleCheck size={16} /> {t("paymentsScreen.action.pay")}
                </Menu.Item>
              )}
              {can.undo && (
                <Menu.Item value="undo" onSelect={() => setOpen("undo")} data-testid="payment-action-undo">
                  <Undo2 size={16} /> {t("paymentsScreen.action.undo")}
                </Menu.Item>
              )}
              {can.split && (
                <Menu.Item value="split" onSelect={() => setOpen("split")} data-testid="payment-action-split">
                  <Split size={16} /> {t("paymentsScreen.action.split")}
                </Menu.Item>
              )}
              {can.contacted && (
                <Menu.Item value="contacted" onSelect={() => setOpen("contacted")} data-testid="payment-action-contacted">
                  <PhoneCall size={16} /> {t("paymentsScreen.action.contacted")}
                </Menu.Item>
              )}
              {can.issueReceipt && (
                <Menu.Item
                  value="issue-receipt"
                  disabled={issueReceipt.isPending}
                  onSelect={() => issueReceipt.mutate({ id: payment.id })}
                  data-testid="payment-action-issue-receipt"
                >
                  <Receipt size={16} /> {t("paymentsScreen.action.issueReceipt")}
                </Menu.Item>
              )}
              {can.issueInvoice && (
                <Menu.Item
                  value="issue-invoice"
                  disabled={issueInvoice.isPending}
                  onSelect={() => issueInvoice.mutate({ payment_ids: [payment.id] })}
                  data-testid="payment-action-issue-invoice"
                >
                  <FileText size={16} /> {t("paymentsScreen.action.issueInvoice")}
                </Menu.Item>
              )}
              {documents.map((document) => (
                <Menu.ItemGroup key={document.kind}>
                  <Menu.Separator />
                  <Menu.ItemGroupLabel>
                    {t(`paymentsScreen.document.${document.kind}`)} <bdi dir="ltr">{document.number}</bdi>
                  </Menu.ItemGroupLabel>
                  {LANGS.map((lang) => (
                    <Menu.Item
                      key={lang}
                      value={`${document.kind}-${lang}`}
                      onSelect={() => void downloadDocument(document.kind, document.id, lang)}
                      data-testid={`payment-download-${document.kind}-${lang}`}
                    >
                      <Download size={16} /> {t(`paymentsScreen.document.download.${lang}`)}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              ))}
              {(can.cancel || can.delete) && <Menu.Separator />}
              {can.cancel && (
                <Menu.Item value="cancel" color="fg.error" onSelect={() => setOpen("cancel")} data-testid="payment-action-cancel">
                  <Ban size={16} /> {t("paymentsScreen.action.cancel")}
                </Menu.Item>
              )}
              {can.delete && (
                <Menu.Item value="delete" color="fg.error" onSelect={() => setOpen("delete")} data-testid="payment-action-delete">
                  <Trash2 size={16} /> {t("paymentsScreen.action.delete")}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {open === "pay" && <MarkPaidDialog payments={[payment]} onClose={close} />}
      {open === "split" && <SplitPaymentDialog payment={payment} onClose={close} />}
      {open === "contacted" && <ContactedDialog payment={payment} onClose={close} />}
      {open === "undo" && (
        <ConfirmDialog
          open
          testId="undo-dialog"
          title={t("paymentsScreen.undo.title")}
          confirmLabel={t("paymentsScreen.action.undo")}
          loading={undo.isPending}
          onConfirm={() => undo.mutate({ id: payment.id })}
          onClose={close}
        >
          {t("paymentsScreen.undo.question", named)}
        </ConfirmDialog>
      )}
      {open === "cancel" && (
        <ConfirmDialog
          open
          testId="cancel-dialog"
          title={t("paymentsScreen.cancel.title")}
          confirmLabel={t("paymentsScreen.action.cancel")}
          loading={cancel.isPending}
          onConfirm={() => cancel.mutate({ id: payment.id })}
          onClose={close}
        >
          {t("paymentsScreen.cancel.question", named)}
        </ConfirmDialog>
      )}
      {open === "delete" && (
        <ConfirmDialog
          open
          testId="delete-dialog"
          title={t("paymentsScreen.delete.title")}
          confirmLabel={t("paymentsScreen.action.delete")}
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: payment.id })}
          onClose={close}
        >
          {t("paymentsScreen.delete.question", named)}
        </ConfirmDialog>
      )}
    </>
  );
}

import { Menu } from "@chakra-ui/react";
import type { Lang } from "@amlak/i18n";
import { documentNumber } from "@amlak/schemas";
import { Ban, CircleCheck, Download, Eye, FileText, History, PhoneCall, Receipt, Split, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadFile, toastFileError } from "../../lib/download.ts";
import { useFormat } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { RowMenu } from "../../ui/row-menu.tsx";
import { useLocation } from "wouter";
import { DocumentViewer } from "../invoices/document-viewer.tsx";
import { ContactedDialog } from "./contacted-dialog.tsx";
import { PaymentHistoryDrawer } from "./payment-history-drawer.tsx";
import { MarkPaidDialog } from "./mark-paid-dialog.tsx";
import { SplitPaymentDialog } from "./split-payment-dialog.tsx";
import { type PaymentRow, useCategoryNames, useRefreshPayments, useVatRegistered } from "./payment-row.ts";
import { paymentActions } from "./payment-rules.ts";

type Dialog = "pay" | "undo" | "split" | "cancel" | "delete" | "contacted" | "history";

const LANGS: readonly Lang[] = ["ar", "en"];

/** A credit or debit note opens on the invoices page, where the notes live. */
const noteHref = (noteId: string) => `/invoices?note=${noteId}`;

/**
 * The ⋯ menu of a payment row (payments page, contract schedule): only what the user's role and the payment's state
 * allow (paymentActions), each one-step action behind its dialog, and the receipt and invoice, shown in the page or
 * downloaded in Arabic and English, for anyone who may see the payment.
 */
export function PaymentRowMenu({ payment }: { payment: PaymentRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSignedInUser();
  const vatRegistered = useVatRegistered(Boolean(user));
  const { nameOf } = useCategoryNames();
  const refresh = useRefreshPayments();
  const [open, setOpen] = useState<Dialog | null>(null);
  const [viewing, setViewing] = useState<{ kind: "receipt" | "invoice"; id: string } | null>(null);
  const [, navigate] = useLocation();
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
      ? [
          {
            kind: "receipts" as const,
            one: "receipt" as const,
            id: payment.receiptId,
            number: documentNumber("receipt", payment.receiptNumber),
          },
        ]
      : []),
    ...(payment.invoiceId && payment.invoiceNumber !== null
      ? [
          {
            kind: "invoices" as const,
            one: "invoice" as const,
            id: payment.invoiceId,
            number: documentNumber("invoice", payment.invoiceNumber),
          },
        ]
      : []),
  ];
  // Names the payment in each confirmation: "Rent of شقة 101 due 2026/05/01 (4,000.00 SR)".
  const named = {
    type: nameOf(payment.type),
    unit: payment.unit ?? payment.partyName ?? "—",
    dueDate: format.date(payment.dueDate),
    amount: format.money(payment.total),
  };

  return (
    <>
      <RowMenu label={t("paymentsScreen.menu.label", named)} testId="payment-menu" minW="56">
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
            <Menu.Item
              value={`${document.kind}-view`}
              onSelect={() => setViewing({ kind: document.one, id: document.id })}
              data-testid={`payment-view-${document.kind}`}
            >
              <Eye size={16} /> {t("paymentsScreen.document.view")}
            </Menu.Item>
            {LANGS.map((lang) => (
              <Menu.Item
                key={lang}
                value={`${document.kind}-${lang}`}
                onSelect={() => void downloadFile(`/api/${document.kind}/${document.id}/pdf`, { lang }).catch(toastFileError)}
                data-testid={`payment-download-${document.kind}-${lang}`}
              >
                <Download size={16} /> {t(`paymentsScreen.document.download.${lang}`)}
              </Menu.Item>
            ))}
          </Menu.ItemGroup>
        ))}
        <Menu.Separator />
        <Menu.Item value="history" onSelect={() => setOpen("history")} data-testid="payment-action-history">
          <History size={16} /> {t("paymentsScreen.history.title")}
        </Menu.Item>
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
      </RowMenu>
      {viewing && (
        <DocumentViewer
          kind={viewing.kind}
          id={viewing.id}
          onClose={() => setViewing(null)}
          notes={{ href: noteHref, open: (noteId) => navigate(noteHref(noteId)) }}
        />
      )}
      {open === "pay" && <MarkPaidDialog payments={[payment]} onClose={close} />}
      {open === "history" && (
        <PaymentHistoryDrawer paymentId={payment.id} title={`${named.type} · ${named.unit} · ${named.dueDate}`} onClose={close} />
      )}
      {open === "split" && <SplitPaymentDialog payment={payment} onClose={close} />}
      {open === "contacted" && <ContactedDialog payment={payment} onClose={close} />}
      {open === "undo" && (
        <ConfirmDialog
          destructive
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
          destructive
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
          destructive
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

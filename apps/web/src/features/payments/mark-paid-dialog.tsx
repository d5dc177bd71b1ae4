import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  HStack,
  Input,
  List,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { MANUAL_PAYMENT_METHODS, ZPaymentPaySchema } from "@amlak/schemas";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearch } from "wouter";
import type { z } from "zod";
import { errorText } from "../../lib/app-error.ts";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { type PaymentRow, useCategoryNames, useRefreshPayments, useVatRegistered } from "./payment-row.ts";
import { mainInformationLink } from "../settings/main-information-link.ts";
import { missingInvoiceReason, netTotal, paymentActions } from "./payment-rules.ts";
import { SignedAmount } from "./signed-amount.tsx";
import { formResolver } from "../../lib/form-resolver.ts";

/** The pay body without the payment, its paid date typed in the user's calendar. */
const paidSchema = (date: CalendarDateSchema) => ZPaymentPaySchema.omit({ id: true }).safeExtend({ paid_date: date });
type PaidInput = z.input<ReturnType<typeof paidSchema>>;
type Paid = z.output<ReturnType<typeof paidSchema>>;

/** A payment that could not be marked paid, or was paid but did not get the document asked for. */
interface Failure {
  payment: PaymentRow;
  message: string;
  paid: boolean;
}

interface Props {
  /** One payment, or the rows selected on the payments page (all pending). */
  payments: PaymentRow[];
  onClose: () => void;
  /** The payments now paid, so the page can let go of their selection. */
  onPaid?: (ids: string[]) => void;
}

/**
 * Marks one or several pending payments paid (SCREENS "Payments"): paid date defaulting to today, method, who
 * received and delivered it, notes, and on request the cash receipt and the tax invoice of each payment that takes
 * one. Several rows are paid one call each, and the dialog then names those that failed and why.
 */
export function MarkPaidDialog({ payments, onClose, onPaid }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSignedInUser();
  const vatRegistered = useVatRegistered();
  const { nameOf } = useCategoryNames();
  const refresh = useRefreshPayments();
  const utils = trpc.useUtils();
  const pay = trpc.payments.pay.useMutation();
  const issueReceipt = trpc.receipts.issue.useMutation();
  const issueInvoice = trpc.invoices.issue.useMutation();
  const calendar = useUserCalendar();
  const schema = useMemo(() => paidSchema(calendar.schema), [calendar.schema]);
  const form = useForm<PaidInput, unknown, Paid>({
    resolver: formResolver(schema),
    defaultValues: {
      paid_date: calendar.text(todayInRiyadh()),
      payment_method: "cash",
      received_by: user?.name ?? "",
      delivered_by: "",
      paid_notes: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Ticked as the organization last chose (both at first); what the user ticks here is remembered when paid.
  const remembered = trpc.organization.paymentDocuments.useQuery(undefined, { staleTime: 5 * 60_000 });
  const remember = trpc.organization.savePaymentDocuments.useMutation({
    onSuccess: (choice) => utils.organization.paymentDocuments.setData(undefined, choice),
  });
  const [receiptTicked, setWithReceipt] = useState<boolean>();
  const [invoiceTicked, setWithInvoice] = useState<boolean>();
  const withReceipt = receiptTicked ?? remembered.data?.issue_receipt ?? true;
  const withInvoice = invoiceTicked ?? remembered.data?.issue_invoice ?? true;
  const [failures, setFailures] = useState<Failure[]>([]);

  // A document is offered when it would be issued for at least one of the payments (as it would be once paid).
  const asPaid = (payment: PaymentRow) => paymentActions({ ...payment, status: "paid" }, user?.type, vatRegistered);
  const receiptPossible = payments.some((payment) => asPaid(payment).issueReceipt);
  const invoicePossible = payments.some((payment) => asPaid(payment).issueInvoice);
  const mayIssue = Boolean(user && mayPerform(user.type, "documents.issue"));
  const reasons = payments.map((payment) => missingInvoiceReason(payment, vatRegistered));
  // Said only when none of the payments can take one: the missing VAT number first, as adding it is what helps.
  const noInvoiceReason =
    mayIssue && !invoicePossible ? (reasons.find((reason) => reason === "vatNoMissing") ?? reasons.find(Boolean)) : undefined;
  const single = payments.length === 1 ? payments[0] : undefined;

  const submit = async (paid: Paid) => {
    if (remembered.data && (withReceipt !== remembered.data.issue_receipt || withInvoice !== remembered.data.issue_invoice))
      remember.mutate({ issue_receipt: withReceipt, issue_invoice: withInvoice });
    const failed: Failure[] = [];
    const done: string[] = [];
    // A rent's call also pays the commission due with it (auto-pay commission), so commissions go first: paid by
    // their own call, they are not found already paid.
    const ordered = [...payments].sort((a, b) => Number(a.type === "rent") - Number(b.type === "rent"));
    for (const payment of ordered) {
      let isPaid = false;
      try {
        const answer = await pay.mutateAsync({ id: payment.id, ...paid });
        isPaid = true;
        if (withReceipt && asPaid(payment).issueReceipt) await issueReceipt.mutateAsync({ id: payment.id });
        // The organization's automatic rent invoice may already have been issued with the payment.
        if (withInvoice && asPaid(payment).issueInvoice && !answer.invoice) await issueInvoice.mutateAsync({ payment_ids: [payment.id] });
        done.push(payment.id);
      } catch (error) {
        if (single && !isPaid) showServerFieldErrors(error, form.setError);
        failed.push({ payment, message: errorText(error), paid: isPaid });
        if (isPaid) done.push(payment.id);
      }
    }
    await refresh();
    if (done.length) onPaid?.(done);
    if (failed.length === 0) onClose();
    else setFailures(failed);
  };

  const finished = failures.length > 0;

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="mark-paid-dialog">
            <Dialog.Header>
              <Dialog.Title>
                {single ? t("paymentsScreen.pay.title") : t("paymentsScreen.pay.titleMany", { count: payments.length })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" textStyle="sm">
                  {single
                    ? t("paymentsScreen.pay.summary", {
                        type: nameOf(single.type),
                        unit: single.unit ?? single.partyName ?? "—",
                        dueDate: format.date(single.dueDate),
                      })
                    : t("paymentsScreen.pay.summaryMany", { count: payments.length })}{" "}
                  <SignedAmount amount={netTotal(payments)} />
                </Text>
                {finished ? (
                  <FailureList failures={failures} />
                ) : (
                  <form id="mark-paid-form" noValidate onSubmit={form.handleSubmit(submit)}>
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                      <FormField label={t("paymentsScreen.pay.paidDate")} error={errors.paid_date?.message}>
                        <Controller
                          control={form.control}
                          name="paid_date"
                          render={({ field }) => (
                            <DateInput
                              {...field}
                              value={String(field.value ?? "")}
                              invalid={Boolean(errors.paid_date)}
                              data-testid="pay-date"
                            />
                          )}
                        />
                      </FormField>
                      <FormField label={t("paymentsScreen.pay.method")} error={errors.payment_method?.message}>
                        <NativeSelect.Root>
                          <NativeSelect.Field data-testid="pay-method" {...form.register("payment_method")}>
                            {MANUAL_PAYMENT_METHODS.map((method) => (
                              <option key={method} value={method}>
                                {t(`document.paymentMethod.${method}`)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </FormField>
                      <FormField label={t("paymentsScreen.pay.receivedBy")} error={errors.received_by?.message}>
                        <Input data-testid="pay-received-by" {...form.register("received_by")} />
                      </FormField>
                      <FormField label={t("paymentsScreen.pay.deliveredBy")} error={errors.delivered_by?.message}>
                        <Input data-testid="pay-delivered-by" {...form.register("delivered_by")} />
                      </FormField>
                    </SimpleGrid>
                    <Stack gap="3" mt="4">
                      <FormField label={t("paymentsScreen.pay.notes")} error={errors.paid_notes?.message}>
                        <Textarea rows={2} data-testid="pay-notes" {...form.register("paid_notes")} />
                      </FormField>
                      {receiptPossible && !remembered.isPending && (
                        <Checkbox.Root
                          checked={withReceipt}
                          onCheckedChange={(details) => setWithReceipt(details.checked === true)}
                          data-testid="pay-issue-receipt"
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{t("paymentsScreen.pay.issueReceipt")}</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                      {invoicePossible && !remembered.isPending && (
                        <Checkbox.Root
                          checked={withInvoice}
                          onCheckedChange={(details) => setWithInvoice(details.checked === true)}
                          data-testid="pay-issue-invoice"
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{t("paymentsScreen.pay.issueInvoice")}</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                      {noInvoiceReason && <NoInvoiceNote reason={noInvoiceReason} />}
                    </Stack>
                  </form>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {finished ? (
                <Button onClick={onClose} data-testid="mark-paid-done">
                  {t("paymentsScreen.action.close")}
                </Button>
              ) : (
                <HStack>
                  <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                    {t("action.cancel")}
                  </Button>
                  <Button type="submit" form="mark-paid-form" colorPalette="brand" loading={isSubmitting} data-testid="mark-paid-confirm">
                    {t("paymentsScreen.action.pay")}
                  </Button>
                </HStack>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Why no tax invoice is offered, and the way to the VAT number where that is the reason. */
function NoInvoiceNote({ reason }: { reason: "vatNoMissing" | "notTaxable" }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [location] = useLocation();
  const search = useSearch();
  const mayManage = Boolean(user && mayPerform(user.type, "organization.manage"));
  return (
    <Alert.Root status="info" alignItems="start" data-testid="pay-no-invoice">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Description>{t(`paymentsScreen.pay.noInvoice.${reason}`)}</Alert.Description>
        {reason === "vatNoMissing" && mayManage && (
          <Button asChild alignSelf="start" size="xs" variant="outline">
            <Link href={mainInformationLink(search ? `${location}?${search}` : location)} data-testid="pay-add-vat-no">
              {t("paymentsScreen.pay.noInvoice.addVatNo")}
            </Link>
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Which payments failed and why, in the server's words; a paid one that missed its document says so. */
function FailureList({ failures }: { failures: Failure[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Alert.Root status="error" alignItems="start" data-testid="mark-paid-failures">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("paymentsScreen.pay.failed", { count: failures.length })}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="2" gap="1">
            {failures.map(({ payment, message, paid }) => (
              <List.Item key={payment.id} whiteSpace="pre-line">
                {payment.unit ?? payment.partyName ?? "—"} · <Figure>{format.date(payment.dueDate)}</Figure>:{" "}
                {paid ? t("paymentsScreen.pay.paidWithoutDocument", { message }) : message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

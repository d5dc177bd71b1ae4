import { Alert, Box, Button, Flex, HStack, Input, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { ZCollectionReceiveSchema } from "@amlak/schemas";
import { money, toFixed2 } from "@amlak/money";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { Figure } from "../../ui/data-table.tsx";
import { MoneyMovementFields } from "../../ui/money-movement-fields.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { useCategoryNames } from "../payments/payment-row.ts";
import { allocationsOf, planView, receiptHref, type AllocationTexts } from "./collection-plan.ts";
import { useRefreshCollections } from "./use-refresh-collections.ts";

/** The voucher's own fields, its date typed in the user's calendar; what it pays is edited beside them. */
const voucherSchema = (date: CalendarDateSchema) =>
  ZCollectionReceiveSchema.omit({ tenant_id: true, allocations: true }).safeExtend({ paid_date: date });
type VoucherInput = z.input<ReturnType<typeof voucherSchema>>;
type Voucher = z.output<ReturnType<typeof voucherSchema>>;
const MONEY_FIELDS = { amount: "amount", date: "paid_date", method: "method", reference: "reference" } as const;

interface Props {
  tenantId: string;
  tenantName: string;
  onClose: () => void;
}

/**
 * Receives one amount from a tenant (a collection voucher): amount, date, method and reference, and the instalments it
 * pays — the oldest due first, as the server would, until the user types other amounts — with what is left held as
 * an advance.
 */
export function CollectionDrawer({ tenantId, tenantName, onClose }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const calendar = useUserCalendar();
  const { nameOf } = useCategoryNames();
  const refresh = useRefreshCollections();
  const open = trpc.collections.open.useQuery({ tenant_id: tenantId });
  const schema = useMemo(() => voucherSchema(calendar.schema), [calendar.schema]);
  const form = useForm<VoucherInput, unknown, Voucher>({
    resolver: formResolver(schema),
    defaultValues: { amount: "", paid_date: calendar.text(todayInRiyadh()), method: "bankTransfer", reference: "" },
  });
  const [typed, setTyped] = useState<AllocationTexts | null>(null);
  const instalments = useMemo(
    () => (open.data?.instalments ?? []).map((row) => ({ paymentId: row.id, dueDate: row.due_date, amountDue: row.amount_due })),
    [open.data],
  );
  const [amountText, paidDateText, method] = useWatch({ control: form.control, name: ["amount", "paid_date", "method"] });
  const plan = planView(instalments, String(amountText ?? ""), calendar.day(String(paidDateText ?? "")), typed);
  const overAllocated = plan.advance.isNegative();

  const [, navigate] = useLocation();
  const receive = trpc.collections.receive.useMutation({
    onSuccess: async (voucher, sent) => {
      toaster.create({
        type: "success",
        title: t("collections.received", {
          count: voucher.allocations.length,
          amount: format.money(money(sent.amount)),
          advance: format.money(voucher.advance),
        }),
        action: { label: t("collections.openReceipt"), onClick: () => navigate(receiptHref(voucher.receipt_id)) },
      });
      await refresh();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });

  const save = (voucher: Voucher) => {
    if (plan.invalid || overAllocated) return;
    receive.mutate({
      tenant_id: tenantId,
      amount: toFixed2(voucher.amount),
      paid_date: voucher.paid_date,
      method: voucher.method,
      reference: voucher.reference ?? "",
      allocations: allocationsOf(plan.texts),
    });
  };
  const instalmentRow = (paymentId: string) => open.data?.instalments.find((row) => row.id === paymentId);

  return (
    <RecordDrawer
      title={t("collections.drawer.title", { tenant: tenantName })}
      onSubmit={form.handleSubmit(save)}
      saving={receive.isPending}
      onClose={onClose}
      testId="collection"
      size="lg"
    >
      <MoneyMovementFields
        form={form}
        names={MONEY_FIELDS}
        labels={{
          amount: t("collections.amount"),
          date: t("collections.paidDate"),
          method: t("collections.method"),
          reference: t(method === "cheque" || method === "bankTransfer" ? `collections.reference.${method}` : "collections.reference"),
        }}
        testId="collection"
      />

      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{t("collections.allocation.title")}</Text>
          {typed && (
            <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setTyped(null)} data-testid="collection-oldest-first">
              {t("collections.allocation.oldestFirst")}
            </Button>
          )}
        </HStack>
        {open.isLoading ? (
          <Skeleton height="24" />
        ) : instalments.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {t("collections.allocation.none")}
          </Text>
        ) : (
          <>
            <Text color="fg.muted" textStyle="sm">
              {t("collections.allocation.hint")}
            </Text>
            <Stack gap="0" borderWidth="1px" rounded="md" divideY="1px" data-testid="collection-allocations">
              {instalments.map((instalment) => {
                const row = instalmentRow(instalment.paymentId);
                const what = nameOf(row?.type ?? "");
                return (
                  <Flex key={instalment.paymentId} gap="3" px="3" py="2" align="center" justify="space-between" wrap="wrap">
                    <Stack gap="0" minW="0" flex="1">
                      <Text textStyle="sm">
                        {what}
                        {row?.real_estate && (
                          <Text as="span" color="fg.muted">
                            {" · "}
                            <bdi>{row.real_estate}</bdi>
                          </Text>
                        )}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {t("collections.allocation.due")} <Figure>{format.date(instalment.dueDate)}</Figure> ·{" "}
                        {t("collections.allocation.owed")} <Figure>{format.money(instalment.amountDue)}</Figure>
                      </Text>
                    </Stack>
                    <Box width="36">
                      <Input
                        size="sm"
                        dir="ltr"
                        inputMode="decimal"
                        autoComplete="off"
                        textAlign="end"
                        aria-label={t("collections.allocation.payFor", { what, date: format.date(instalment.dueDate) })}
                        data-testid={`collection-pay-${instalment.paymentId}`}
                        value={plan.texts[instalment.paymentId] ?? ""}
                        onChange={(event) => setTyped({ ...plan.texts, [instalment.paymentId]: event.target.value })}
                      />
                    </Box>
                  </Flex>
                );
              })}
            </Stack>
          </>
        )}
        <SimpleGrid columns={2} gap="2" textStyle="sm" data-testid="collection-totals">
          <Text color="fg.muted">{t("collections.allocated")}</Text>
          <Text textAlign="end">
            <Figure>{format.money(plan.allocated)}</Figure>
          </Text>
          <Text color="fg.muted">{t("collections.advance")}</Text>
          <Text textAlign="end" data-testid="collection-advance">
            <Figure>{format.money(plan.advance)}</Figure>
          </Text>
        </SimpleGrid>
        {plan.advance.gt(0) && (
          <Text textStyle="xs" color="fg.muted">
            {t("collections.advance.explain")}
          </Text>
        )}
        {(overAllocated || plan.invalid) && (
          <Alert.Root status="error" data-testid="collection-over-allocated">
            <Alert.Indicator />
            <Alert.Title>
              {plan.invalid
                ? t("collections.allocationInvalid")
                : t("collections.overAllocated", {
                    allocated: format.money(plan.allocated),
                    amount: format.money(plan.allocated.plus(plan.advance)),
                  })}
            </Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </RecordDrawer>
  );
}

import { Button, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { toFixed2 } from "@amlak/money";
import { ZChequeRegisterSchema } from "@amlak/schemas";
import { Plus, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { todayInRiyadh, useFormat } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { useCategoryNames } from "../payments/payment-row.ts";
import { useRefreshCollections } from "./use-refresh-collections.ts";

/** The cheques as typed, each due date in the user's calendar; an instalment left unchosen is none. */
const chequesSchema = (date: CalendarDateSchema) =>
  z.object({
    cheques: z.array(ZChequeRegisterSchema.shape.cheques.element.safeExtend({ due_date: date, instalment_id: z.string().optional() })),
  });
type ChequesInput = z.input<ReturnType<typeof chequesSchema>>;
type Cheques = z.output<ReturnType<typeof chequesSchema>>;

const blank = { number: "", bank: "", amount: "", due_date: "", instalment_id: "" };

/**
 * Registers the cheques a tenant handed over, often one post-dated cheque per instalment: "One per open instalment"
 * fills a row for each with its amount and due day, numbered on from the first cheque's number. Nothing is paid until
 * a cheque clears.
 */
export function ChequesDrawer({ tenantId, onClose }: { tenantId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const calendar = useUserCalendar();
  const { nameOf } = useCategoryNames();
  const refresh = useRefreshCollections();
  const open = trpc.collections.open.useQuery({ tenant_id: tenantId });
  const schema = useMemo(() => chequesSchema(calendar.schema), [calendar.schema]);
  const form = useForm<ChequesInput, unknown, Cheques>({
    resolver: formResolver(schema),
    defaultValues: { cheques: [{ ...blank, due_date: calendar.text(todayInRiyadh()) }] },
  });
  const rows = useFieldArray({ control: form.control, name: "cheques" });
  const errors = form.formState.errors.cheques;
  const register = trpc.cheques.register.useMutation({
    onSuccess: async ({ ids }) => {
      toaster.create({ type: "success", title: t("cheques.registered", { count: ids.length }) });
      await refresh();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });

  const onePerInstalment = () => {
    const [first] = form.getValues("cheques");
    const start = Number(first?.number);
    const bank = first?.bank ?? "";
    rows.replace(
      (open.data?.instalments ?? []).map((instalment, index) => ({
        number: Number.isSafeInteger(start) && first?.number ? String(start + index).padStart(first.number.length, "0") : "",
        bank,
        amount: instalment.amount_due.toFixed(2),
        due_date: calendar.text(instalment.due_date),
        instalment_id: instalment.id,
      })),
    );
  };

  const save = ({ cheques }: Cheques) =>
    register.mutate({
      tenant_id: tenantId,
      cheques: cheques.map(({ instalment_id, amount, ...cheque }) => ({
        ...cheque,
        amount: toFixed2(amount),
        ...(instalment_id ? { instalment_id } : {}),
      })),
    });

  return (
    <RecordDrawer
      title={t("cheques.drawer.title")}
      onSubmit={form.handleSubmit(save)}
      saving={register.isPending}
      onClose={onClose}
      testId="cheques"
      size="lg"
    >
      <HStack justify="space-between" wrap="wrap">
        <Text textStyle="sm" color="fg.muted">
          {t("cheques.drawer.hint")}
        </Text>
        {(open.data?.instalments.length ?? 0) > 0 && (
          <Button size="xs" variant="outline" onClick={onePerInstalment} data-testid="cheques-per-instalment">
            {t("cheques.drawer.perInstalment")}
          </Button>
        )}
      </HStack>
      <Stack gap="3">
        {rows.fields.map((field, index) => {
          const rowErrors = errors?.[index];
          return (
            <Stack key={field.id} gap="2" borderWidth="1px" rounded="md" p="3" data-testid="cheque-row">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <FormField label={t("cheques.number")} error={rowErrors?.number?.message}>
                  <Input dir="ltr" autoComplete="off" data-testid="cheque-number" {...form.register(`cheques.${index}.number`)} />
                </FormField>
                <FormField label={t("cheques.bank")} error={rowErrors?.bank?.message}>
                  <Input autoComplete="off" data-testid="cheque-bank" {...form.register(`cheques.${index}.bank`)} />
                </FormField>
                <FormField label={t("cheques.amount")} error={rowErrors?.amount?.message}>
                  <Input
                    dir="ltr"
                    inputMode="decimal"
                    autoComplete="off"
                    data-testid="cheque-amount"
                    {...form.register(`cheques.${index}.amount`)}
                  />
                </FormField>
                <FormField label={t("cheques.dueDate")} error={rowErrors?.due_date?.message}>
                  <Controller
                    control={form.control}
                    name={`cheques.${index}.due_date`}
                    render={({ field: date }) => <DateInput {...date} value={String(date.value ?? "")} data-testid="cheque-due-date" />}
                  />
                </FormField>
              </SimpleGrid>
              <HStack gap="2" align="end">
                <FormField label={t("cheques.forInstalment")} error={rowErrors?.instalment_id?.message}>
                  <NativeSelect.Root>
                    <NativeSelect.Field data-testid="cheque-instalment" {...form.register(`cheques.${index}.instalment_id`)}>
                      <option value="">{t("cheques.anyInstalment")}</option>
                      {open.data?.instalments.map((instalment) => (
                        <option key={instalment.id} value={instalment.id}>
                          {`${nameOf(instalment.type)} · ${format.date(instalment.due_date)} · ${format.money(instalment.amount_due)}`}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                {rows.fields.length > 1 && (
                  <IconButton variant="ghost" colorPalette="red" aria-label={t("cheques.removeRow")} onClick={() => rows.remove(index)}>
                    <Trash2 />
                  </IconButton>
                )}
              </HStack>
            </Stack>
          );
        })}
        <Button
          alignSelf="start"
          size="sm"
          variant="ghost"
          colorPalette="brand"
          onClick={() => rows.append({ ...blank, bank: form.getValues(`cheques.${rows.fields.length - 1}.bank`) ?? "" })}
          data-testid="cheque-add"
        >
          <Plus /> {t("cheques.addRow")}
        </Button>
      </Stack>
    </RecordDrawer>
  );
}

import { Input, SimpleGrid } from "@chakra-ui/react";
import { ZMarketerCreateSchema } from "@amlak/schemas";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { UserPhoneInput } from "../../ui/user-phone-input.tsx";

type MarketerInput = z.input<typeof ZMarketerCreateSchema>;
type Marketer = z.output<typeof ZMarketerCreateSchema>;
const BLANK: MarketerInput = { name: "", phone: "", promotion_code: "", promotion_percent: "" };

/** Add marketer (SPEC §4, §5 rules): name, optional phone, the promotion code and its discount percent. */
export function MarketerDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<MarketerInput, unknown, Marketer>({
    resolver: formResolver(ZMarketerCreateSchema),
    defaultValues: BLANK,
    mode: "onBlur",
  });
  const { errors } = form.formState;
  const create = trpc.marketers.create.useMutation({
    onSuccess: () => {
      void utils.marketers.list.invalidate();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  return (
    <RecordDrawer
      title={t("marketers.add")}
      onSubmit={form.handleSubmit(() => create.mutate(form.getValues()))}
      saving={create.isPending}
      onClose={onClose}
      testId="marketer"
    >
      <FormField label={t("marketers.name")} error={errors.name?.message}>
        <Input autoComplete="off" data-testid="marketer-name" {...form.register("name")} />
      </FormField>
      <FormField label={t("marketers.phone")} error={errors.phone?.message} helperText={t("marketers.phoneHint")}>
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <UserPhoneInput
              value={String(field.value ?? "")}
              onChange={field.onChange}
              onBlur={field.onBlur}
              data-testid="marketer-phone"
            />
          )}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t("marketers.code")} error={errors.promotion_code?.message} helperText={t("marketers.codeHint")}>
          <Input
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            data-testid="marketer-code"
            {...form.register("promotion_code")}
          />
        </FormField>
        <FormField label={t("marketers.percent")} error={errors.promotion_percent?.message} helperText={t("marketers.percentHint")}>
          <Input dir="ltr" inputMode="decimal" autoComplete="off" data-testid="marketer-percent" {...form.register("promotion_percent")} />
        </FormField>
      </SimpleGrid>
    </RecordDrawer>
  );
}

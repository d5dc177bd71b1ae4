import { Input, SimpleGrid, Text } from "@chakra-ui/react";
import { ZRealEstateUnitsSchema } from "@amlak/schemas";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { formResolver } from "../../lib/form-resolver.ts";

type Units = z.output<typeof ZRealEstateUnitsSchema>;
type FormValues = Record<"parent_id" | "floors" | "units_per_floor" | "prefix" | "sqm" | "target_yearly_rent", string>;

const FIELDS = ["floors", "units_per_floor", "prefix", "sqm", "target_yearly_rent"] as const;

/** A building's floors × units at once: numbered 101, 102 … 201 …, each with the compound's lessor and place. */
export function AddUnitsDialog({ compoundId, open, onClose }: { compoundId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<FormValues, unknown, Units>({
    resolver: formResolver(ZRealEstateUnitsSchema) as unknown as Resolver<FormValues, unknown, Units>,
    defaultValues: { parent_id: compoundId, floors: "1", units_per_floor: "4", prefix: "", sqm: "", target_yearly_rent: "" },
  });
  const add = trpc.realEstates.addUnits.useMutation({
    onSuccess: () => {
      void utils.realEstates.invalidate();
      onClose();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const [floors, perFloor] = useWatch({ control: form.control, name: ["floors", "units_per_floor"] });
  const { errors } = form.formState;

  return (
    <ConfirmDialog
      open={open}
      title={t("propertiesScreen.addUnits")}
      confirmLabel={t("propertiesScreen.addUnits")}
      loading={add.isPending}
      form="add-units-form"
      onClose={onClose}
      testId="add-units-dialog"
      confirmTestId="add-units-save"
    >
      <form id="add-units-form" noValidate onSubmit={form.handleSubmit(() => add.mutate(form.getValues()))}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {FIELDS.map((field) => (
            <FormField key={field} label={t(`propertiesScreen.field.${field}`)} error={errors[field]?.message}>
              <Input
                data-testid={`units-${field}`}
                dir={field === "prefix" ? undefined : "ltr"}
                inputMode={field === "prefix" ? undefined : "decimal"}
                {...form.register(field)}
              />
            </FormField>
          ))}
        </SimpleGrid>
        <UnitsPreview floors={floors} perFloor={perFloor} />
      </form>
    </ConfirmDialog>
  );
}

/** How many units floors × units per floor make, and their numbers, once both are whole numbers. */
export function UnitsPreview({ floors, perFloor }: { floors: string; perFloor: string }) {
  const { t } = useTranslation();
  const count = Number(floors) * Number(perFloor);
  if (!Number.isInteger(count) || count <= 0) return null;
  return (
    <Text mt="4" textStyle="sm" color="fg.muted" data-testid="add-units-preview">
      {t("propertiesScreen.addUnitsPreview", { count, first: "101", last: `${floors}${String(perFloor).padStart(2, "0")}` })}
    </Text>
  );
}

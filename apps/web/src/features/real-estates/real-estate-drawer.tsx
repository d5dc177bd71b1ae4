import {
  Button,
  CloseButton,
  Drawer,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SegmentGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Textarea,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { REAL_ESTATE_KINDS, ZRealEstateSaveSchema, type TRealEstateSave } from "@amlak/schemas";
import { useEffect, useState } from "react";
import { Controller, FormProvider, useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { PlaceFields } from "./place-fields.tsx";

type EstateInput = z.input<typeof ZRealEstateSaveSchema>;
type FormValues = Omit<Record<keyof EstateInput, string>, "kind"> & { kind: TRealEstateSave["kind"] };
type Stored = RouterOutputs["realEstates"]["get"];

const TEXT_FIELDS = ["address", "tag", "electricity_account", "water_account"] as const;
const AMOUNT_FIELDS = ["cost", "sqm", "target_yearly_rent", "latest_yearly_rent"] as const;

const BLANK: FormValues = {
  kind: "unit",
  name: "",
  parent_id: "",
  lessor_id: "",
  agent_id: "",
  region: "",
  city: "",
  district: "",
  address: "",
  description: "",
  tag: "",
  cost: "",
  sqm: "",
  electricity_account: "",
  water_account: "",
  target_yearly_rent: "",
  latest_yearly_rent: "",
  vacant_since: "",
};

const formValues = (stored: Stored): FormValues =>
  Object.fromEntries(
    Object.keys(BLANK).map((field) => {
      const value = stored[field as keyof Stored];
      if (value === null || value === undefined) return [field, ""];
      if (field === "kind") return [field, value];
      if (field === "vacant_since") return [field, String(value).replaceAll("-", "/")];
      return [field, typeof value === "object" && "toFixed" in value ? value.toFixed(2) : String(value)];
    }),
  ) as FormValues;

interface Props {
  /** The real estate to edit, or "new". */
  id: string;
  /** For a new one: its kind, and the compound it belongs to. */
  kind?: TRealEstateSave["kind"];
  parentId?: string;
  onClose: () => void;
  /** After a save, with the id; after a delete, with null. */
  onSaved: (id: string | null) => void;
}

/** Adds or edits a compound or a unit with every SPEC §3 field; its status comes from its leases, never from here. */
export function RealEstateDrawer({ id, kind = "unit", parentId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const isNew = id === "new";
  const utils = trpc.useUtils();
  const stored = trpc.realEstates.get.useQuery({ id }, { enabled: !isNew });
  const lessors = trpc.contacts.find.useQuery({ type: "lessor" });
  const agents = trpc.contacts.find.useQuery({ type: "agent" });
  const estates = trpc.realEstates.find.useQuery({});
  const form = useForm<FormValues, unknown, TRealEstateSave>({
    // The form holds every field as text (its input type says unknown for the optional ones); the schema reads text.
    resolver: zodResolver(ZRealEstateSaveSchema) as unknown as Resolver<FormValues, unknown, TRealEstateSave>,
    defaultValues: { ...BLANK, kind, parent_id: parentId ?? "" },
    mode: "onBlur",
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { errors } = form.formState;
  const chosenKind = useWatch({ control: form.control, name: "kind" });

  useEffect(() => {
    if (stored.data) form.reset(formValues(stored.data));
  }, [stored.data, form]);

  const done = (savedId: string | null) => {
    void utils.realEstates.invalidate();
    onSaved(savedId);
  };
  const onError = (error: unknown) => showServerFieldErrors(error, form.setError);
  const create = trpc.realEstates.create.useMutation({ onSuccess: ({ id: created }) => done(created), onError });
  const update = trpc.realEstates.update.useMutation({ onSuccess: () => done(id), onError });
  const remove = trpc.realEstates.delete.useMutation({ onSuccess: () => done(null), onSettled: () => setConfirmingDelete(false) });
  // Checked by the shared schema in the browser, then sent as typed: the server parses the same text (amounts stay exact).
  const save = () => {
    const estate = form.getValues();
    if (isNew) create.mutate(estate);
    else update.mutate({ id, ...estate });
  };
  const compounds = (estates.data ?? []).filter((estate) => estate.kind === "compound" && estate.id !== id);

  const select = (field: "parent_id" | "lessor_id" | "agent_id", options: { id: string; name: string }[]) => (
    <FormField label={t(`propertiesScreen.field.${field}`)} error={errors[field]?.message}>
      <NativeSelect.Root>
        <NativeSelect.Field data-testid={`estate-${field}`} {...form.register(field)}>
          <option value="">{t("propertiesScreen.none")}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="estate-drawer">
            <Drawer.Header>
              <Drawer.Title>{t(isNew ? `propertiesScreen.add.${chosenKind}` : "propertiesScreen.edit")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {!isNew && stored.isPending ? (
                <Stack gap="4">
                  {Array.from({ length: 6 }, (_, index) => (
                    <Skeleton key={index} height="10" />
                  ))}
                </Stack>
              ) : (
                <FormProvider {...form}>
                  <form id="estate-form" noValidate onSubmit={form.handleSubmit(save)}>
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                      <FormField label={t("realEstate.kind")} error={errors.kind?.message}>
                        <Controller
                          control={form.control}
                          name="kind"
                          render={({ field }) => (
                            <SegmentGroup.Root
                              size="sm"
                              value={String(field.value)}
                              disabled={!isNew}
                              onValueChange={(details) => details.value && field.onChange(details.value)}
                              data-testid="estate-kind"
                            >
                              <SegmentGroup.Indicator />
                              <SegmentGroup.Items
                                items={REAL_ESTATE_KINDS.map((value) => ({ value, label: t(`realEstate.kind.${value}`) }))}
                              />
                            </SegmentGroup.Root>
                          )}
                        />
                      </FormField>
                      <FormField label={t("realEstate.title")} error={errors.name?.message}>
                        <Input data-testid="estate-name" autoComplete="off" {...form.register("name")} />
                      </FormField>
                      {chosenKind === "unit" &&
                        select(
                          "parent_id",
                          compounds.map((estate) => ({ id: estate.id, name: estate.title })),
                        )}
                      {select("lessor_id", lessors.data ?? [])}
                      {select("agent_id", agents.data ?? [])}
                      <PlaceFields errors={errors} />
                      {TEXT_FIELDS.map((field) => (
                        <FormField key={field} label={t(`propertiesScreen.field.${field}`)} error={errors[field]?.message}>
                          <Input
                            data-testid={`estate-${field}`}
                            dir={field.endsWith("_account") ? "ltr" : undefined}
                            inputMode={field.endsWith("_account") ? "numeric" : undefined}
                            {...form.register(field)}
                          />
                        </FormField>
                      ))}
                      {AMOUNT_FIELDS.map((field) => (
                        <FormField key={field} label={t(`propertiesScreen.field.${field}`)} error={errors[field]?.message}>
                          <Input data-testid={`estate-${field}`} dir="ltr" inputMode="decimal" {...form.register(field)} />
                        </FormField>
                      ))}
                      <FormField
                        label={t("propertiesScreen.field.vacant_since")}
                        helperText={t("propertiesScreen.dateHint")}
                        error={errors.vacant_since?.message}
                      >
                        <Input data-testid="estate-vacant_since" dir="ltr" placeholder="YYYY/MM/DD" {...form.register("vacant_since")} />
                      </FormField>
                      <Stack gridColumn="1 / -1">
                        <FormField label={t("propertiesScreen.field.description")} error={errors.description?.message}>
                          <Textarea data-testid="estate-description" rows={3} {...form.register("description")} />
                        </FormField>
                      </Stack>
                    </SimpleGrid>
                  </form>
                </FormProvider>
              )}
            </Drawer.Body>
            <Drawer.Footer>
              <HStack justify="space-between" width="full">
                {!isNew && stored.data ? (
                  <Button variant="ghost" colorPalette="red" data-testid="estate-delete" onClick={() => setConfirmingDelete(true)}>
                    {t("propertiesScreen.delete")}
                  </Button>
                ) : (
                  <span />
                )}
                <HStack>
                  <Button variant="outline" onClick={onClose}>
                    {t("action.cancel")}
                  </Button>
                  <Button
                    type="submit"
                    form="estate-form"
                    colorPalette="brand"
                    loading={create.isPending || update.isPending}
                    data-testid="estate-save"
                  >
                    {t("contact.save")}
                  </Button>
                </HStack>
              </HStack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {stored.data && (
        <ConfirmDialog
          open={confirmingDelete}
          title={t("propertiesScreen.delete")}
          confirmLabel={t("propertiesScreen.delete")}
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id })}
          onClose={() => setConfirmingDelete(false)}
          testId="estate-delete-dialog"
        >
          {t("propertiesScreen.deleteQuestion", { name: stored.data.name })}
        </ConfirmDialog>
      )}
    </Drawer.Root>
  );
}

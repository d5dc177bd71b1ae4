import { Box, Button, HStack, Input, NativeSelect, SegmentGroup, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { optionalField, REAL_ESTATE_KINDS, ZRealEstateSaveSchema, ZRealEstateUnitsSchema, type TRealEstateSave } from "@amlak/schemas";
import { UserPlus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Controller, FormProvider, useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { CalendarDateSchema } from "../../lib/calendar-date.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useUserCalendar, type UserCalendar } from "../../lib/use-user-calendar.ts";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { PlaceFields } from "./place-fields.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { contactLabel } from "../contacts/contact-label.ts";
import { NewContactFields, useNewContact } from "../contacts/new-contact-fields.tsx";
import { UnitsPreview } from "./add-units-dialog.tsx";

type EstateInput = z.input<typeof ZRealEstateSaveSchema>;
type FormValues = Omit<Record<keyof EstateInput, string>, "kind"> & { kind: TRealEstateSave["kind"] };
type Stored = RouterOutputs["realEstates"]["get"];
const ZFloorsSchema = ZRealEstateUnitsSchema.pick({ floors: true, units_per_floor: true });
type Floors = z.output<typeof ZFloorsSchema>;
type FloorsValues = Record<keyof Floors, string>;

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

/**
 * The shared schema with "vacant since" typed in the user's calendar, read into the Gregorian day the shared schema
 * reads (the form sends its text as typed, so the server parses the same amounts).
 */
const estateSchema = (date: CalendarDateSchema) =>
  ZRealEstateSaveSchema.in.safeExtend({ vacant_since: optionalField(date) }).pipe(ZRealEstateSaveSchema.out);

const formValues = (stored: Stored, calendarText: UserCalendar["text"]): FormValues =>
  Object.fromEntries(
    Object.keys(BLANK).map((field) => {
      const value = stored[field as keyof Stored];
      if (value === null || value === undefined) return [field, ""];
      if (field === "kind") return [field, value];
      if (field === "vacant_since") return [field, calendarText(String(value))];
      return [field, typeof value === "object" && "toFixed" in value ? value.toFixed(2) : String(value)];
    }),
  ) as FormValues;

interface Props {
  /** The real estate to edit, or "new". */
  id: string;
  /** For a new one: its kind, and the compound it belongs to. */
  kind?: TRealEstateSave["kind"];
  parentId?: string;
  /** A new compound saved with its numbered units (floors × units per floor), each with its lessor and place. */
  building?: boolean;
  onClose: () => void;
  /** After a save, with the id; after a delete, with null. */
  onSaved: (id: string | null) => void;
}

/**
 * Adds or edits a compound or a unit with every SPEC §3 field; its status comes from its leases, never from here. Its
 * lessor is chosen, or added here (an organization without lessors starts adding one), and saved with it.
 */
export function RealEstateDrawer({ id, kind = "unit", parentId, building = false, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const isNew = id === "new";
  const utils = trpc.useUtils();
  const stored = trpc.realEstates.get.useQuery({ id }, { enabled: !isNew });
  const lessors = trpc.contacts.find.useQuery({ type: "lessor" });
  const agents = trpc.contacts.find.useQuery({ type: "agent" });
  const estates = trpc.realEstates.find.useQuery({});
  const calendar = useUserCalendar();
  const resolver = useMemo(
    // The form holds every field as text (its input type says unknown for the optional ones); the schema reads text.
    () => formResolver(estateSchema(calendar.schema)) as unknown as Resolver<FormValues, unknown, TRealEstateSave>,
    [calendar.schema],
  );
  const form = useForm<FormValues, unknown, TRealEstateSave>({
    resolver,
    defaultValues: { ...BLANK, kind, parent_id: parentId ?? "" },
    mode: "onBlur",
  });
  const floorsForm = useForm<FloorsValues, unknown, Floors>({
    resolver: formResolver(ZFloorsSchema) as unknown as Resolver<FloorsValues, unknown, Floors>,
    defaultValues: { floors: "1", units_per_floor: "4" },
  });
  const [floors, perFloor] = useWatch({ control: floorsForm.control, name: ["floors", "units_per_floor"] });
  const newLessor = useNewContact("lessor");
  const [lessorChoice, setAddingLessor] = useState<boolean>();
  const addingLessor = lessorChoice ?? (isNew && lessors.data?.length === 0);
  const { errors } = form.formState;
  const [chosenKind, vacantSince] = useWatch({ control: form.control, name: ["kind", "vacant_since"] });

  useEffect(() => {
    if (stored.data) form.reset(formValues(stored.data, calendar.text));
  }, [stored.data, form, calendar.text]);

  const done = (savedId: string | null) => {
    void utils.realEstates.invalidate();
    onSaved(savedId);
  };
  const onError = (error: unknown) => showServerFieldErrors(error, form.setError);
  const create = trpc.realEstates.create.useMutation({ onError });
  const update = trpc.realEstates.update.useMutation({ onSuccess: () => done(id), onError });
  const addUnits = trpc.realEstates.addUnits.useMutation();
  const remove = trpc.realEstates.delete.useMutation({ onSuccess: () => done(null) });
  const chooseLessor = (lessorId: string) => {
    form.setValue("lessor_id", lessorId, { shouldDirty: true });
    setAddingLessor(false);
  };
  const floorsChecked = () =>
    new Promise<Floors | undefined>((resolve) => void floorsForm.handleSubmit(resolve, () => resolve(undefined))());
  // Checked by the shared schema in the browser, then sent as typed: the server parses the same text (amounts stay
  // exact); "vacant since" goes as the Gregorian day it was read as. A lessor typed here is added first.
  const save = async (checked: TRealEstateSave) => {
    const units = building ? await floorsChecked() : undefined;
    if (building && !units) return;
    const typedLessor = addingLessor && (newLessor.form.getValues("name") || newLessor.form.getValues("phone"));
    const lessorId = typedLessor ? await newLessor.save(false) : form.getValues("lessor_id");
    if (lessorId === undefined) return;
    // Chosen from now on, so a save refused below and tried again does not add the lessor twice.
    if (typedLessor) chooseLessor(lessorId);
    const estate = { ...form.getValues(), lessor_id: lessorId, vacant_since: checked.vacant_since ?? "" };
    if (!isNew) return update.mutate({ id, ...estate });
    const created = await create.mutateAsync(estate).catch(() => undefined);
    if (!created) return;
    // The building stays saved if its units are refused: its page offers Add units again.
    if (units) await addUnits.mutateAsync({ parent_id: created.id, ...units }).catch(() => undefined);
    done(created.id);
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
    <RecordDrawer
      title={t(isNew ? `propertiesScreen.add.${building ? "building" : chosenKind}` : "propertiesScreen.edit")}
      loading={!isNew && stored.isPending}
      onSubmit={form.handleSubmit(save)}
      saving={create.isPending || update.isPending || addUnits.isPending || newLessor.create.isPending}
      onClose={onClose}
      remove={
        stored.data && {
          label: t("propertiesScreen.delete"),
          question: t("propertiesScreen.deleteQuestion", { name: stored.data.name }),
          onConfirm: () => remove.mutateAsync({ id }),
        }
      }
      testId="estate"
    >
      <FormProvider {...form}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {building && (
            <Text gridColumn="1 / -1" textStyle="sm" color="fg.muted" data-testid="estate-building-hint">
              {t("propertiesScreen.building.hint")}
            </Text>
          )}
          {!building && (
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
                    <SegmentGroup.Items items={REAL_ESTATE_KINDS.map((value) => ({ value, label: t(`realEstate.kind.${value}`) }))} />
                  </SegmentGroup.Root>
                )}
              />
            </FormField>
          )}
          <FormField label={t("realEstate.title")} error={errors.name?.message}>
            <Input data-testid="estate-name" autoComplete="off" {...form.register("name")} />
          </FormField>
          {building && (
            <Box gridColumn="1 / -1">
              <SimpleGrid columns={2} gap="4">
                {(["floors", "units_per_floor"] as const).map((field) => (
                  <FormField key={field} label={t(`propertiesScreen.field.${field}`)} error={floorsForm.formState.errors[field]?.message}>
                    <Input data-testid={`units-${field}`} dir="ltr" inputMode="numeric" {...floorsForm.register(field)} />
                  </FormField>
                ))}
              </SimpleGrid>
              <UnitsPreview floors={floors} perFloor={perFloor} />
            </Box>
          )}
          {chosenKind === "unit" &&
            select(
              "parent_id",
              compounds.map((estate) => ({ id: estate.id, name: estate.title })),
            )}
          {addingLessor ? (
            <Box gridColumn="1 / -1" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle" data-testid="estate-new-lessor">
              <HStack justify="space-between" mb="3" gap="2" wrap="wrap">
                <Text fontWeight="semibold">{t("propertiesScreen.newLessor.title")}</Text>
                {Boolean(lessors.data?.length) && (
                  <Button size="xs" variant="ghost" onClick={() => setAddingLessor(false)} data-testid="estate-new-lessor-cancel">
                    {t("propertiesScreen.newLessor.pick")}
                  </Button>
                )}
              </HStack>
              <NewContactFields
                contact={newLessor}
                onChoose={chooseLessor}
                onSaveAnyway={() => void newLessor.save(true).then((lessorId) => lessorId && chooseLessor(lessorId))}
                testId="estate-new-lessor"
              />
            </Box>
          ) : (
            <HStack gap="2" align="end">
              <Box flex="1" minW="0">
                {select(
                  "lessor_id",
                  (lessors.data ?? []).map((lessor) => ({ id: lessor.id, name: contactLabel(lessor) })),
                )}
              </Box>
              <Button
                variant="outline"
                onClick={() => setAddingLessor(true)}
                aria-label={t("propertiesScreen.newLessor")}
                data-testid="estate-new-lessor-open"
              >
                <UserPlus />
              </Button>
            </HStack>
          )}
          {select(
            "agent_id",
            (agents.data ?? []).map((agent) => ({ id: agent.id, name: contactLabel(agent) })),
          )}
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
            helperText={calendar.other(vacantSince) ?? t("propertiesScreen.dateHint")}
            error={errors.vacant_since?.message}
          >
            <Controller
              control={form.control}
              name="vacant_since"
              render={({ field }) => <DateInput {...field} invalid={Boolean(errors.vacant_since)} data-testid="estate-vacant_since" />}
            />
          </FormField>
          <Stack gridColumn="1 / -1">
            <FormField label={t("propertiesScreen.field.description")} error={errors.description?.message}>
              <Textarea data-testid="estate-description" rows={3} {...form.register("description")} />
            </FormField>
          </Stack>
        </SimpleGrid>
      </FormProvider>
    </RecordDrawer>
  );
}

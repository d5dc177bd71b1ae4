import { Badge, Box, Button, HStack, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { FormField } from "../../ui/form-field.tsx";
import { contactLabel } from "../contacts/contact-label.ts";
import { STATUS_ORDER, type Person, type UnitOption } from "./lookups.ts";
import { NewTenantForm } from "./new-tenant-form.tsx";
import type { WizardForm } from "./use-rent-basis.ts";

type UnitDetails = RouterOutputs["realEstates"]["get"];

/** What the wizard knows of the parties: its form, the lookups and the chosen unit's details. */
export interface PartiesProps {
  form: WizardForm;
  units: UnitOption[];
  tenants: Person[];
  lessors: Person[];
  unit: UnitDetails | undefined;
}

const STATUS_PALETTE = { Vacant: "gray", Reserved: "orange", Rented: "green" } as const;

/** Step 1: the unit (vacant first, each with its status), the tenant (chosen or added here), the lessor (the unit's by default). */
export function PartiesStep({ form, units, tenants, lessors, unit }: PartiesProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const [addingTenant, setAddingTenant] = useState(tenants.length === 0);
  const [unitId, lessorId] = useWatch({ control: form.control, name: ["real_estate_id", "lessor_id"] });
  const chosen = units.find((option) => option.id === unitId);
  const unitLessor = unit?.lessor_name ?? null;

  return (
    <Stack gap="5">
      <FormField label={t("contractWizard.unit")} error={errors.real_estate_id?.message}>
        <Controller
          control={form.control}
          name="real_estate_id"
          render={({ field }) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...field} data-testid="wizard-unit">
                <option value="">{t("contractWizard.unit.choose")}</option>
                {STATUS_ORDER.map((status) => {
                  const ofStatus = units.filter((option) => option.status === status);
                  return (
                    ofStatus.length > 0 && (
                      <optgroup key={status} label={`${t(`realEstate.status.${status.toLowerCase()}`)} (${ofStatus.length})`}>
                        {ofStatus.map((option) => (
                          <option key={option.id} value={option.id}>
                            {option.compoundTitle ? `${option.title} — ${option.compoundTitle}` : option.title}
                          </option>
                        ))}
                      </optgroup>
                    )
                  );
                })}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        />
      </FormField>
      {chosen && (
        <HStack gap="3" wrap="wrap" textStyle="sm" color="fg.muted" data-testid="wizard-unit-facts">
          <Badge colorPalette={STATUS_PALETTE[chosen.status]} variant="subtle">
            {t(`realEstate.status.${chosen.status.toLowerCase()}`)}
          </Badge>
          {chosen.status !== "Vacant" && <Text>{t("contractWizard.unit.notVacant")}</Text>}
          {unit?.agent_name && <Text>{t("contractWizard.unit.agent", { name: unit.agent_name })}</Text>}
        </HStack>
      )}

      <Stack gap="3">
        <FormField label={t("contractWizard.tenant")} error={errors.tenant_id?.message}>
          <HStack gap="2" align="stretch" wrap={{ base: "wrap", sm: "nowrap" }}>
            <Box flex="1" minW="0">
              <Controller
                control={form.control}
                name="tenant_id"
                render={({ field }) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field {...field} data-testid="wizard-tenant">
                      <option value="">{t("contractWizard.tenant.choose")}</option>
                      {tenants.map((tenant) => (
                        <option key={tenant.id} value={tenant.id}>
                          {contactLabel(tenant)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              />
            </Box>
            {!addingTenant && (
              <Button variant="outline" onClick={() => setAddingTenant(true)} data-testid="wizard-tenant-new">
                <UserPlus />
                {t("contractWizard.tenant.new")}
              </Button>
            )}
          </HStack>
        </FormField>
        {addingTenant && (
          <NewTenantForm
            onCancel={() => setAddingTenant(false)}
            onCreated={(id) => {
              form.setValue("tenant_id", id, { shouldValidate: true, shouldDirty: true });
              setAddingTenant(false);
            }}
          />
        )}
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField
          label={t("contractWizard.lessor")}
          error={errors.lessor_id?.message}
          helperText={chosen && !lessorId && unit && !unit.lessor_id ? t("contractWizard.lessor.unitHasNone") : undefined}
        >
          <Controller
            control={form.control}
            name="lessor_id"
            render={({ field: { value, onChange, ...field } }) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...field}
                  value={value ?? ""}
                  onChange={(event) => onChange(event.target.value || undefined)}
                  data-testid="wizard-lessor"
                >
                  <option value="">
                    {unitLessor ? t("contractWizard.lessor.fromUnitNamed", { name: unitLessor }) : t("contractWizard.lessor.fromUnit")}
                  </option>
                  {lessors.map((lessor) => (
                    <option key={lessor.id} value={lessor.id}>
                      {contactLabel(lessor)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}

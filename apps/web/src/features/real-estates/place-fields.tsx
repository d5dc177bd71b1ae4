import { Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { SAUDI_REGIONS, regionOfCity, type TRealEstateSave } from "@amlak/schemas";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/session/session-store.ts";
import { FormField } from "../../ui/form-field.tsx";

type PlaceForm = Record<"region" | "city" | "district", string>;

/**
 * Region, city and district from the Saudi lookup: the cities follow the region, the district is typed with the city's
 * well-known districts offered. Choosing a city fills its region.
 */
export function PlaceFields({ errors }: { errors: Partial<Record<keyof TRealEstateSave, { message?: string }>> }) {
  const { t } = useTranslation();
  const lang = useSession((session) => session.lang);
  const form = useFormContext<PlaceForm>();
  const [region, city] = useWatch({ control: form.control, name: ["region", "city"] });
  const districtsId = useId();
  const cities = region ? (SAUDI_REGIONS.find((each) => each.code === region)?.cities ?? []) : SAUDI_REGIONS.flatMap((each) => each.cities);
  const districts = cities.find((each) => each.code === city)?.districts ?? [];

  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" gridColumn="1 / -1">
      <FormField label={t("propertiesScreen.field.region")} error={errors.region?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field
            data-testid="estate-region"
            {...form.register("region", {
              onChange: (event: { target: { value: string } }) => {
                if (city && regionOfCity(city)?.code !== event.target.value) form.setValue("city", "");
              },
            })}
          >
            <option value="">{t("propertiesScreen.choose")}</option>
            {SAUDI_REGIONS.map((each) => (
              <option key={each.code} value={each.code}>
                {each[lang]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t("realEstate.city")} error={errors.city?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field
            data-testid="estate-city"
            {...form.register("city", {
              onChange: (event: { target: { value: string } }) => {
                const owner = regionOfCity(event.target.value);
                if (owner && owner.code !== region) form.setValue("region", owner.code);
              },
            })}
          >
            <option value="">{t("propertiesScreen.choose")}</option>
            {cities.map((each) => (
              <option key={each.code} value={each.code}>
                {each[lang]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t("realEstate.district")} error={errors.district?.message}>
        <Input list={districtsId} autoComplete="off" data-testid="estate-district" {...form.register("district")} />
        <datalist id={districtsId}>
          {districts.map((each) => (
            <option key={each.code} value={each[lang]} />
          ))}
        </datalist>
      </FormField>
    </SimpleGrid>
  );
}

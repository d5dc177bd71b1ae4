import { Input, NativeSelect, SimpleGrid } from "@chakra-ui/react";
import { SAUDI_REGIONS, regionOfCity, type TRealEstateSave } from "@amlak/schemas";
import { useId } from "react";
import { useFormContext, useWatch, type UseFormRegisterReturn } from "react-hook-form";
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
      <PlaceSelect
        label={t("propertiesScreen.field.region")}
        error={errors.region?.message}
        places={SAUDI_REGIONS}
        field={form.register("region", {
          onChange: (event: { target: { value: string } }) => {
            if (city && regionOfCity(city)?.code !== event.target.value) form.setValue("city", "");
          },
        })}
        testId="estate-region"
      />
      <PlaceSelect
        label={t("realEstate.city")}
        error={errors.city?.message}
        places={cities}
        field={form.register("city", {
          onChange: (event: { target: { value: string } }) => {
            const owner = regionOfCity(event.target.value);
            if (owner && owner.code !== region) form.setValue("region", owner.code);
          },
        })}
        testId="estate-city"
      />
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

interface PlaceSelectProps {
  label: string;
  error: string | undefined;
  places: readonly { code: string; ar: string; en: string }[];
  field: UseFormRegisterReturn;
  testId: string;
}

/** A region or city of the lookup, named in the user's language, stored by its code. */
function PlaceSelect({ label, error, places, field, testId }: PlaceSelectProps) {
  const { t } = useTranslation();
  const lang = useSession((session) => session.lang);
  return (
    <FormField label={label} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field data-testid={testId} {...field}>
          <option value="">{t("propertiesScreen.choose")}</option>
          {places.map((place) => (
            <option key={place.code} value={place.code}>
              {place[lang]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

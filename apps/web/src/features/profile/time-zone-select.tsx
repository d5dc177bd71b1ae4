import { Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

/** The zones Saudi users and their neighbours work in, Riyadh first; the search reaches every zone Intl knows. */
const COMMON_ZONES = [
  "Asia/Riyadh",
  "Asia/Dubai",
  "Asia/Kuwait",
  "Asia/Qatar",
  "Asia/Bahrain",
  "Asia/Muscat",
  "Africa/Cairo",
  "Asia/Amman",
  "Europe/London",
  "UTC",
];

const ALL_ZONES: readonly string[] = Intl.supportedValuesOf("timeZone");

interface Props {
  value: string;
  onChange: (zone: string) => void;
}

/** A time zone: the common ones, or any IANA zone found by typing part of its name ("Jakarta", "New_York"). */
export function TimeZoneSelect({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const zones = useMemo(() => {
    const term = search.trim().toLowerCase().replace(/\s+/g, "_");
    const found = term ? ALL_ZONES.filter((zone) => zone.toLowerCase().includes(term)) : COMMON_ZONES;
    return found.includes(value) ? found : [value, ...found];
  }, [search, value]);
  return (
    <Stack gap="2">
      <Input
        size="sm"
        type="search"
        dir="ltr"
        placeholder={t("profile.timezoneSearch")}
        aria-label={t("profile.timezoneSearch")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        data-testid="profile-timezone-search"
      />
      <NativeSelect.Root>
        <NativeSelect.Field dir="ltr" value={value} onChange={(event) => onChange(event.target.value)} data-testid="profile-timezone">
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

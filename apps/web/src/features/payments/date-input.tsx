import { Box, IconButton, Input, InputGroup } from "@chakra-ui/react";
import { CalendarDays } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  /** What the user typed: year / month / day (SPEC §5), checked by the form's schema (ZDateSchema). */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: React.Ref<HTMLInputElement>;
  invalid?: boolean;
  "aria-label"?: string;
  "data-testid"?: string;
}

/** YYYY-MM-DD as the user reads and types it: YYYY/MM/DD. */
export const typedDate = (iso: string) => iso.replaceAll("-", "/");

/** The same text as YYYY-MM-DD for the browser's calendar, when it is a whole date. */
const isoOf = (text: string) => {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.trim());
  return match ? `${match[1]}-${match[2]!.padStart(2, "0")}-${match[3]!.padStart(2, "0")}` : "";
};

/**
 * A date typed as year / month / day (Arabic or Western digits, - or /), with the browser's calendar a click away
 * (SCREENS "Date inputs accept typed dates and a picker").
 */
export function DateInput({ value, onChange, onBlur, name, ref, invalid, ...rest }: Props) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  return (
    // Left to right as a whole, so the calendar button sits where the typed date ends, in Arabic too.
    <Box position="relative" width="full" dir="ltr">
      <InputGroup
        endElement={
          <IconButton
            variant="ghost"
            size="xs"
            aria-label={t("paymentsScreen.date.pick")}
            onClick={() => {
              try {
                picker.current?.showPicker();
              } catch {
                picker.current?.focus();
              }
            }}
          >
            <CalendarDays />
          </IconButton>
        }
      >
        <Input
          ref={ref}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("paymentsScreen.date.placeholder")}
          value={value}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-label={rest["aria-label"]}
          data-testid={rest["data-testid"]}
        />
      </InputGroup>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={isoOf(value)}
        onChange={(event) => {
          if (event.target.value) onChange(typedDate(event.target.value));
        }}
        style={{ position: "absolute", insetInlineEnd: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: "none" }}
      />
    </Box>
  );
}

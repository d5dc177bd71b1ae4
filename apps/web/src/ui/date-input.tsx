import { Box, IconButton, Input, InputGroup } from "@chakra-ui/react";
import { toWesternDigits } from "@amlak/money";
import { CalendarDays } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useUserCalendar } from "../lib/use-user-calendar.ts";

interface Props {
  /** What the user typed, in their calendar: year / month / day (SPEC §5); `useUserCalendar` reads it. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: React.Ref<HTMLInputElement>;
  invalid?: boolean;
  size?: "sm" | "md";
  "aria-label"?: string;
  "data-testid"?: string;
}

/**
 * A date typed in the user's calendar (Gregorian or Hijri, Arabic or Western digits, - or /), with the browser's
 * calendar a click away; a picked day is written in the user's calendar (SCREENS "Date inputs accept typed dates and
 * a picker").
 */
export function DateInput({ value, onChange, onBlur, name, ref, invalid, size, ...rest }: Props) {
  const { t } = useTranslation();
  const calendar = useUserCalendar();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box position="relative" width="full">
      <InputGroup
        endElement={
          <IconButton
            variant="ghost"
            size="xs"
            aria-label={t("dateInput.pick")}
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
          size={size}
          dir="ltr"
          // Digits read left to right, but the text keeps to the page's start and clear of the picker at its end: in
          // Arabic that is the left, which for this left-to-right field is its inline start.
          _rtl={{ textAlign: "right", paddingInlineStart: "var(--input-height)", paddingInlineEnd: size === "sm" ? "2.5" : "3" }}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("dateInput.placeholder")}
          value={value}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(toWesternDigits(event.target.value))}
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
        value={calendar.day(value) ?? ""}
        onChange={(event) => {
          if (event.target.value) onChange(calendar.text(event.target.value));
        }}
        style={{ position: "absolute", insetInlineEnd: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: "none" }}
      />
    </Box>
  );
}

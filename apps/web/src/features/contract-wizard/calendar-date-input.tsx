import { Box, IconButton, Input, InputGroup } from "@chakra-ui/react";
import { formatDate, type DateType } from "@amlak/domain";
import { toWesternDigits } from "@amlak/money";
import { CalendarDays } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/session/session-store.ts";
import { calendarText, readCalendarDate } from "./calendar-date.ts";

interface Props {
  /** What the user typed, in their calendar: year / month / day (SPEC §5). */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: React.Ref<HTMLInputElement>;
  invalid?: boolean;
  "data-testid"?: string;
}

/**
 * A date typed in the user's calendar (Gregorian or Hijri), with the browser's calendar a click away; the picked day
 * is written in the user's calendar (SCREENS "Date inputs accept typed dates and a picker").
 */
export function CalendarDateInput({ value, onChange, onBlur, name, ref, invalid, ...rest }: Props) {
  const { t } = useTranslation();
  const dateType = useSession((session) => session.dateType);
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box position="relative" width="full">
      <InputGroup
        endElement={
          <IconButton
            variant="ghost"
            size="xs"
            aria-label={t("contractWizard.date.pick")}
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
          dir="ltr"
          // Digits read left to right, but the text keeps to the page's start, clear of the picker at its end.
          textAlign="left"
          _rtl={{ textAlign: "right" }}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("contractWizard.date.placeholder")}
          value={value}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(toWesternDigits(event.target.value))}
          onBlur={onBlur}
          data-testid={rest["data-testid"]}
        />
      </InputGroup>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={readCalendarDate(value, dateType) ?? ""}
        onChange={(event) => {
          if (event.target.value) onChange(calendarText(event.target.value, dateType));
        }}
        style={{ position: "absolute", insetInlineEnd: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: "none" }}
      />
    </Box>
  );
}

/** The same day in the other calendar (GLOSSARY: Hijri carries هـ, Gregorian م where both appear), or null. */
export function otherCalendarDate(text: string, dateType: DateType, lang: "ar" | "en"): string | null {
  const iso = readCalendarDate(text, dateType);
  if (!iso) return null;
  return dateType === "hj" ? `${formatDate(iso, { dateType: "md", lang })} م` : formatDate(iso, { dateType: "hj", lang });
}

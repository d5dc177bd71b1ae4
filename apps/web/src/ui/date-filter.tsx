import { Field } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUserCalendar } from "../lib/use-user-calendar.ts";
import { DateInput } from "./date-input.tsx";

/** A whole year / month / day, as the calendar picks it and a full typed date reads: applied at once. */
const isWholeDate = (text: string) => /^\d{4}[-/]\d{2}[-/]\d{2}$/.test(text.trim());

interface Props {
  label: string;
  /** The filter's day (YYYY-MM-DD), or none. */
  value: string | undefined;
  onChange: (iso: string | undefined) => void;
  /** A refusal of the range this date is the end of (a catalogue key). */
  rangeError?: string | undefined;
  width?: string;
  testId: string;
}

/**
 * A list's filter date, typed in the user's calendar or picked: it filters once it is a whole date (picked, typed in
 * full, or on leaving the field), and emptied it stops filtering. A change from outside (cleared filters, back and
 * forward) shows the new day.
 */
export function DateFilter({ label, value, onChange, rangeError, width, testId }: Props) {
  const { t } = useTranslation();
  const calendar = useUserCalendar();
  const textOf = (iso: string | undefined) => (iso ? calendar.text(iso) : "");
  const [text, setText] = useState(() => textOf(value));
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(textOf(value));
    setError(null);
  }
  const apply = (typed: string) => {
    if (typed.trim() === "") {
      setError(null);
      if (value) onChange(undefined);
      return;
    }
    const day = calendar.day(typed);
    setError(day ? null : calendar.problem(typed));
    if (day && day !== value) onChange(day);
  };
  const message = error ?? rangeError;
  return (
    <Field.Root width={width} invalid={Boolean(message)}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <DateInput
        value={text}
        size="sm"
        invalid={Boolean(message)}
        aria-label={label}
        data-testid={testId}
        onChange={(typed) => {
          setText(typed);
          if (isWholeDate(typed)) apply(typed);
        }}
        onBlur={() => apply(text)}
      />
      <Field.ErrorText>{message && t(message)}</Field.ErrorText>
    </Field.Root>
  );
}

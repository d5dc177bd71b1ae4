import { Field, HStack } from "@chakra-ui/react";
import { ZDateSchema } from "@amlak/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateInput, typedDate } from "../payments/date-input.tsx";
import { useUrlParam } from "./use-url-param.ts";

/** A day in the URL (YYYY-MM-DD), or nothing. */
export const dayParam = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** A whole YYYY/MM/DD as the calendar picks it and a full typed date reads: applied at once, without waiting for blur. */
const isWholeDate = (text: string) => /^\d{4}[-/]\d{2}[-/]\d{2}$/.test(text.trim());

interface DateFilterProps {
  label: string;
  value: string | undefined;
  onChange: (iso: string | undefined) => void;
  /** A refusal of the range this date is the end of (a catalogue key). */
  rangeError?: string | undefined;
  testId: string;
}

/**
 * A filter date typed as year / month / day (Arabic or Western digits) or picked from the calendar; it filters once it
 * is a whole date (picked, typed in full, or on leaving the field or Enter), and emptied it stops filtering.
 */
export function DateFilter({ label, value, onChange, rangeError, testId }: DateFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ? typedDate(value) : "");
  const [error, setError] = useState<string | null>(null);
  // A change from outside (cleared filters, back and forward) shows the URL's date.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ? typedDate(value) : "");
    setError(null);
  }
  const apply = (typed: string) => {
    if (typed.trim() === "") {
      setError(null);
      if (value) onChange(undefined);
      return;
    }
    const parsed = ZDateSchema.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "date.format");
      return;
    }
    setError(null);
    if (parsed.data !== value) onChange(parsed.data);
  };
  const message = error ?? rangeError;
  return (
    <Field.Root width="10.5rem" invalid={Boolean(message)}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <DateInput
        value={text}
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

/**
 * The from / to dates of a list, kept in ?from= and ?to=. An end before the start is marked on its field and left out
 * of the query until it is fixed (the server would refuse the range).
 */
export function useDateRange() {
  const [fromParam, setFrom] = useUrlParam("from");
  const [toParam, setTo] = useUrlParam("to");
  const from = dayParam(fromParam);
  const to = dayParam(toParam);
  const endBeforeStart = Boolean(from && to && to < from);
  return { from, to, endBeforeStart, query: { date_from: from, date_to: endBeforeStart ? undefined : to }, setFrom, setTo };
}

export function DateRangeFilter({ range, testId }: { range: ReturnType<typeof useDateRange>; testId: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" align="start">
      <DateFilter label={t("booksScreen.filter.dateFrom")} value={range.from} onChange={range.setFrom} testId={`${testId}-from`} />
      <DateFilter
        label={t("booksScreen.filter.dateTo")}
        value={range.to}
        onChange={range.setTo}
        rangeError={range.endBeforeStart ? "date.endBeforeStart" : undefined}
        testId={`${testId}-to`}
      />
    </HStack>
  );
}

import { rentForTerm, yearlyRentOf } from "@amlak/domain";
import { checkAmount, toFixed2 } from "@amlak/money";
import type { TContractCreate } from "@amlak/schemas";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useUserCalendar } from "../../lib/use-user-calendar.ts";
import type { WizardInput } from "./wizard-form.ts";

export type WizardForm = UseFormReturn<WizardInput, unknown, TContractCreate>;

export interface RentBasis {
  /** The yearly rent as the field shows it: as typed, or read back from the total when the total was typed. */
  yearly: string;
  /** The yearly rent's own problem (a catalogue key), while what was typed is not an amount. */
  yearlyError: string | null;
  typeYearly: (text: string) => void;
  /** The total rent was typed: from now on it stays, and the yearly rent follows it. */
  typeTotal: () => void;
  /** A yearly rent to start from (the unit's target rent), used only while nothing is typed. */
  suggest: (yearly: string) => void;
  /** Whole months of the period, once both dates are read. */
  period: { start: string; end: string } | null;
}

/**
 * The schema takes the rent of the whole contract (price); people think in yearly rent. Whichever of the two was typed
 * last drives: with the yearly rent, a new period recomputes the total (a twelfth per contract month); with the total,
 * the yearly rent is read back from it. A resumed draft keeps its total.
 */
export function useRentBasis(form: WizardForm, { resumed }: { resumed: boolean }): RentBasis {
  const readDay = useUserCalendar().day;
  const [typed, setTyped] = useState<string | null>(resumed ? null : "");
  const [start, end, price] = useWatch({ control: form.control, name: ["contract_start", "contract_end", "price"] });
  const period = useMemo(() => {
    const from = readDay(start);
    const until = readDay(end);
    return from && until && from < until ? { start: from, end: until } : null;
  }, [start, end, readDay]);

  const yearlyCheck = typed === null || typed.trim() === "" ? null : checkAmount(typed, "positive");
  useEffect(() => {
    if (typed === null) return;
    const yearly = checkAmount(typed, "positive");
    // While the period cannot be read the total stays as it was, so the dates' own errors show, not a missing rent.
    if (yearly.ok && !period) return;
    const total = yearly.ok && period ? toFixed2(rentForTerm(yearly.value, period.start, period.end)) : "";
    if (String(form.getValues("price") ?? "") === total) return;
    form.setValue("price", total, { shouldDirty: true, shouldValidate: Boolean(form.formState.touchedFields.price) });
  }, [typed, period, form]);

  const suggest = useCallback(
    (yearly: string) => setTyped((current) => (current === "" && !form.getValues("price") ? yearly : current)),
    [form],
  );

  const readBack = () => {
    const total = checkAmount(String(price ?? ""), "positive");
    return total.ok && period ? toFixed2(yearlyRentOf(total.value, period.start, period.end)) : "";
  };

  return {
    yearly: typed ?? readBack(),
    yearlyError: yearlyCheck && !yearlyCheck.ok ? yearlyCheck.code : null,
    typeYearly: setTyped,
    typeTotal: () => setTyped(null),
    suggest,
    period,
  };
}

import { Field, NativeSelect, type ConditionalValue } from "@chakra-ui/react";

interface Props<Value extends string> {
  label: string;
  /** The first option, every row: "All lessors". */
  allLabel: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
  /** Shows the label above the select (a filter panel); in a toolbar the label only names it for screen readers. */
  showLabel?: boolean;
  width?: ConditionalValue<string>;
  testId: string;
}

/** A list's select filter (SCREENS "Toolbar"): its first option is every row; choosing it stops filtering. */
export function FilterSelect<Value extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
  showLabel = false,
  width,
  testId,
}: Props<Value>) {
  return (
    <Field.Root width={width}>
      {showLabel && (
        <Field.Label textStyle="xs" color="fg.muted">
          {label}
        </Field.Label>
      )}
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label={showLabel ? undefined : label}
          value={value ?? ""}
          // The options are `options`: what is chosen is one of their values.
          onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
          data-testid={testId}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

import { Switch, Text } from "@chakra-ui/react";

interface Props {
  name: string;
  /** A form's flag (react-hook-form's field value). */
  value: unknown;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  label: string;
  /** What turning it on does. */
  hint: string;
  /** Shown as it is, not changed (a read-only view of saved settings). */
  disabled?: boolean;
  "data-testid"?: string;
}

/** A yes / no field of a form: the switch, its label and a line that says what it does. */
export function SwitchField({ name, value, onChange, onBlur, label, hint, disabled, ...rest }: Props) {
  return (
    <Switch.Root
      name={name}
      checked={Boolean(value)}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      alignItems="flex-start"
      data-testid={rest["data-testid"]}
    >
      <Switch.HiddenInput onBlur={onBlur} />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>
        <Text>{label}</Text>
        <Text textStyle="xs" color="fg.muted" fontWeight="normal">
          {hint}
        </Text>
      </Switch.Label>
    </Switch.Root>
  );
}

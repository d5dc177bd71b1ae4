import { Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { digitsOnly, normalizeSaudiPhone } from "@amlak/schemas";

// Long enough for a pasted 00966 5XXXXXXXX; the prefix is removed when the field is left.
const MAX_TYPED_DIGITS = 14;

interface Props extends Omit<InputProps, "value" | "onChange"> {
  value: string;
  onChange: (value: string) => void;
}

/** A Saudi mobile number after a fixed +966: Arabic-Indic digits become Western, prefixes drop on blur. */
export function PhoneInput({ value, onChange, onBlur, ...props }: Props) {
  return (
    <InputGroup startAddon="+966" startAddonProps={{ dir: "ltr" }} dir="ltr">
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="5XXXXXXXX"
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value, MAX_TYPED_DIGITS))}
        onBlur={(event) => {
          onChange(normalizeSaudiPhone(value) ?? value);
          onBlur?.(event);
        }}
        {...props}
      />
    </InputGroup>
  );
}

import { Input, type InputProps } from "@chakra-ui/react";
import { digitsOnly } from "@amlak/schemas";

/** SPEC §5: a sub-user's or marketer's phone is typed as 05 and eight digits. */
const USER_PHONE_DIGITS = 10;

interface Props extends Omit<InputProps, "value" | "onChange"> {
  value: string;
  onChange: (value: string) => void;
}

/** The phone of a new user or a marketer, typed as 05XXXXXXXX: Arabic-Indic digits become Western, nothing else is kept. */
export function UserPhoneInput({ value, onChange, ...props }: Props) {
  return (
    <Input
      type="tel"
      dir="ltr"
      inputMode="numeric"
      placeholder="05XXXXXXXX"
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value, USER_PHONE_DIGITS))}
      {...props}
    />
  );
}

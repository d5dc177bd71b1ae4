import { Input, type InputProps } from "@chakra-ui/react";
import { digitsOnly } from "@amlak/schemas";

const OTP_LENGTH = 6;

interface Props extends Omit<InputProps, "value" | "onChange"> {
  value: string;
  onChange: (value: string) => void;
}

/** The six-digit SMS code in one field, so the phone can fill it in from the message. */
export function OtpInput({ value, onChange, ...props }: Props) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      textAlign="center"
      fontSize="2xl"
      letterSpacing="0.5em"
      placeholder="••••••"
      maxLength={OTP_LENGTH}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value, OTP_LENGTH))}
      data-testid="otp-input"
      {...props}
    />
  );
}

import { Field } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

interface Props {
  label: string;
  /** A message already translated (by formResolver or the server), or a validation catalogue key. */
  error?: string;
  helperText?: string;
  children: React.ReactNode;
}

export function FormField({ label, error, helperText, children }: Props) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error && t(error)}</Field.ErrorText>
    </Field.Root>
  );
}

import { Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { toWesternDigits } from "@amlak/money";
import { useTranslation } from "react-i18next";

/** Arabic-Indic digits and the Arabic decimal and thousands separators, as Western ones (SPEC §5, as parseMoney reads them). */
const western = (text: string) => toWesternDigits(text).replaceAll("\u066B", ".").replaceAll("\u066C", ",");

/** An amount in riyals, Western digits as it is typed, the currency at its end. */
export function AmountInput({ onChange, ...props }: InputProps & { "data-testid"?: string }) {
  const { t } = useTranslation();
  return (
    <InputGroup endAddon={t("contractWizard.currency")} dir="ltr">
      <Input
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        textAlign="start"
        onChange={(event) => {
          event.target.value = western(event.target.value);
          onChange?.(event);
        }}
        {...props}
      />
    </InputGroup>
  );
}

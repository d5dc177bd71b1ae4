import { Text } from "@chakra-ui/react";
import type { Money } from "@amlak/money";
import { useFormat } from "../../lib/format.ts";

/**
 * An amount whose sign says which way it goes: an expense, or a net amount below zero, reads −1,500.00 (SCREENS:
 * income and expense by label and sign, not colour alone). The signed number is its own left-to-right isolate, so in
 * Arabic the minus stays before the digits (a bare "−1,500.00 ر.س" would show the minus after them) while the
 * currency sits where every other amount has it.
 */
export function SignedAmount({ amount, out = amount.isNegative() }: { amount: Money; out?: boolean }) {
  const format = useFormat();
  const text = format.money(amount.abs());
  const currency = text.lastIndexOf(" ");
  return (
    <Text as="bdi" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      <bdi dir="ltr">{`${out ? "−" : ""}${text.slice(0, currency)}`}</bdi>
      {text.slice(currency)}
    </Text>
  );
}

import { chakra } from "@chakra-ui/react";
import { formatSaudiPhone } from "@amlak/schemas";

/**
 * Every phone the app shows (SCREENS "Money, dates, numbers"): `+966 5X XXX XXXX`, or a masked one as the server wrote
 * it, as one left-to-right isolate that never wraps, so "+966" never stands on a line of its own in Arabic. Plain
 * chakra, not the data table's Figure, so the public pages can show it without the table's code.
 */
export function PhoneNumber({ phone }: { phone: string }) {
  return (
    <chakra.bdi dir="ltr" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {formatSaudiPhone(phone)}
    </chakra.bdi>
  );
}

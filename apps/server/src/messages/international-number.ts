import { normalizeSaudiPhone } from "@amlak/schemas";
import { DeliveryFailure } from "./channel.ts";

/** A stored phone (5XXXXXXXX) as the providers take it: country code first, no plus (9665XXXXXXXX). */
export function internationalNumber(recipient: string): string {
  const nine = normalizeSaudiPhone(recipient);
  if (nine === null) throw new DeliveryFailure("the recipient is not a Saudi mobile number", true);
  return `966${nine}`;
}

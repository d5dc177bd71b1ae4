import { z } from "zod";
import { requiredString } from "./field.ts";

/** The organization's own Moyasar account: its secret API key and the secret token its webhooks carry. */
export const ZGatewayAccountSchema = z.object({
  secret_key: requiredString()
    .max(200, { error: "field.maxLength" })
    .regex(/^sk_(test|live)_\S+$/, { error: "field.invalid" }),
  webhook_secret: requiredString().max(200, { error: "field.maxLength" }),
});

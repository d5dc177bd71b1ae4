import { z } from "zod";
import { requiredString } from "./field.ts";
import { ZPortalOrgSchema } from "./portal.schema.ts";
import { ZGatewayPaymentIdSchema } from "./subscription.schema.ts";
import { ZUuidSchema } from "./uuid.ts";

/** The organization's own Moyasar account: its secret API key and the secret token its webhooks carry. */
export const ZGatewayAccountSchema = z.object({
  secret_key: requiredString()
    .max(200, { error: "field.maxLength" })
    .regex(/^sk_(test|live)_\S+$/, { error: "field.invalid" }),
  webhook_secret: requiredString().max(200, { error: "field.maxLength" }),
});

/** The due instalments a tenant pays online in one payment, in the portal's organization. */
export const ZPortalCheckoutSchema = ZPortalOrgSchema.extend({
  payment_ids: z.array(ZUuidSchema).min(1, { error: "field.required" }).max(60, { error: "field.invalid" }),
});

/** The tenant's return from the gateway's page: the rent checkout it paid and the gateway's payment id. */
export const ZPortalPaymentReturnSchema = ZPortalOrgSchema.extend({ rent_checkout_id: ZUuidSchema, payment_id: ZGatewayPaymentIdSchema });

import { z } from "zod";
import { ZDateSchema } from "./date.ts";
import { optionalField } from "./field.ts";
import { ZOtpSchema } from "./otp.ts";
import { ZPhoneSchema } from "./phone.ts";
import { checkRange } from "./primitives/date-input.ts";
import { ZUuidSchema } from "./uuid.ts";

/** Who signs in to the portal (issue #20): a tenant, or an owner (a lessor contact). */
export const PORTAL_ROLES = ["tenant", "owner"] as const;
export type TPortalRole = (typeof PORTAL_ROLES)[number];

export const ZPortalLoginSchema = z.object({ phone: ZPhoneSchema, role: z.enum(PORTAL_ROLES, { error: "field.invalid" }) });
export const ZPortalVerifySchema = z.object({ token: ZUuidSchema, otp: ZOtpSchema });

/** The organization a portal read is about (a tenant or owner may deal with more than one); left out, their only one. */
export const ZPortalOrgSchema = z.object({ org_id: optionalField(ZUuidSchema) });
export const ZPortalContractScopeSchema = ZPortalOrgSchema.extend({ contract_id: optionalField(ZUuidSchema) });
export const ZPortalPaymentSchema = ZPortalOrgSchema.extend({ id: ZUuidSchema });

export const ZPortalOwnerStatementSchema = ZPortalOrgSchema.extend({ from: ZDateSchema, to: ZDateSchema }).superRefine((input, ctx) => {
  const result = checkRange(input.from, input.to);
  if (!result.ok) ctx.issues.push({ code: "custom", message: result.code, path: ["to"], input });
});

/** The tenant's statement in the portal: of one contract or all of them, for a period (from the start, to today, by default). */
export const ZPortalTenantStatementSchema = ZPortalContractScopeSchema.extend({
  from: optionalField(ZDateSchema),
  to: optionalField(ZDateSchema),
}).superRefine((input, ctx) => {
  if (!input.from || !input.to) return;
  const result = checkRange(input.from, input.to);
  if (!result.ok) ctx.issues.push({ code: "custom", message: result.code, path: ["to"], input });
});

import { LIMIT_CODES, PERMISSION_CODES, PERMISSION_ENTITIES, USER_TYPES } from "@amlak/domain";
import { LANGUAGES } from "@amlak/i18n";
import { PREF_ACTIONS } from "@amlak/schemas";
import { z } from "zod";
import { ZDayOutput } from "./values.ts";

export const ZChallengeOutput = z.object({ challenge: z.string(), phoneMasked: z.string() });
export const ZTokensOutput = z.object({ token: z.string(), refreshToken: z.string() });

export const ZSessionUserOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  type: z.enum(USER_TYPES),
  home: z.string(),
  dateType: z.enum(["md", "hj"]),
  lang: z.enum(LANGUAGES),
  orgId: z.string().nullable(),
});

export const ZSignedInOutput = ZTokensOutput.extend({ user: ZSessionUserOutput });

export const ZAuthorizationOutput = z.object({
  subscription: z.object({
    active: z.boolean(),
    paid: z.boolean(),
    /** The package the organization works on now (Free when none runs); null for staff, who have no organization. */
    effectivePackage: z.object({ code: z.string(), name: z.string() }).nullable(),
    latestUserSubscription: z
      .object({
        packageCode: z.string(),
        packageName: z.string(),
        status: z.string(),
        startDate: ZDayOutput,
        endDate: ZDayOutput,
        trial: z.boolean(),
      })
      .nullable(),
  }),
  permissions: z.array(
    z.object({
      entity: z.enum(PERMISSION_ENTITIES),
      actions: z.array(z.enum(PERMISSION_CODES)),
      limits: z.array(z.object({ code: z.enum(LIMIT_CODES), limit: z.number() })),
    }),
  ),
  neededActions: z.array(z.object({ page: z.string(), action: z.literal("mainInformation"), showIcon: z.boolean() })),
});

export const ZPrefsOutput = z.object({
  journey: z.boolean(),
  actions: z.object({ showProfileSurvey: z.object({ remindAt: z.string().nullable() }) }),
});
export const ZJourneyOutput = z.object({ journey: z.boolean() });
export const ZActionReminderOutput = z.object({ action: z.enum(PREF_ACTIONS), remindAt: z.string() });

export const ZLookupOutput = z.object({ id: z.number(), code: z.string(), type: z.string(), name: z.string() });

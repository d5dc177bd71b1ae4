import { z } from "zod";
import { requiredString } from "./field.ts";
import { wholeNumber } from "./whole-number.ts";

/** A package code or a permission's entity or code: letters, digits and underscores, as the seed names them. */
const codeName = () =>
  requiredString()
    .max(60, { error: "field.maxLength" })
    .regex(/^[A-Za-z0-9_]+$/, { error: "field.invalid" });

/** One permission of a package as staff save it (SPEC §7 PUT /admin/config/subscriptions-permissions/{mainSubscriptionId}). */
export const ZPermissionSettingSchema = z.object({
  entity: codeName(),
  id: z.int(),
  permission_id: codeName(),
  active: z.boolean(),
  /** A numerical permission's limit; ignored for the others. */
  value: z.union([wholeNumber(), z.null()]).optional(),
});

/** The save as it arrives; the settings are checked against the package's own permissions (packagePermissionSettingsSchema). */
export const ZPackagePermissionsSaveSchema = z.object({
  mainSubscriptionId: codeName(),
  permissions: z.array(z.unknown()).max(1000),
});

/** A permission a package holds, as the settings must name it. */
interface ConfigurablePermission {
  id: number;
  entity: string;
  code: string;
  is_numerical: boolean;
}

/**
 * Settings valid for this package (SPEC §8 "Permission settings is invalid" otherwise): each names one of its
 * permissions, by its id with its own entity and code, at most once; a numerical one carries a whole number ≥ 0.
 */
export function packagePermissionSettingsSchema(permissions: readonly ConfigurablePermission[]) {
  const byId = new Map(permissions.map((permission) => [permission.id, permission]));
  return z.array(ZPermissionSettingSchema).superRefine((settings, context) => {
    const seen = new Set<number>();
    for (const [index, setting] of settings.entries()) {
      const permission = byId.get(setting.id);
      const named = permission?.entity === setting.entity && permission.code === setting.permission_id;
      const valued = !permission?.is_numerical || typeof setting.value === "number";
      if (!named || !valued || seen.has(setting.id)) context.addIssue({ code: "custom", path: [index], message: "field.invalid" });
      seen.add(setting.id);
    }
  });
}

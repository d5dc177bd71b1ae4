import { lockPackagePermissions, updatePackagePermission } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { packagePermissionSettingsSchema, ZPackagePermissionsSaveSchema } from "@amlak/schemas";
import { z } from "zod";
import { packageConfigs, ZPackageConfigOutput } from "../admin-config/package-configs.ts";
import { router, staffProcedure } from "../trpc.ts";

const configurationProcedure = staffProcedure("adminConfiguration");

/**
 * /AdminConfiguration (SPEC §2, §4): the packages' permissions as staff configure them. Every member request reads
 * its package's permissions afresh (loadAuthorization), so a save applies to every subscriber of the package at once.
 */
export const adminConfigRouter = router({
  packages: configurationProcedure.output(z.array(ZPackageConfigOutput)).query(({ ctx }) => packageConfigs(ctx.db, ctx.lang)),

  /** Switches the listed permissions of one package and sets their limits, all or none. */
  savePackage: configurationProcedure
    .input(ZPackagePermissionsSaveSchema)
    .output(ZPackageConfigOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.db.transaction().execute(async (trx) => {
        const stored = await lockPackagePermissions(trx, input.mainSubscriptionId);
        if (stored.length === 0) throw new AppError("notFound");
        const settings = packagePermissionSettingsSchema(stored).safeParse(input.permissions);
        if (!settings.success) throw new AppError("subscription.settingsInvalid");
        const numerical = new Set(stored.filter((permission) => permission.is_numerical).map((permission) => permission.id));
        for (const setting of settings.data) {
          const value = numerical.has(setting.id) ? (setting.value ?? null) : null;
          await updatePackagePermission(trx, setting.id, { active: setting.active, value });
        }
      });
      const [saved] = await packageConfigs(ctx.db, ctx.lang, input.mainSubscriptionId);
      if (!saved) throw new AppError("notFound");
      return saved;
    }),
});

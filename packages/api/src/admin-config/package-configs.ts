import { listPackagePermissions, listPackages, type Db } from "@amlak/db";
import { LIMIT_CODES, PERMISSION_CODES, PERMISSION_ENTITIES, permissionNameKey, REPORT_NAMES } from "@amlak/domain";
import { translate, type Lang } from "@amlak/i18n";
import { z } from "zod";

const ZPermissionConfigOutput = z.object({
  id: z.number(),
  /** The permission's code (EXPORT_EXCEL, CREATE_LIMIT, …). */
  permissionId: z.string(),
  name: z.string(),
  active: z.boolean(),
  is_numerical: z.boolean(),
  value: z.number().nullable(),
});

/** SPEC §3 Subscription permission config: one package, its permissions grouped by entity. */
export const ZPackageConfigOutput = z.object({
  /** The package's code (free, basic, silver, gold, platinum, business). */
  main_subscription_id: z.string(),
  name: z.string(),
  description: z.string(),
  entities: z.array(z.object({ name: z.string(), permissions: z.array(ZPermissionConfigOutput) })),
});

type PackageConfig = z.output<typeof ZPackageConfigOutput>;
type PermissionRow = Awaited<ReturnType<typeof listPackagePermissions>>[number];

/** Where a code sits in the domain's own lists: entities in their order, the reports together, actions before limits. */
const ORDER = [
  ...PERMISSION_ENTITIES,
  "MANAGE_ENTITY",
  "DELETE_ENTITY",
  ...REPORT_NAMES,
  ...PERMISSION_CODES,
  ...LIMIT_CODES,
] as readonly string[];
const rank = (code: string) => (ORDER.includes(code) ? ORDER.indexOf(code) : ORDER.length);

function entitiesOf(rows: PermissionRow[], lang: Lang): PackageConfig["entities"] {
  const byEntity = new Map<string, PermissionRow[]>();
  for (const row of rows) byEntity.set(row.entity, [...(byEntity.get(row.entity) ?? []), row]);
  return [...byEntity]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([entity, permissions]) => ({
      name: entity,
      permissions: permissions
        .sort((a, b) => rank(a.code) - rank(b.code))
        .map((row) => ({
          id: row.id,
          permissionId: row.code,
          name: translate(lang, permissionNameKey(row.code)),
          active: row.active,
          is_numerical: row.is_numerical,
          value: row.value,
        })),
    }));
}

/** Every package (or the one of `code`) with its description and all its permissions, granted or not, in `lang`. */
export async function packageConfigs(db: Db, lang: Lang, code?: string): Promise<PackageConfig[]> {
  const [packages, permissions] = await Promise.all([listPackages(db), listPackagePermissions(db)]);
  return packages
    .filter((pkg) => code === undefined || pkg.code === code)
    .map((pkg) => ({
      main_subscription_id: pkg.code,
      name: lang === "ar" ? pkg.name_ar : pkg.name_en,
      description: lang === "ar" ? pkg.description_ar : pkg.description_en,
      entities: entitiesOf(
        permissions.filter((row) => row.package_code === pkg.code),
        lang,
      ),
    }));
}

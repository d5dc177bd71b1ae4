import { findOrganizationProfile, findPackageNames, latestSubscription, packagePermissionRows, type Trx } from "@amlak/db";
import { FALLBACK_PACKAGE, isActive, neededActions, type Permission, type SubscriptionStatus, type UserType } from "@amlak/domain";
import type { Lang } from "@amlak/i18n";

export interface Authorization {
  subscription: {
    active: boolean;
    /** An active package with a price above 0 (Business, priced on request, included): SPEC §5 paid features. */
    paid: boolean;
    /** The package whose permissions apply: the running subscription's, or Free when none runs (SPEC §9, /pricing). */
    effectivePackage: { code: string; name: string };
    latestUserSubscription: {
      packageCode: string;
      packageName: string;
      status: string;
      startDate: string;
      endDate: string;
      trial: boolean;
    } | null;
  };
  permissions: Permission[];
  neededActions: ReturnType<typeof neededActions>;
}

/**
 * What the caller's package grants right now (SPEC §3 Authorization), from the organization's current subscription;
 * with none running, the Free package's permissions as stored (every check reads this one answer).
 */
export async function loadAuthorization(
  trx: Trx,
  input: { orgId: string; type: UserType; lang: Lang; today: string },
): Promise<Authorization> {
  const subscription = await latestSubscription(trx, input.today);
  const active = Boolean(
    subscription &&
    isActive(
      { status: subscription.status as SubscriptionStatus, startDate: subscription.start_date, endDate: subscription.end_date },
      input.today,
    ),
  );
  const effective =
    active && subscription ? subscription : { package_code: FALLBACK_PACKAGE, ...(await findPackageNames(trx, FALLBACK_PACKAGE)) };
  const rows = await packagePermissionRows(trx, effective.package_code);
  const organization = await findOrganizationProfile(trx, input.orgId);
  return {
    subscription: {
      active,
      paid: active && Number(subscription?.monthly_price ?? 1) > 0,
      effectivePackage: { code: effective.package_code, name: input.lang === "ar" ? effective.name_ar : effective.name_en },
      latestUserSubscription: subscription
        ? {
            packageCode: subscription.package_code,
            packageName: input.lang === "ar" ? subscription.name_ar : subscription.name_en,
            status: subscription.status,
            startDate: subscription.start_date,
            endDate: subscription.end_date,
            trial: subscription.trial,
          }
        : null,
    },
    permissions: groupPermissions(rows),
    neededActions: neededActions({ type: input.type, hasOrganization: Boolean(organization?.title) }),
  };
}

function groupPermissions(rows: { entity: string; code: string; is_numerical: boolean; value: number | null }[]): Permission[] {
  const byEntity = new Map<string, Permission>();
  for (const row of rows) {
    const permission = byEntity.get(row.entity) ?? ({ entity: row.entity, actions: [], limits: [] } as unknown as Permission);
    if (row.is_numerical) permission.limits.push({ code: row.code, limit: row.value ?? 0 } as Permission["limits"][number]);
    else permission.actions.push(row.code as Permission["actions"][number]);
    byEntity.set(row.entity, permission);
  }
  return [...byEntity.values()];
}

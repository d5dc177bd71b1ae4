import type { Db } from "@amlak/db";
import type { Lang } from "@amlak/i18n";
import type { PortalCaller } from "../auth/portal-token.ts";
import type { Services } from "../context.ts";
import { createCaller } from "../root.ts";
import { contextFor, lastOtp } from "./harness.ts";

/** The API as a request carrying a portal token (and no member token) would reach it. */
export const portalApi = (services: Services, portal: PortalCaller | null, lang: Lang = "en") =>
  createCaller({ ...contextFor(services, null, lang), portal });

/** Signs in to the portal with the code texted to `phone`, as the portal's login page does. */
export async function portalSignIn(services: Services, phone: string, role: PortalCaller["role"]) {
  const anonymous = portalApi(services, null);
  const { token } = await anonymous.portal.login({ phone, role });
  return anonymous.portal.verify({ token, otp: await lastOtp(services.database.owner, phone) });
}

/** The id of the organization's contact with the phone. */
export async function contactIdOf(db: Db, orgId: string, phone: string): Promise<string> {
  const row = await db.selectFrom("contacts").select("id").where("org_id", "=", orgId).where("phone", "=", phone).executeTakeFirstOrThrow();
  return row.id;
}

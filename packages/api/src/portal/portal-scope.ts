import { findPortalContacts, recordPortalSignIn, type Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import type { PortalCaller } from "../auth/portal-token.ts";

/** The contact type a portal role signs in as: an owner is a lessor contact. */
const CONTACT_TYPE = { tenant: "tenant", owner: "lessor" } as const;

/** Every contact of the portal user's phone and role, in every organization, with the organization's name. */
export const portalContacts = (db: Db, portal: PortalCaller) => findPortalContacts(db, portal.phone, CONTACT_TYPE[portal.role]);

/** Stamps the portal user's contacts, in every organization, as signed in: their landlords see it on the contact. */
export const recordSignIn = (db: Db, portal: PortalCaller, at: Date) => recordPortalSignIn(db, portal.phone, CONTACT_TYPE[portal.role], at);

/** Whose rows a portal read may see: one organization and the portal user's contacts in it. */
export interface PortalScope {
  orgId: string;
  contactIds: string[];
}

/**
 * The portal user's contacts in the organization asked for, or in their only one when none is named (a REST client
 * of a single landlord): more than one and none named is refused, naming one that is not theirs is not found.
 */
export async function portalScopeOf(db: Db, portal: PortalCaller, orgId: string | null): Promise<PortalScope> {
  const contacts = await portalContacts(db, portal);
  const orgIds = new Set(contacts.map((contact) => contact.org_id));
  if (!orgId && orgIds.size > 1) throw new AppError("portal.chooseOrganization");
  const chosen = orgId ?? contacts[0]?.org_id;
  const contactIds = contacts.filter((contact) => contact.org_id === chosen).map((contact) => contact.contact_id);
  if (!chosen || contactIds.length === 0) throw new AppError("notFound");
  return { orgId: chosen, contactIds };
}

import {
  countPortalInvitationsSince,
  findContact,
  findOrganizationProfile,
  findPortalAccess,
  insertPortalInvitation,
  lockOrganization,
  PORTAL_INVITATION_PURPOSE,
  queueMessage,
  type Trx,
} from "@amlak/db";
import { AppError } from "@amlak/domain";
import { translate } from "@amlak/i18n";

/** Enough to resend one that went astray, too few to pester anyone with. */
const INVITATIONS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The portal a contact type signs in to: a lessor is the owner portal's. */
const PORTAL_OF = { tenant: "tenant", lessor: "owner" } as const;

interface InvitationCall {
  trx: Trx;
  caller: { orgId: string; userId: string };
  publicUrl: string;
  now: Date;
}

/**
 * Texts a tenant or lessor the link to their portal, in their language, on WhatsApp when they prefer it (through the
 * approved template `portal_invitation`: organization, link) and by SMS otherwise: e-mail carries no sign-in by phone.
 * The invitation is recorded in the message's transaction; at most three a day per contact, counted under the
 * organization's lock so two clicks at once cannot both pass.
 */
export async function invitePortal(call: InvitationCall, contactId: string): Promise<void> {
  const { trx, caller, now } = call;
  const contact = await findContact(trx, contactId);
  if (!contact) throw new AppError("notFound");
  if (contact.type !== "tenant" && contact.type !== "lessor") throw new AppError("portal.invitationNotPortalContact");
  if (!contact.phone) throw new AppError("portal.invitationNeedsPhone");
  await lockOrganization(trx, caller.orgId);
  if ((await countPortalInvitationsSince(trx, contactId, new Date(now.getTime() - DAY_MS))) >= INVITATIONS_PER_DAY)
    throw new AppError("portal.invitationLimit", { limit: INVITATIONS_PER_DAY });

  const portal = PORTAL_OF[contact.type];
  const channel = contact.preferred_channel === "whatsapp" ? "whatsapp" : "sms";
  const organization =
    (await findOrganizationProfile(trx, caller.orgId))?.title || translate(contact.lang, "settings.sms.yourOrganization");
  const values = { organization, link: `${call.publicUrl}/${portal}/login` };
  await insertPortalInvitation(trx, { org_id: caller.orgId, contact_id: contactId, invited_by: caller.userId, channel });
  await queueMessage(trx, {
    recipient: contact.phone,
    body: translate(contact.lang, `sms.portalInvitation.${portal}`, values),
    purpose: PORTAL_INVITATION_PURPOSE,
    channel,
    lang: contact.lang,
    orgId: caller.orgId,
    contactId,
    template: channel === "whatsapp" ? { name: "portal_invitation", params: Object.values(values) } : null,
  });
}

/** The contact's portal access: its last invitation with its message's delivery, and its last sign-in. */
export async function portalAccessOf(trx: Trx, contactId: string) {
  if (!(await findContact(trx, contactId))) throw new AppError("notFound");
  const { invitation, lastSignedInAt } = await findPortalAccess(trx, contactId);
  return {
    invitation: invitation && {
      at: invitation.created_at,
      invited_by: invitation.invited_by,
      channel: invitation.channel,
      status: invitation.message?.status ?? ("queued" as const),
      failure: invitation.message?.status === "failed" ? invitation.message.last_error : null,
    },
    last_signed_in_at: lastSignedInAt,
  };
}

/**
 * Tenants and owners invited to their portal, and documents shared with them (issue #20): the invitation text, the
 * contact page's Portal access card, the documents' sharing switch and the portal's Documents section.
 */
export const portalAccess: Record<string, string> = {
  "sms.portalInvitation.tenant":
    "{{organization}} invites you to your tenant portal: your contracts, payments and receipts. Sign in with this mobile number: {{link}}",
  "sms.portalInvitation.owner":
    "{{organization}} invites you to your owner portal: your properties and statements. Sign in with this mobile number: {{link}}",

  "portalAccess.title": "Portal access",
  "portalAccess.notInvited": "Not invited to the portal yet.",
  "portalAccess.invited": "Invited on {{date}} by {{name}}",
  "portalAccess.channel.sms": "SMS",
  "portalAccess.channel.whatsapp": "WhatsApp",
  "portalAccess.failure": "Not delivered: {{reason}}",
  "portalAccess.signedIn": "Last signed in on {{date}}",
  "portalAccess.neverSignedIn": "Has not signed in yet",
  "portalAccess.invite": "Invite to the portal",
  "portalAccess.inviteAgain": "Invite again",
  "portalAccess.needsPhone": "Add a mobile number to invite this contact.",

  "portalDocuments.shared": "Shared with the portal",
  "portalDocuments.share": "Share with tenant and owner",
  "portalDocuments.unshare": "Stop sharing",
  "portalDocuments.title": "Documents",
  "portalDocuments.empty": "Nothing has been shared with you yet.",
  "portalDocuments.name": "Name",
  "portalDocuments.property": "Property",
  "portalDocuments.date": "Date",
  "portalDocuments.size": "Size",
  "portalDocuments.download": "Download",
};

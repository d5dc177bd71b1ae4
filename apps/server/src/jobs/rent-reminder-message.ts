import type { OutgoingMessage } from "@amlak/db";
import { formatDate, type RentReminderKind } from "@amlak/domain";
import { translate } from "@amlak/i18n";
import { formatMoney, money } from "@amlak/money";
import { formatSaudiPhone } from "@amlak/schemas";

interface RentReminderRecipient {
  org_id: string;
  due_date: string;
  price: string;
  vat: string;
  tenant_id: string;
  phone: string | null;
  email: string | null;
  preferred_channel: "sms" | "whatsapp" | "email";
  lang: "ar" | "en";
  unit_title: string;
  compound_title: string | null;
  organization_name: string | null;
  rent_reminder_phone: string | null;
  date_type: "md" | "hj";
}

/**
 * The reminder to the contract's tenant on their preferred channel, in their language: e-mail only when they have an
 * address (else SMS), WhatsApp through its approved template `rent_reminder_<kind>` with the same values in order
 * (organization, property, amount, due date, link). Null when the tenant has no way to be reached.
 */
export function rentReminderMessage(instalment: RentReminderRecipient, kind: RentReminderKind, publicUrl: string): OutgoingMessage | null {
  const lang = instalment.lang;
  const channel = instalment.preferred_channel === "email" && !instalment.email ? "sms" : instalment.preferred_channel;
  const recipient = channel === "email" ? instalment.email : instalment.phone;
  if (!recipient) return null;
  const values = {
    organization: instalment.organization_name ?? "",
    property: instalment.compound_title ? `${instalment.compound_title} - ${instalment.unit_title}` : instalment.unit_title,
    amount: formatMoney(money(instalment.price).plus(instalment.vat), lang),
    date: formatDate(instalment.due_date, { dateType: instalment.date_type, lang }),
    link: `${publicUrl}/tenant/login`,
  };
  const questions = instalment.rent_reminder_phone
    ? translate(lang, "sms.rentReminder.questions", { phone: formatSaudiPhone(instalment.rent_reminder_phone) })
    : "";
  return {
    recipient,
    body: translate(lang, `sms.rentReminder.${kind}`, { ...values, questions }),
    purpose: `rent.${kind}`,
    channel,
    lang,
    orgId: instalment.org_id,
    contactId: instalment.tenant_id,
    template: channel === "whatsapp" ? { name: `rent_reminder_${kind}`, params: Object.values(values) } : null,
  };
}

import { messagePurposeLabel } from "@amlak/i18n";
import nodemailer from "nodemailer";
import { DeliveryFailure, type Channel } from "./channel.ts";

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's connection URL). */
  url: string;
  /** The From address, `Amlak <no-reply@example.sa>`. */
  from: string;
}

/**
 * E-mail over SMTP with nodemailer, the purpose as its subject in the message's language. The server's reply code
 * says whether to try again: 5xx (no such mailbox, refused) is for good, 4xx (greylisting, a full mailbox) and a
 * connection that failed are not.
 */
export function smtpChannel({ url, from }: SmtpSettings): Channel {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      const sent = await transport
        .sendMail({ from, to: message.recipient, subject: messagePurposeLabel(message.lang, message.purpose), text: message.body })
        .catch((error: Error & { responseCode?: number }) => {
          throw new DeliveryFailure(`SMTP: ${error.message}`, (error.responseCode ?? 0) >= 500);
        });
      return { providerMessageId: sent.messageId };
    },
  };
}

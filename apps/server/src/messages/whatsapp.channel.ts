import { z } from "zod";
import { DeliveryFailure, postToProvider, type Channel, type MessageToSend } from "./channel.ts";
import { internationalNumber } from "./international-number.ts";

export interface WhatsAppSettings {
  accessToken: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0, or a fake in tests. */
  apiUrl: string;
}

export const WHATSAPP_API_URL = "https://graph.facebook.com/v21.0";

// Throughput and "try again" codes of the Cloud API (its error-code reference); every other refusal is for good.
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

const answerSchema = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });
const errorSchema = z.object({ error: z.object({ code: z.number().optional(), message: z.string().optional() }) });

/**
 * The WhatsApp Business Cloud API: a message with a template goes as that approved template in the message's
 * language, its parameters filling the body; one without goes as plain text (which WhatsApp delivers only inside a
 * conversation the person opened).
 */
export function whatsAppChannel({ accessToken, phoneNumberId, apiUrl }: WhatsAppSettings): Channel {
  return {
    async send(message) {
      const { status, body } = await postToProvider("WhatsApp", `${apiUrl}/${encodeURIComponent(phoneNumberId)}/messages`, {
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({ messaging_product: "whatsapp", to: internationalNumber(message.recipient), ...contentOf(message) }),
      });
      const answer = answerSchema.safeParse(body);
      if (status < 400 && answer.success) return { providerMessageId: answer.data.messages[0]!.id };
      const error = errorSchema.safeParse(body);
      if (!error.success) throw new DeliveryFailure(`WhatsApp answered ${status} with no result`, status >= 400);
      const { code, message: reason = "refused" } = error.data.error;
      throw new DeliveryFailure(`WhatsApp ${code ?? status}: ${reason}`, code === undefined || !TRANSIENT_CODES.has(code));
    },
  };
}

function contentOf(message: MessageToSend) {
  if (!message.template) return { type: "text", text: { body: message.body } };
  const { name, params } = message.template;
  return {
    type: "template",
    template: {
      name,
      language: { code: message.lang },
      components: params.length ? [{ type: "body", parameters: params.map((text) => ({ type: "text", text })) }] : [],
    },
  };
}

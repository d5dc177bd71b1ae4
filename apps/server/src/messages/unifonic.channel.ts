import { z } from "zod";
import { DeliveryFailure, postToProvider, type Channel } from "./channel.ts";
import { internationalNumber } from "./international-number.ts";

export interface UnifonicSettings {
  appSid: string;
  /** The sender name registered with Unifonic (and the CST). */
  senderName: string;
  /** https://el.cloud.unifonic.com/rest/SMS/messages, or a fake in tests. */
  apiUrl: string;
}

export const UNIFONIC_API_URL = "https://el.cloud.unifonic.com/rest/SMS/messages";

const answerSchema = z.object({
  success: z.union([z.boolean(), z.literal("true"), z.literal("false")]).transform((value) => value === true || value === "true"),
  message: z.string().optional(),
  errorCode: z.string().optional(),
  data: z.object({ MessageID: z.union([z.string(), z.number()]).optional() }).nullish(),
});

/**
 * SMS through Unifonic's REST API: a form post with the application's AppSid and the registered sender name. An
 * answer with success false (an unknown number, a sender not registered, no balance) will not change on a retry.
 */
export function unifonicChannel({ appSid, senderName, apiUrl }: UnifonicSettings): Channel {
  return {
    async send(message) {
      const form = new URLSearchParams({
        AppSid: appSid,
        SenderID: senderName,
        Recipient: internationalNumber(message.recipient),
        Body: message.body,
        responseType: "JSON",
        CorrelationID: message.id,
      });
      const { status, body } = await postToProvider("Unifonic", apiUrl, {
        headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      });
      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw new DeliveryFailure(`Unifonic answered ${status} with no result`, status >= 400);
      if (!answer.data.success || status >= 400)
        throw new DeliveryFailure(`Unifonic ${answer.data.errorCode ?? status}: ${answer.data.message || "refused"}`, true);
      const id = answer.data.data?.MessageID;
      return { providerMessageId: id === undefined ? null : String(id) };
    },
  };
}

import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryFailure, type MessageToSend } from "./channel.ts";
import { whatsAppChannel } from "./whatsapp.channel.ts";

// A fake of the Graph API's messages endpoint on loopback: it records each request and answers what the test set.
const fake = Fastify();
const requests: { url: string; authorization: unknown; body: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
fake.post("/v21.0/:phoneNumberId/messages", async (request, reply) => {
  requests.push({ url: request.url, authorization: request.headers.authorization, body: request.body });
  return reply.code(answer.status).send(answer.body);
});
let channel: ReturnType<typeof whatsAppChannel>;

beforeAll(async () => {
  const address = await fake.listen({ host: "127.0.0.1", port: 0 });
  channel = whatsAppChannel({ accessToken: "token-1", phoneNumberId: "1098765", apiUrl: `${address}/v21.0` });
});
afterAll(() => fake.close());

const reminder: MessageToSend = {
  id: "7",
  channel: "whatsapp",
  recipient: "0551234567",
  body: "Your rent of 5,000.00 SR is due on 2027/02/01",
  lang: "en",
  purpose: "rent.before_7",
  template: { name: "rent_reminder", params: ["Villa 4", "5,000.00 SR", "2027/02/01"] },
};
const accepted = {
  messaging_product: "whatsapp",
  contacts: [{ input: "966551234567", wa_id: "966551234567" }],
  messages: [{ id: "wamid.HBgM" }],
};
const graphError = (code: number, message: string) => ({ error: { message, type: "OAuthException", code, fbtrace_id: "A1" } });

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryFailure);
  return { reason: (error as DeliveryFailure).message, permanent: (error as DeliveryFailure).permanent };
}

describe("WhatsApp through the Cloud API", () => {
  it("sends an approved template in the message's language with its body parameters, and keeps the wamid", async () => {
    answer = { status: 200, body: accepted };

    expect(await channel.send(reminder)).toEqual({ providerMessageId: "wamid.HBgM" });

    expect(requests.at(-1)).toEqual({
      url: "/v21.0/1098765/messages",
      authorization: "Bearer token-1",
      body: {
        messaging_product: "whatsapp",
        to: "966551234567",
        type: "template",
        template: {
          name: "rent_reminder",
          language: { code: "en" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "Villa 4" },
                { type: "text", text: "5,000.00 SR" },
                { type: "text", text: "2027/02/01" },
              ],
            },
          ],
        },
      },
    });
  });

  it("sends a message without a template as text", async () => {
    answer = { status: 200, body: accepted };
    await channel.send({ ...reminder, template: null, lang: "ar", body: "مرحبا" });
    expect(requests.at(-1)?.body).toEqual({ messaging_product: "whatsapp", to: "966551234567", type: "text", text: { body: "مرحبا" } });
  });

  it("fails for good on a refused number or template, and for now on throttling and outages", async () => {
    answer = { status: 400, body: graphError(132001, "(#132001) Template name does not exist in the translation") };
    expect(await failureOf(channel.send(reminder))).toEqual({
      reason: "WhatsApp 132001: (#132001) Template name does not exist in the translation",
      permanent: true,
    });

    answer = { status: 400, body: graphError(131026, "Message undeliverable") };
    expect(await failureOf(channel.send(reminder))).toMatchObject({ permanent: true });

    answer = { status: 400, body: graphError(131056, "(Business Account, Consumer Account) pair rate limit hit") };
    expect(await failureOf(channel.send(reminder))).toMatchObject({ permanent: false });

    answer = { status: 429, body: graphError(130429, "Rate limit hit") };
    expect(await failureOf(channel.send(reminder))).toMatchObject({
      permanent: false,
      reason: expect.stringMatching(/^WhatsApp answered 429/),
    });

    answer = { status: 500, body: graphError(131000, "Something went wrong") };
    expect(await failureOf(channel.send(reminder))).toMatchObject({ permanent: false });
  });
});

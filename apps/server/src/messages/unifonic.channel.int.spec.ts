import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryFailure, type MessageToSend } from "./channel.ts";
import { unifonicChannel } from "./unifonic.channel.ts";

// A fake of Unifonic's REST messages endpoint on loopback: it records each request and answers what the test set.
const fake = Fastify();
const requests: { headers: Record<string, unknown>; form: Record<string, string> }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
fake.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, body));
fake.post("/rest/SMS/messages", async (request, reply) => {
  requests.push({ headers: request.headers, form: Object.fromEntries(new URLSearchParams(request.body as string)) });
  return reply.code(answer.status).send(answer.body);
});
let channel: ReturnType<typeof unifonicChannel>;

beforeAll(async () => {
  const address = await fake.listen({ host: "127.0.0.1", port: 0 });
  channel = unifonicChannel({ appSid: "app-sid-1", senderName: "AMLAK", apiUrl: `${address}/rest/SMS/messages` });
});
afterAll(() => fake.close());

const message: MessageToSend = {
  id: "42",
  channel: "sms",
  recipient: "512345678",
  body: "رمز الدخول 123456",
  lang: "ar",
  purpose: "otp.login",
  template: null,
};

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryFailure);
  return { reason: (error as DeliveryFailure).message, permanent: (error as DeliveryFailure).permanent };
}

describe("SMS through Unifonic", () => {
  it("posts the AppSid, the registered sender name, the international number and the text, and keeps Unifonic's id", async () => {
    answer = { status: 200, body: { success: true, message: "", errorCode: "ER-00", data: { MessageID: 42000348806924, Status: "Sent" } } };

    expect(await channel.send(message)).toEqual({ providerMessageId: "42000348806924" });

    expect(requests.at(-1)).toEqual({
      headers: expect.objectContaining({ "content-type": "application/x-www-form-urlencoded", accept: "application/json" }),
      form: {
        AppSid: "app-sid-1",
        SenderID: "AMLAK",
        Recipient: "966512345678",
        Body: "رمز الدخول 123456",
        responseType: "JSON",
        CorrelationID: "42",
      },
    });
  });

  it("fails for good when Unifonic refuses the message, and for now when it is down or throttling", async () => {
    answer = { status: 200, body: { success: false, message: "Dest num is too short", errorCode: "ER-04", data: {} } };
    expect(await failureOf(channel.send(message))).toEqual({ reason: "Unifonic ER-04: Dest num is too short", permanent: true });

    answer = { status: 401, body: { success: false, message: "Invalid AppSid", errorCode: "ER-01" } };
    expect(await failureOf(channel.send(message))).toEqual({ reason: "Unifonic ER-01: Invalid AppSid", permanent: true });

    answer = { status: 503, body: { message: "maintenance" } };
    expect(await failureOf(channel.send(message))).toEqual({
      reason: 'Unifonic answered 503: {"message":"maintenance"}',
      permanent: false,
    });

    answer = { status: 429, body: null };
    expect(await failureOf(channel.send(message))).toEqual({ reason: "Unifonic answered 429", permanent: false });
  });

  it("fails for now when Unifonic cannot be reached, and for good for a number that is not a Saudi mobile", async () => {
    const unreachable = unifonicChannel({ appSid: "x", senderName: "AMLAK", apiUrl: "http://127.0.0.1:9/rest/SMS/messages" });
    expect(await failureOf(unreachable.send(message))).toMatchObject({
      permanent: false,
      reason: expect.stringMatching(/^Unifonic did not answer/),
    });

    const sent = requests.length;
    expect(await failureOf(channel.send({ ...message, recipient: "12345" }))).toEqual({
      reason: "the recipient is not a Saudi mobile number",
      permanent: true,
    });
    expect(requests).toHaveLength(sent);
  });
});

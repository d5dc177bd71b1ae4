import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryFailure, type MessageToSend } from "./channel.ts";
import { smtpChannel } from "./smtp.channel.ts";

// A fake SMTP server on loopback: it takes the envelope and the raw mail, and refuses the mailboxes the test names.
const received: { from: string; to: string[]; raw: string }[] = [];
const refusals = new Map<string, { code: number; message: string }>();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onRcptTo(address, _session, done) {
    const refusal = refusals.get(address.address);
    if (!refusal) return done();
    done(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      done();
    });
  },
});
let channel: ReturnType<typeof smtpChannel>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  channel = smtpChannel({ url: `smtp://127.0.0.1:${port}`, from: "Amlak <no-reply@amlak.test>" });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const invitation: MessageToSend = {
  id: "9",
  channel: "email",
  recipient: "tenant@example.com",
  body: "أهلا بك في بوابة المستأجر",
  lang: "ar",
  purpose: "users.invitation",
  template: null,
};

/** The headers and text of a raw single-part mail, its encoded words and transfer encoding undone. */
function parsedMail(raw: string) {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers = new Map(
    head
      .replace(/\r\n[ \t]+/g, " ")
      .split("\r\n")
      .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()] as const),
  );
  const words = (value = "") =>
    value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : quotedPrintable(text.replace(/_/g, " ")),
    );
  const body = rest.join("\r\n\r\n");
  const encoding = headers.get("content-transfer-encoding");
  const text =
    encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : encoding === "quoted-printable" ? quotedPrintable(body) : body;
  return { subject: words(headers.get("subject")), from: headers.get("from"), messageId: headers.get("message-id"), text: text.trim() };
}

const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryFailure);
  return (error as DeliveryFailure).permanent;
}

describe("e-mail over SMTP", () => {
  it("mails the text from SMTP_FROM with the purpose as its subject in the message's language", async () => {
    const { providerMessageId } = await channel.send(invitation);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: "no-reply@amlak.test", to: ["tenant@example.com"] });
    expect(parsedMail(mail!.raw)).toEqual({
      subject: "دعوة مستخدم",
      from: "Amlak <no-reply@amlak.test>",
      messageId: providerMessageId,
      text: "أهلا بك في بوابة المستأجر",
    });
  });

  it("fails for good when the server refuses the mailbox (5xx), for now when it defers (4xx) or cannot be reached", async () => {
    refusals.set("nobody@example.com", { code: 550, message: "No such user" });
    refusals.set("full@example.com", { code: 452, message: "Mailbox full" });

    expect(await failureOf(channel.send({ ...invitation, recipient: "nobody@example.com" }))).toBe(true);
    expect(await failureOf(channel.send({ ...invitation, recipient: "full@example.com" }))).toBe(false);
    const unreachable = smtpChannel({ url: "smtp://127.0.0.1:9", from: "no-reply@amlak.test" });
    expect(await failureOf(unreachable.send(invitation))).toBe(false);
  });
});

import { queueMessage, type Db } from "@amlak/db";
import { testDatabase } from "@amlak/db/testing";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { DeliveryFailure, outboxChannel, unconfiguredChannel, type Channel, type Channels } from "./channel.ts";
import { deliverDueMessages } from "./deliver-messages.ts";

// Two pools on one database, as two servers (or a server and a worker) would be.
const database = testDatabase();
const otherInstance = testDatabase();
// Past every row's default next_attempt_at (the insert's time).
const start = new Date(Date.now() + 86_400_000);
const minutes = (count: number) => new Date(start.getTime() + count * 60_000);

const everywhere = (channel: Channel): Channels => ({ sms: channel, whatsapp: channel, email: channel });

function recordingLogger() {
  const lines: { fields: object; message: string }[] = [];
  const log = (fields: object, message: string) => void lines.push({ fields, message });
  return { lines, logger: { info: log, error: log } };
}

async function queue(recipient: string, purpose = "users.invitation", channel: "sms" | "whatsapp" | "email" = "sms") {
  await queueMessage(database.owner, { recipient, purpose, channel, body: `text for ${recipient}`, lang: "en" });
  const row = await database.owner.selectFrom("messages").select("id").where("recipient", "=", recipient).executeTakeFirstOrThrow();
  return row.id;
}

const messageRow = (id: string) =>
  database.owner
    .selectFrom("messages")
    .select(["status", "attempts", "last_error", "next_attempt_at", "sent_at", "provider_message_id"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const drain = (channels: Channels, at: Date, db: Db = database.owner, logger = recordingLogger().logger) =>
  deliverDueMessages({ db, channels, logger, now: () => at });

describe("delivering the outbox", () => {
  it("counts an outbox message sent when the worker takes it, and logs it with the phone masked", async () => {
    const id = await queue("500000123", "otp.login");
    const { lines, logger } = recordingLogger();

    expect(await drain(everywhere(outboxChannel), start, database.owner, logger)).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(await messageRow(id)).toMatchObject({ status: "sent", attempts: 1, sent_at: start, last_error: null });
    expect(lines.map((line) => line.message)).toEqual(["message to *******123 (otp.login) sent via sms"]);
    // Neither the number nor the code reaches the log.
    expect(JSON.stringify(lines)).not.toMatch(/500000123|text for/);
  });

  it("never sends a message twice when two workers drain the same outbox at once", async () => {
    const ids = await Promise.all(Array.from({ length: 120 }, (_, index) => queue(`5${String(index).padStart(8, "0")}`)));
    const sends = new Map<string, number>();
    const counting: Channel = {
      async send(message) {
        sends.set(message.id, (sends.get(message.id) ?? 0) + 1);
        await sleep(1);
        return { providerMessageId: `p-${message.id}` };
      },
    };

    const [first, second] = await Promise.all([
      drain(everywhere(counting), start, database.owner),
      drain(everywhere(counting), start, otherInstance.owner),
    ]);

    expect(first.sent + second.sent).toBe(120);
    // Both took a share: they really ran side by side.
    expect(Math.min(first.sent, second.sent)).toBeGreaterThan(0);
    expect(ids.map((id) => sends.get(id))).toEqual(ids.map(() => 1));
    const rows = await database.owner.selectFrom("messages").select(["status", "provider_message_id"]).where("id", "in", ids).execute();
    expect(rows.every((row) => row.status === "sent" && row.provider_message_id?.startsWith("p-"))).toBe(true);
  });

  it("retries a transient failure after 1, 5, 30, 120 and 720 minutes, then fails it with the last reason", async () => {
    const id = await queue("511111111");
    let attempt = 0;
    const busy: Channel = { send: () => Promise.reject(new DeliveryFailure(`provider answered 503 (try ${++attempt})`, false)) };

    let at = start;
    for (const wait of [1, 5, 30, 120, 720]) {
      expect(await drain(everywhere(busy), at)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const row = await messageRow(id);
      expect(row).toMatchObject({ status: "queued", attempts: attempt, last_error: `provider answered 503 (try ${attempt})` });
      expect(row.next_attempt_at).toEqual(new Date(at.getTime() + wait * 60_000));
      // Not due a moment before its time.
      expect(await drain(everywhere(busy), new Date(row.next_attempt_at.getTime() - 1000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      at = row.next_attempt_at;
    }
    expect(await drain(everywhere(busy), at)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await messageRow(id)).toMatchObject({
      status: "failed",
      attempts: 6,
      last_error: "provider answered 503 (try 6)",
      sent_at: null,
    });
    expect(await drain(everywhere(busy), minutes(100_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("sends a retried message once the provider takes it", async () => {
    const id = await queue("522222222");
    let calls = 0;
    const flaky: Channel = {
      send: async () => {
        if (++calls === 1) throw new Error("socket hang up");
        return { providerMessageId: "later" };
      },
    };

    expect(await drain(everywhere(flaky), start)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await messageRow(id)).toMatchObject({ status: "queued", last_error: "socket hang up" });
    expect(await drain(everywhere(flaky), minutes(1))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await messageRow(id)).toMatchObject({
      status: "sent",
      attempts: 2,
      provider_message_id: "later",
      last_error: null,
      sent_at: minutes(1),
    });
  });

  it("fails a permanent refusal at once, and a message for a channel that is not configured, without stopping the run", async () => {
    const refused = await queue("533333333");
    const toWhatsApp = await queue("544444444", "users.invitation", "whatsapp");
    const fine = await queue("555555555");
    const channels: Channels = {
      sms: {
        send: (message) =>
          message.recipient === "533333333"
            ? Promise.reject(new DeliveryFailure("Unifonic ER-04: Dest num is too short", true))
            : outboxChannel.send(message),
      },
      whatsapp: unconfiguredChannel("whatsapp"),
      email: unconfiguredChannel("email"),
    };

    expect(await drain(channels, start)).toEqual({ sent: 1, retrying: 0, failed: 2 });

    expect(await messageRow(refused)).toMatchObject({ status: "failed", attempts: 1, last_error: "Unifonic ER-04: Dest num is too short" });
    expect(await messageRow(toWhatsApp)).toMatchObject({ status: "failed", attempts: 1, last_error: "whatsapp is not configured" });
    expect(await messageRow(fine)).toMatchObject({ status: "sent" });
  });
});

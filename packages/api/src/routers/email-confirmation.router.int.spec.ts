import { riyadhToday } from "@amlak/domain";
import { describe, expect, it } from "vitest";
import type { Caller } from "../context.ts";
import { callerFor, lastOtp, refusalOf, testServices, trialOrganization } from "../testing/harness.ts";

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());
/** trialOrganization opens its account (and mails the link) at 09:00 UTC of `today`. */
const hoursLater = (hours: number) => ({ ...services, now: () => new Date(Date.parse(`${today}T09:00:00Z`) + hours * 60 * 60 * 1000) });

/** The newest e-mail confirmation mailed to `email`: its link's token, as the user reads it in their inbox. */
async function mailedToken(email: string): Promise<string> {
  const mail = await owner
    .selectFrom("messages")
    .select(["body", "channel", "purpose"])
    .where("recipient", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  expect(mail).toMatchObject({ channel: "email", purpose: "otp.email_confirmation" });
  return /\/confirmation\?token=([\w-]+)/.exec(mail.body)![1]!;
}

const status = (caller: Caller, at = services) => callerFor(at, caller).emailConfirmation.status();
const confirm = (caller: Caller, token: string, at = services) => callerFor(at, caller).emailConfirmation.confirm({ token });

describe("e-mail confirmation by a link (/confirmation)", () => {
  it("mails a link on sign-up that confirms the e-mail once", async () => {
    const sara = await trialOrganization(services, "569200001", today);
    expect(await status(sara)).toEqual({ email: "569200001@example.sa", confirmed: false });
    const token = await mailedToken("569200001@example.sa");
    expect(await confirm(sara, token)).toEqual({ email: "569200001@example.sa" });
    expect(await status(sara)).toEqual({ email: "569200001@example.sa", confirmed: true });
    expect((await refusalOf(confirm(sara, token)))?.body).toMatchObject({
      code: "emailConfirmation.used",
      message: "This confirmation link has already been used",
    });
  });

  it("mails it through sign-up by code too, in the user's language", async () => {
    const api = callerFor(services, null, "ar");
    const { challenge } = await api.auth.signup({ name: "ريم", phone: "0569200002", email: "reem@example.sa", password: "Secret@123" });
    const { user } = await api.auth.verify({ challenge, otp: await lastOtp(owner, "569200002") });
    const mail = await owner.selectFrom("messages").selectAll().where("recipient", "=", "reem@example.sa").executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ lang: "ar", org_id: user.orgId });
    expect(mail.body).toContain("أكّد بريدك الإلكتروني reem@example.sa");
  });

  it("refuses a link after 24 hours, and sends a new one that works", async () => {
    const sara = await trialOrganization(services, "569200003", today);
    const stale = await mailedToken("569200003@example.sa");
    expect((await refusalOf(confirm(sara, stale, hoursLater(24))))?.body.code).toBe("emailConfirmation.expired");
    expect(await callerFor(hoursLater(24), sara).emailConfirmation.resend()).toEqual({ email: "569200003@example.sa" });
    const fresh = await mailedToken("569200003@example.sa");
    expect(fresh).not.toBe(stale);
    await confirm(sara, fresh, hoursLater(24));
    expect((await status(sara)).confirmed).toBe(true);
  });

  it("refuses another user's link without spending it, and an unknown one", async () => {
    const sara = await trialOrganization(services, "569200004", today);
    const omar = await trialOrganization(services, "569200005", today);
    const sarasToken = await mailedToken("569200004@example.sa");
    const refused = await refusalOf(confirm(omar, sarasToken), "ar");
    expect(refused).toMatchObject({ status: 403, body: { code: "emailConfirmation.otherAccount" } });
    expect((await status(omar)).confirmed).toBe(false);
    await confirm(sara, sarasToken);
    expect((await refusalOf(confirm(omar, "not-a-token")))?.status).toBe(404);
  });

  it("unconfirms a changed e-mail and mails the new address once, not again when it is saved unchanged", async () => {
    const sara = await trialOrganization(services, "569200006", today);
    const oldToken = await mailedToken("569200006@example.sa");
    await confirm(sara, oldToken);
    const profile = callerFor(services, sara);
    const me = await profile.profile.get();
    await profile.profile.update({ name: me.name, email: "sara.new@example.sa", lang: "en", dateType: "md", timezone: me.timezone });
    expect(await status(sara)).toEqual({ email: "sara.new@example.sa", confirmed: false });
    const newToken = await mailedToken("sara.new@example.sa");
    await profile.profile.update({ name: me.name, email: "sara.new@example.sa", lang: "ar", dateType: "md", timezone: me.timezone });
    expect(await mailedToken("sara.new@example.sa")).toBe(newToken);
    await confirm(sara, newToken);
    expect(await status(sara)).toEqual({ email: "sara.new@example.sa", confirmed: true });
  });

  it("does not let a link to a replaced address confirm the new one", async () => {
    const sara = await trialOrganization(services, "569200007", today);
    const oldToken = await mailedToken("569200007@example.sa");
    const profile = callerFor(services, sara);
    const me = await profile.profile.get();
    await profile.profile.update({ name: me.name, email: "sara7@example.sa", lang: "en", dateType: "md", timezone: me.timezone });
    expect((await refusalOf(confirm(sara, oldToken)))?.body.code).toBe("emailConfirmation.expired");
    expect((await status(sara)).confirmed).toBe(false);
  });
});

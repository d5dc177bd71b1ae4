import { describe, expect, it } from "vitest";
import { readAccessToken } from "../auth/access-token.ts";
import { callerFor, lastOtp, refusalOf, testServices, TEST_AUTH } from "../testing/harness.ts";

const services = testServices();
// Codes are read as a person reads their phone: the app role may only write the SMS outbox.
const { owner } = services.database;
const anonymous = () => callerFor(services, null);
const PASSWORD = "Secret@123";

/** A new client signed in on one device: their session (tokens and the caller the token names). */
async function signedIn(phone: string, password = PASSWORD) {
  const { challenge } = await anonymous().auth.login({ phone, password });
  const session = await anonymous().auth.verify({ challenge, otp: await lastOtp(owner, phone) });
  return { ...session, caller: await readAccessToken(TEST_AUTH, session.token, new Date()) };
}

async function signUp(phone: string, email: string) {
  const { challenge } = await anonymous().auth.signup({ name: "خالد العمري", phone, email, password: PASSWORD });
  await anonymous().auth.verify({ challenge, otp: await lastOtp(owner, phone) });
  return signedIn(phone);
}

const profileInput = (overrides: object = {}) => ({
  name: "خالد بن سعد",
  email: "khalid@example.sa",
  lang: "ar",
  dateType: "hj",
  timezone: "Asia/Dubai",
  ...overrides,
});

describe("the user's profile", () => {
  it("shows and updates name, e-mail, language, date type and time zone; the session's user follows", async () => {
    const { caller } = await signUp("561110001", "p1@example.sa");
    const api = callerFor(services, caller);
    expect(await api.profile.get()).toMatchObject({ phone: "561110001", type: "client", dateType: "md", timezone: "Asia/Riyadh" });

    const updated = await api.profile.update(profileInput({ name: "  خالد بن سعد  ", email: "p1.new@example.sa" }) as never);
    expect(updated).toMatchObject({ name: "خالد بن سعد", email: "p1.new@example.sa", lang: "ar", dateType: "hj", timezone: "Asia/Dubai" });
    expect(await api.session.me()).toMatchObject({ name: "خالد بن سعد", lang: "ar", dateType: "hj" });
    // Keeping one's own e-mail, in another case, is not "taken".
    expect(await api.profile.update(profileInput({ email: "P1.NEW@example.sa" }) as never)).toMatchObject({ email: "P1.NEW@example.sa" });
  });

  it("refuses an empty name, a bad e-mail, an unknown calendar and a made-up time zone, in Arabic and English", async () => {
    const { caller } = await signUp("561110002", "p2@example.sa");
    const bad = profileInput({ name: " ", email: "not-mail", dateType: "julian", timezone: "Mars/Olympus" }) as never;
    const en = await refusalOf(callerFor(services, caller, "en").profile.update(bad), "en");
    expect(en?.status).toBe(400);
    expect(en?.body.fieldErrors).toEqual({
      name: "This field is required",
      email: "Enter a valid email address",
      dateType: "This field is invalid",
      timezone: "This field is invalid",
    });
    const ar = await refusalOf(callerFor(services, caller, "ar").profile.update(bad), "ar");
    expect(ar?.body.fieldErrors?.name).toBe("هذا الحقل مطلوب");
    expect((await callerFor(services, caller).profile.get()).name).toBe("خالد العمري");
  });

  it("refuses an e-mail another live user has, translated", async () => {
    await signUp("561110003", "taken@example.sa");
    const { caller } = await signUp("561110004", "p4@example.sa");
    const refused = await refusalOf(
      callerFor(services, caller, "ar").profile.update(profileInput({ email: "TAKEN@example.sa" }) as never),
      "ar",
    );
    expect(refused).toMatchObject({ status: 409, body: { code: "auth.emailTaken", message: "البريد الإلكتروني مسجل مسبقًا" } });
  });

  it("changes the phone through a code sent to the new number, which then signs in; the old number is told", async () => {
    const { caller } = await signUp("561110005", "p5@example.sa");
    const api = callerFor(services, caller);
    expect((await refusalOf(api.profile.requestPhoneChange({ phone: "561110003" })))?.body.code).toBe("auth.phoneTaken");

    const { challenge, phoneMasked } = await api.profile.requestPhoneChange({ phone: "+966 561 110 099" });
    expect(phoneMasked).toBe("+966 56*****99");
    const code = await lastOtp(owner, "561110099");
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await refusalOf(api.profile.confirmPhoneChange({ challenge, otp: wrong })))?.body.code).toBe("auth.invalidOtp");
    // Another user cannot spend this user's code.
    const other = await signUp("561110006", "p6@example.sa");
    expect((await refusalOf(callerFor(services, other.caller).profile.confirmPhoneChange({ challenge, otp: code })))?.body.code).toBe(
      "auth.challengeExpired",
    );

    const { challenge: again } = await api.profile.requestPhoneChange({ phone: "0561110099" });
    expect(await api.profile.confirmPhoneChange({ challenge: again, otp: await lastOtp(owner, "561110099") })).toMatchObject({
      phone: "561110099",
    });
    const notice = await owner
      .selectFrom("messages")
      .select("body")
      .where("recipient", "=", "561110005")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(notice.body).toContain("99");
    // This session goes on; the new number signs in, the old one no longer does.
    expect((await api.profile.get()).phone).toBe("561110099");
    expect((await signedIn("561110099")).user.phone).toBe("561110099");
    expect((await refusalOf(anonymous().auth.login({ phone: "561110005", password: PASSWORD })))?.body.code).toBe(
      "auth.invalidCredentials",
    );
  });

  it("changes the password: a wrong current one is refused on its field; then other devices are out, this one stays", async () => {
    const first = await signUp("561110007", "p7@example.sa");
    const second = await signedIn("561110007");
    const api = callerFor(services, first.caller, "ar");
    const wrong = await refusalOf(
      api.profile.changePassword({ currentPassword: "nope", password: "NewSecret@1", confirmPassword: "NewSecret@1" }),
      "ar",
    );
    expect(wrong?.body.fieldErrors).toEqual({ currentPassword: "كلمة المرور الحالية غير صحيحة" });
    const short = await refusalOf(
      api.profile.changePassword({ currentPassword: PASSWORD, password: "short", confirmPassword: "other" }),
      "en",
    );
    expect(short?.body.fieldErrors).toEqual({ password: "Min length is 8", confirmPassword: "Password not matched" });

    const tokens = await api.profile.changePassword({ currentPassword: PASSWORD, password: "NewSecret@1", confirmPassword: "NewSecret@1" });
    // This device's new session works; the other device and this one's old token are refused from their next request.
    const renewed = await readAccessToken(TEST_AUTH, tokens.token, new Date());
    expect((await callerFor(services, renewed).profile.get()).phone).toBe("561110007");
    expect(await anonymous().auth.refresh({ refreshToken: tokens.refreshToken })).toMatchObject({ token: expect.any(String) });
    expect((await refusalOf(callerFor(services, second.caller).profile.get()))?.status).toBe(401);
    expect((await refusalOf(callerFor(services, first.caller).session.me()))?.status).toBe(401);
    expect((await refusalOf(anonymous().auth.refresh({ refreshToken: second.refreshToken })))?.body.code).toBe("auth.refreshInvalid");

    expect((await refusalOf(anonymous().auth.login({ phone: "561110007", password: PASSWORD })))?.body.code).toBe(
      "auth.invalidCredentials",
    );
    expect((await signedIn("561110007", "NewSecret@1")).user.phone).toBe("561110007");
  });

  it("signs out of every device: a token issued before is refused on its next request, and its refresh token too", async () => {
    const laptop = await signUp("561110008", "p8@example.sa");
    const phone = await signedIn("561110008");
    expect((await callerFor(services, phone.caller).session.me()).phone).toBe("561110008");

    expect(await callerFor(services, laptop.caller).profile.signOutEverywhere()).toEqual({ ok: true });
    for (const session of [laptop, phone]) {
      expect((await refusalOf(callerFor(services, session.caller).session.me()))?.status).toBe(401);
      expect((await refusalOf(anonymous().auth.refresh({ refreshToken: session.refreshToken })))?.body.code).toBe("auth.refreshInvalid");
    }
    // Signing in again starts afresh.
    expect((await callerFor(services, (await signedIn("561110008")).caller).session.me()).phone).toBe("561110008");
  });
});

import { seedDemoAccount } from "@amlak/api";
import { lastOtp, testServices, TEST_AUTH } from "@amlak/api/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";

const services = testServices();
let app: FastifyInstance;

beforeAll(async () => {
  await seedDemoAccount(services.database.owner, TEST_AUTH.demo, "2026-11-22");
  app = await buildApp({ services });
});
afterAll(() => app.close());

const json = (method: "GET" | "POST" | "PUT", url: string, options: { body?: object; token?: string; lang?: string } = {}) =>
  app.inject({
    method,
    url,
    headers: {
      "accept-language": options.lang ?? "ar",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });

async function demoToken(): Promise<string> {
  const login = await json("POST", "/api/login", { body: { phone: "0500000001", password: TEST_AUTH.demo.password, type: "user" } });
  expect(login.statusCode).toBe(200);
  const verify = await json("POST", "/api/verify", {
    body: { token: login.json().token, otp: await lastOtp(services.database.owner, TEST_AUTH.demo.phone) },
  });
  expect(verify.statusCode).toBe(200);
  expect(verify.json()).toMatchObject({ user: { type: "client_mock", home: "/dashboard" } });
  return verify.json().token;
}

describe("the HTTP application", () => {
  it("answers health and readiness", async () => {
    expect((await json("GET", "/healthz")).json()).toEqual({ status: "ok" });
    const ready = await json("GET", "/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("signs in over the legacy REST calls and serves the session calls of SPEC §7", async () => {
    const token = await demoToken();
    const authorization = await json("GET", "/api/authorization", { token });
    expect(authorization.statusCode).toBe(200);
    expect(authorization.json().subscription.active).toBe(true);
    expect(authorization.json().permissions).toEqual(expect.arrayContaining([expect.objectContaining({ entity: "REPORTS" })]));

    const lessors = await json("GET", "/api/contacts?type=Lessor", { token });
    expect(lessors.json().map((c: { name: string }) => c.name)).toEqual(["عبدالله بن محمد القحطاني", "نورة بنت سعد العتيبي"]);
    const estates = await json("GET", "/api/real-estates", { token });
    expect(estates.json()).toHaveLength(11);
    expect(estates.json()[0]).toEqual(expect.objectContaining({ id: expect.any(String), title: expect.any(String) }));

    expect((await json("GET", "/api/opts/contacts", { token, lang: "en" })).json().map((t: { name: string }) => t.name)).toEqual([
      "Tenant",
      "Lessor / Owner",
      "Agent",
      "Vendor",
    ]);
    const categories = await json("GET", "/api/lookups/PAYMENT_CATEGORY", { token });
    expect(categories.json()[0]).toEqual({ id: expect.any(Number), name: "الإيجار" });
    const survey = await json("GET", "/api/lookups?group=UserProfileSurveyLookups", { token });
    expect(new Set(survey.json().map((l: { type: string }) => l.type))).toEqual(
      new Set(["user_type", "realestates_range", "registration_source", "contact_type"]),
    );

    expect((await json("GET", "/api/prefs", { token })).json()).toMatchObject({ journey: true });
    expect((await json("PUT", "/api/prefs", { token, body: { journey: false } })).statusCode).toBe(200);
    expect((await json("GET", "/api/prefs", { token })).json()).toMatchObject({ journey: false });
    const reminder = await json("PUT", "/api/prefs/action-reminder", { token, body: { action: "showProfileSurvey" } });
    expect(reminder.json().remindAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("translates errors by Accept-Language, with field messages", async () => {
    const ar = await json("POST", "/api/login", { body: { phone: "123", password: "" } });
    expect(ar.statusCode).toBe(400);
    expect(ar.json()).toMatchObject({
      code: "validation.failed",
      message: "معلومات غير صحيحة",
      fieldErrors: { password: "هذا الحقل مطلوب" },
    });
    const en = await json("POST", "/api/login", { body: { phone: "123", password: "" }, lang: "en-US,en;q=0.9" });
    expect(en.json()).toMatchObject({ message: "Invalid information", fieldErrors: { password: "This field is required" } });

    const wrong = await json("POST", "/api/login", { body: { phone: "500000001", password: "not-the-password" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: "auth.invalidCredentials", message: "معلومات غير صحيحة" });

    const anonymous = await json("GET", "/api/authorization", { lang: "en" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("auth.unauthorized");
  });

  it("refuses a token signed with another secret or carrying an old version", async () => {
    const forged = await json("GET", "/api/me", { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl" });
    expect(forged.statusCode).toBe(401);
  });

  it("serves the same procedures over tRPC with translated errors", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: { json: { phone: "0500000001", password: "wrong" } },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.json).toMatchObject({ message: "Invalid information", data: { code: "auth.invalidCredentials" } });
  });
});

describe("an unexpected failure", () => {
  it("answers 500 with a reference number and no internals", async () => {
    const broken = await buildApp({
      services: {
        ...services,
        now: () => {
          throw new Error("smtp password=hunter2");
        },
      },
    });
    const response = await broken.inject({
      method: "POST",
      url: "/api/forgot-password",
      headers: { "accept-language": "en", "x-request-id": "req-42" },
      payload: { phone: "500000001" },
    });
    await broken.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: "internal",
      message: "Something went wrong on our side",
      referenceNo: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(response.body).not.toContain("hunter2");
  });
});

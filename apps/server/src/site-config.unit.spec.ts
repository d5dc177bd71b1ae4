import { describe, expect, it } from "vitest";
import { siteSettingsOf, thirdPartySources } from "./site-config.ts";

describe("the footer's contact points", () => {
  it("are the demo's placeholders under npm start, and absent in production unless set", () => {
    expect(siteSettingsOf({}).contacts).toMatchObject({
      supportPhone: "555550100",
      supportEmail: "support@amlak.sa",
      social: { x: "https://x.com/amlak_sa" },
    });
    expect(siteSettingsOf({ NODE_ENV: "production" }).contacts).toEqual({
      supportPhone: undefined,
      supportEmail: undefined,
      whatsappPhone: undefined,
      social: {},
    });
  });

  it("reads what is set, the phones as their nine digits, and leaves out what is set empty", () => {
    const { contacts } = siteSettingsOf({
      SUPPORT_PHONE: "+966 50 123 4567",
      SUPPORT_WHATSAPP: "0501234568",
      SUPPORT_EMAIL: "",
      SOCIAL_LINKEDIN: "https://www.linkedin.com/company/example",
      SOCIAL_X: "",
      SOCIAL_INSTAGRAM: "",
      SOCIAL_YOUTUBE: "",
    });
    expect(contacts).toEqual({
      supportPhone: "501234567",
      supportEmail: undefined,
      whatsappPhone: "501234568",
      social: { linkedin: "https://www.linkedin.com/company/example" },
    });
  });

  it("refuses what cannot be shown as a link", () => {
    expect(() => siteSettingsOf({ SUPPORT_PHONE: "12345" })).toThrow(/SUPPORT_PHONE is not a Saudi mobile number/);
    expect(() => siteSettingsOf({ SUPPORT_EMAIL: "support" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => siteSettingsOf({ SOCIAL_X: "javascript:alert(1)" })).toThrow(/SOCIAL_X takes an https:\/\/ address/);
    expect(() => siteSettingsOf({ MEETING_BOOKING_URL: "http://calendly.com/amlak" })).toThrow(/MEETING_BOOKING_URL/);
  });
});

describe("analytics and meeting booking", () => {
  it("are off unless configured, and open no origin then", () => {
    const site = siteSettingsOf({});
    expect(site.analytics).toBeNull();
    expect(site.meetingBookingUrl).toBeNull();
    expect(thirdPartySources(site)).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [] });
  });

  it("open exactly Plausible's origin and the scheduling page's", () => {
    const site = siteSettingsOf({
      ANALYTICS_PROVIDER: "plausible",
      ANALYTICS_ID: "amlak.sa",
      ANALYTICS_URL: "https://stats.example.com/js/script.js",
      MEETING_BOOKING_URL: "https://calendly.com/amlak/sales",
    });
    expect(site.analytics).toEqual({ provider: "plausible", id: "amlak.sa", scriptUrl: "https://stats.example.com/js/script.js" });
    expect(thirdPartySources(site)).toEqual({
      scriptSrc: ["https://stats.example.com"],
      connectSrc: ["https://stats.example.com"],
      imgSrc: [],
      frameSrc: ["https://calendly.com"],
    });
  });

  it("loads Google's tag for a measurement id", () => {
    const site = siteSettingsOf({ ANALYTICS_PROVIDER: "google", ANALYTICS_ID: "G-AB12CD34" });
    expect(site.analytics?.scriptUrl).toBe("https://www.googletagmanager.com/gtag/js?id=G-AB12CD34");
    expect(thirdPartySources(site).scriptSrc).toEqual(["https://*.googletagmanager.com"]);
  });

  it("refuses an incomplete or unknown analytics setting", () => {
    expect(() => siteSettingsOf({ ANALYTICS_PROVIDER: "plausible" })).toThrow(/ANALYTICS_ID is required/);
    expect(() => siteSettingsOf({ ANALYTICS_PROVIDER: "matomo", ANALYTICS_ID: "1" })).toThrow(/plausible or google/);
    expect(() => siteSettingsOf({ ANALYTICS_PROVIDER: "google", ANALYTICS_ID: '"><script>' })).toThrow(/measurement id/);
  });
});

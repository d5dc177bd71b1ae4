import { describe, expect, it } from "vitest";
import { matchesPath } from "./menu-entry.ts";
import { isPublicPath, PUBLIC_ROUTES } from "./public-routes.ts";

describe("public routes", () => {
  it("lists the SPEC §2 public pages, all public and none in the side menu", () => {
    expect(PUBLIC_ROUTES.map((route) => route.path)).toEqual([
      "/landing",
      "/mockLogin",
      "/pricing",
      "/blogs",
      "/blog/:slug",
      "/about",
      "/contact",
      "/publicContact",
      "/login",
      "/RealStatePublic",
      "/forget-password",
      "/TermsOfUse",
      "/PrivacyPolicy",
      "/RefundPolicy",
    ]);
    expect(PUBLIC_ROUTES.every((route) => route.public && route.hidden)).toBe(true);
  });

  it("derives the i18n keys from the route key", () => {
    expect(PUBLIC_ROUTES.find((route) => route.path === "/forget-password")).toMatchObject({
      key: "forgetPassword",
      titleKey: "menu.forgetPassword.title",
      descriptionKey: "menu.forgetPassword.description",
    });
  });

  it("matches the legal pages in any letter case, as the marketing links use lower case", () => {
    expect(isPublicPath("/TermsOfUse")).toBe(true);
    expect(isPublicPath("/termsofuse")).toBe(true);
    expect(isPublicPath("/privacypolicy")).toBe(true);
    expect(isPublicPath("/refundpolicy")).toBe(true);
  });

  it("matches a blog by its slug but not the bare prefix or a deeper path", () => {
    expect(isPublicPath("/blog/how-to-collect-rent")).toBe(true);
    expect(isPublicPath("/blog")).toBe(false);
    expect(isPublicPath("/blog/a/b")).toBe(false);
  });

  it("ignores the query, the hash and a trailing slash", () => {
    expect(isPublicPath("/login?section=register")).toBe(true);
    expect(isPublicPath("/pricing#business")).toBe(true);
    expect(isPublicPath("/about/")).toBe(true);
  });

  it("keeps signed-in pages private", () => {
    for (const path of ["/dashboard", "/TermsPolicy", "/confirmation", "/payment-status", "/contacts"]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });
});

describe("matchesPath", () => {
  it("lets a parameter stand for exactly one non-empty segment", () => {
    expect(matchesPath("/Properties/:id", "/Properties/42")).toBe(true);
    expect(matchesPath("/Properties/:id", "/Properties")).toBe(false);
    expect(matchesPath("/Properties/:id", "/Properties//")).toBe(false);
  });

  it("does not confuse a page with a longer name", () => {
    expect(matchesPath("/contact", "/contacts")).toBe(false);
    expect(matchesPath("/contacts", "/contacts?phone=0512345678")).toBe(true);
  });
});

/**
 * The procedures anyone may call without a token: signing up and in (the demo account's too, which production refuses
 * with its default password), the portal's sign-in, the public site's reads.
 */
export const PUBLIC_PROCEDURES: ReadonlySet<string> = new Set([
  "auth.signup",
  "auth.login",
  "auth.verify",
  "auth.resendOtp",
  "auth.refresh",
  "auth.logout",
  "auth.forgotPassword",
  "auth.resetPassword",
  "auth.demoLogin",
  "portal.login",
  "portal.verify",
  "portal.refresh",
  "portal.logout",
  "publicContact.send",
  "subscriptions.packages",
  "blogs.published",
  "blogs.post",
]);

import { lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { ForgotPasswordPage } from "../features/auth/forgot-password-page.tsx";
import { LoginPage } from "../features/auth/login-page.tsx";
import { MockLoginPage } from "../features/auth/mock-login-page.tsx";
import { useSignedInUser } from "../lib/session/use-signed-in-user.ts";
import { AboutPage } from "../public/about/about-page.tsx";
import { BlogPostPage } from "../public/blog/blog-post-page.tsx";
import { BlogsPage } from "../public/blogs/blogs-page.tsx";
import { ContactPage } from "../public/contact/contact-page.tsx";
import { LandingPage } from "../public/landing/landing-page.tsx";
import { LegalPage } from "../public/legal/legal-page.tsx";
import { PricingPage } from "../public/pricing/pricing-page.tsx";
import { SignedInArea } from "./signed-in-area.tsx";

// The portals load on demand: a tenant's phone never downloads the member app, nor a member the portals.
const PortalRoutes = lazy(async () => ({ default: (await import("../features/portal/portal-routes.tsx")).PortalRoutes }));

/** Public pages render for everyone; everything else is the signed-in area, which guards itself. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <ToHome />
      </Route>
      <Route path="/landing" component={LandingPage} />
      <Route path="/pricing" component={PricingPage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/contact" component={ContactPage} />
      <Route path="/publicContact" component={ContactPage} />
      <Route path="/blogs" component={BlogsPage} />
      <Route path="/blog/:slug">{({ slug }) => <BlogPostPage slug={decodedSlug(slug)} />}</Route>
      <Route path="/TermsOfUse">
        <LegalPage document="termsOfUse" />
      </Route>
      <Route path="/PrivacyPolicy">
        <LegalPage document="privacyPolicy" />
      </Route>
      <Route path="/RefundPolicy">
        <LegalPage document="refundPolicy" />
      </Route>
      <Route path="/mockLogin" component={MockLoginPage} />
      <Route path="/login">
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      </Route>
      <Route path="/forget-password">
        <GuestOnly>
          <ForgotPasswordPage />
        </GuestOnly>
      </Route>
      <Route path={/^\/(tenant|owner)(\/.*)?$/}>
        <Suspense>
          <PortalRoutes />
        </Suspense>
      </Route>
      <Route>
        <SignedInArea />
      </Route>
    </Switch>
  );
}

/** An Arabic slug may reach the route percent-encoded (a slug has no "%" of its own). */
function decodedSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

function ToHome() {
  const user = useSignedInUser();
  return <Redirect to={user ? user.home : "/landing"} replace />;
}

/** The login pages send a signed-in user to the home page of their type. */
function GuestOnly({ children }: { children: React.ReactNode }) {
  const user = useSignedInUser();
  return user ? <Redirect to={user.home} replace /> : children;
}

import { PORTAL_PREFIXES } from "@amlak/domain";
import { useEffect } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { useSession } from "../lib/session/session-store.ts";
import { useSignedInUser } from "../lib/session/use-signed-in-user.ts";
import { findPublicPage } from "../public/site/public-routes.tsx";
import { onDemand } from "./on-demand.tsx";
import { SignedInArea } from "./signed-in-area.tsx";

// The portals load on demand: a tenant's phone never downloads the member app, nor a member the portals.
const PortalRoutes = onDemand(async () => (await import("../features/portal/portal-routes.tsx")).PortalRoutes, null);

// So do the sign-in pages and their forms: a signed-in user opening the app does not download them.
const LoginPage = onDemand(async () => (await import("../features/auth/login-page.tsx")).LoginPage, null);
const ForgotPasswordPage = onDemand(async () => (await import("../features/auth/forgot-password-page.tsx")).ForgotPasswordPage, null);
const MockLoginPage = onDemand(async () => (await import("../features/auth/mock-login-page.tsx")).MockLoginPage, null);

const PORTALS = new RegExp(`^(${PORTAL_PREFIXES.join("|")})(/.*)?$`);

/** The sign-in pages render for everyone, the public site comes from the server, and the rest is the signed-in area, which guards itself. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <ToHome />
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
      <Route path={PORTALS}>
        <PortalRoutes />
      </Route>
      <Route>
        <SignedInOrServed />
      </Route>
    </Switch>
  );
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

/** The public site is rendered by the server (public-ssr.tsx): a link to it from the app loads it from there. */
function SignedInOrServed() {
  const [location] = useLocation();
  const lang = useSession((session) => session.lang);
  const served = findPublicPage(location) !== null;
  useEffect(() => {
    // In the language the visitor uses the app in: the server reads it from the address.
    if (served) window.location.replace(lang === "en" ? `${location}?lang=en` : location);
  }, [served, location, lang]);
  return served ? null : <SignedInArea />;
}

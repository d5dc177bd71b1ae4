import type { TPortalRole } from "@amlak/schemas";
import { Redirect, Route, Switch } from "wouter";
import { queryClient } from "../../app/query-client.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { NotFoundPage } from "../../public/not-found/not-found-page.tsx";
import { OwnerPortalPage } from "./owner-portal-page.tsx";
import { portalClient } from "./portal-client.ts";
import { PortalLoginPage } from "./portal-login-page.tsx";
import { PortalPaymentStatusPage } from "./portal-payment-status-page.tsx";
import { portalSession, usePortalRole } from "./portal-session.ts";
import { TenantPortalPage } from "./tenant-portal-page.tsx";

// Cached answers belong to the reader who signed out: the next one starts afresh.
portalSession.subscribe(() => {
  if (!portalSession.get()) queryClient.removeQueries({ queryKey: [["portal"]] });
});

/**
 * The tenant and owner portals (issue #20): their own tRPC client carries the portal token, so a member's token never
 * opens them and theirs never reaches the member app.
 */
export function PortalRoutes() {
  return (
    <trpc.Provider client={portalClient} queryClient={queryClient}>
      <Switch>
        <Route path="/tenant/login">
          <SignedOutOnly role="tenant">
            <PortalLoginPage role="tenant" />
          </SignedOutOnly>
        </Route>
        <Route path="/owner/login">
          <SignedOutOnly role="owner">
            <PortalLoginPage role="owner" />
          </SignedOutOnly>
        </Route>
        <Route path="/tenant/payment-status">
          <SignedInOnly role="tenant">
            <PortalPaymentStatusPage />
          </SignedInOnly>
        </Route>
        <Route path="/tenant">
          <SignedInOnly role="tenant">
            <TenantPortalPage />
          </SignedInOnly>
        </Route>
        <Route path="/owner">
          <SignedInOnly role="owner">
            <OwnerPortalPage />
          </SignedInOnly>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </trpc.Provider>
  );
}

/** A portal page needs a portal session of its role; without one (or after sign out) its login opens. */
function SignedInOnly({ role, children }: { role: TPortalRole; children: React.ReactNode }) {
  return usePortalRole() === role ? children : <Redirect to={`/${role}/login`} replace />;
}

function SignedOutOnly({ role, children }: { role: TPortalRole; children: React.ReactNode }) {
  return usePortalRole() === role ? <Redirect to={`/${role}`} replace /> : children;
}

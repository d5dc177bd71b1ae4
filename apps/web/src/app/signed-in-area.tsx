import { canVisit, findMenuEntry } from "@amlak/domain";
import { Redirect, useLocation } from "wouter";
import { useSignedInUser } from "../lib/session/use-signed-in-user.ts";
import { NotFoundPage } from "../public/not-found/not-found-page.tsx";
import { SignedInShell } from "../shell/signed-in-shell.tsx";
import { MenuPage, preloadPage } from "./menu-page.tsx";

/** Every non-public route: known pages need a session and a user type allowed to visit them (SPEC §2). */
export function SignedInArea() {
  const [location] = useLocation();
  const user = useSignedInUser();
  const entry = findMenuEntry(location);

  if (!entry || entry.public) return <NotFoundPage />;
  if (!user) return <Redirect to="/landing" replace />;
  if (!canVisit(user.type, location)) return <Redirect to={user.home} replace />;
  void preloadPage(entry.key, user.type);
  return (
    <SignedInShell user={user} entry={entry}>
      <MenuPage entry={entry} type={user.type} />
    </SignedInShell>
  );
}

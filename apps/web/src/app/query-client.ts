import { QueryClient } from "@tanstack/react-query";
import { sessionStore } from "../lib/session/session-store.ts";

export const queryClient = new QueryClient({
  // Failures are toasted by the tRPC links; retrying would toast them again.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// Cached answers belong to one user and are worded in one language.
let { user: lastUser, lang: lastLang } = sessionStore.get();
sessionStore.subscribe(() => {
  const { user, lang } = sessionStore.get();
  if (user?.id !== lastUser?.id) queryClient.clear();
  else if (lang !== lastLang) void queryClient.invalidateQueries();
  lastUser = user;
  lastLang = lang;
});

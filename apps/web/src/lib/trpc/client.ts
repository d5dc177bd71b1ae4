import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "@amlak/api";
import { transformer, TRPC_BATCH_MAX_CALLS } from "@amlak/schemas";
import { sessionStore } from "../session/session-store.ts";
import { duplicateGuardLink } from "./links/duplicate-guard.link.ts";
import { feedbackLink } from "./links/feedback.link.ts";
import { sessionGuardLink } from "./links/session-guard.link.ts";

export const trpc = createTRPCReact<AppRouter>();

function requestHeaders(): Record<string, string> {
  const { token, lang } = sessionStore.get();
  return token ? { "Accept-Language": lang, Authorization: `Bearer ${token}` } : { "Accept-Language": lang };
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    duplicateGuardLink,
    feedbackLink,
    sessionGuardLink,
    httpBatchLink({ url: "/trpc", transformer, headers: requestHeaders, maxItems: TRPC_BATCH_MAX_CALLS }),
  ],
});

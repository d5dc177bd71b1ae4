import { ChakraProvider, LocaleProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { localeOf } from "../lib/locale.ts";
import { readSiteSettings } from "../lib/site-settings-block.ts";
import { SiteSettingsProvider } from "../lib/site-settings.tsx";
import { useSession } from "../lib/session/session-store.ts";
import { keepTokenFresh } from "../lib/session/token-refresh.ts";
import { trpc, trpcClient } from "../lib/trpc/client.ts";
import { system } from "../theme/system.ts";
import { Toaster } from "../ui/toaster.tsx";
import { queryClient } from "./query-client.ts";
import { AppRoutes } from "./routes.tsx";

const site = readSiteSettings();

export function App() {
  const lang = useSession((session) => session.lang);
  useEffect(() => keepTokenFresh(), []);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={system}>
          <LocaleProvider locale={localeOf(lang)}>
            <SiteSettingsProvider value={site}>
              <AppRoutes />
              <Toaster />
            </SiteSettingsProvider>
          </LocaleProvider>
        </ChakraProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

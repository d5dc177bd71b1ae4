import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";

/** The signed link to the logo lasts 15 minutes on the server: fetch a fresh one well before. */
const LINK_LIFETIME_MS = 10 * 60_000;

/**
 * The organization's white-label choices in effect: each only while its package grants it, so after a fall back to Free
 * the shell is Amlak's own again (the choices stay stored). Staff belong to no organization and see none.
 */
export function useBranding() {
  const user = useSignedInUser();
  const branding = trpc.branding.get.useQuery(undefined, {
    enabled: Boolean(user?.orgId),
    staleTime: LINK_LIFETIME_MS,
    refetchInterval: LINK_LIFETIME_MS,
  });
  const data = branding.data;
  return {
    logoUrl: data?.granted.logo ? (data.logo?.url ?? null) : null,
    themeColor: data?.granted.theme ? data.theme_color : null,
    code: data?.granted.code ? data.code : null,
  };
}

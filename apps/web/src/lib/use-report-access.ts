import { reportAccess, type ReportName } from "@amlak/domain";
import { useSignedInUser } from "./session/use-signed-in-user.ts";
import { trpc } from "./trpc/client.ts";

/** What the user may do with each report card (SPEC §6): open it, see it locked, or not see it; undefined while loading. */
export function useReportAccess() {
  const user = useSignedInUser();
  const authorization = trpc.session.authorization.useQuery(undefined, { enabled: Boolean(user?.orgId) });
  const permissions = authorization.data?.permissions;
  if (!user || !permissions) return undefined;
  return (report: ReportName) => reportAccess(user.type, permissions, report);
}

import { isAccountOwner } from "@amlak/domain";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { mainInformationLink } from "../settings/main-information-link.ts";

/** The first steps in the order a new landlord takes them, each where it is done. */
const FIRST_STEPS = [
  { key: "organization", href: (home: string) => mainInformationLink(home) },
  { key: "property", href: () => "/properties?add=building" },
  { key: "lease", href: () => "/contracts/new" },
  { key: "payment", href: () => "/payments?view=pending&kind=income" },
  { key: "invoice", href: () => "/invoices" },
] as const;

type FirstStepKey = (typeof FIRST_STEPS)[number]["key"];

export interface FirstStep {
  key: FirstStepKey;
  href: string;
  done: boolean;
}

/**
 * The account owner's first steps, ticked from the organization's real data; `next` is the first one left, unless the
 * checklist was put away. `settled` once that is known: nothing should guess before, or it would flash.
 */
export function useFirstSteps() {
  const user = useSignedInUser();
  const owner = Boolean(user && isAccountOwner(user.type));
  // Each step is taken on another page: asked again whenever a page that shows them mounts.
  const query = trpc.firstSteps.get.useQuery(undefined, { enabled: owner, staleTime: 0 });
  const taken = query.data?.steps;
  const steps: FirstStep[] = taken
    ? FIRST_STEPS.map((step) => ({ key: step.key, href: step.href(user?.home ?? "/dashboard"), done: taken[step.key] }))
    : [];
  return {
    steps,
    next: query.data?.dismissed ? undefined : steps.find((step) => !step.done),
    settled: !owner || query.isSuccess || query.isError,
  };
}

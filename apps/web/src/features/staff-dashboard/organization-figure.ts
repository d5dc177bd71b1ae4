import { ORGANIZATION_STATES, type TOrganizationFigure } from "@amlak/schemas";
import { oneOf } from "../../lib/url-state.ts";

/** A figure's list in the URL: ?list=paying, ?list=signups7, ?list=standing&package=gold&state=trial… */
const LISTS = ["paying", "trialsEnding", "signups7", "signups30", "failedPayments", "standing"] as const;
export type ListName = Exclude<(typeof LISTS)[number], "standing">;
type Standing = Extract<TOrganizationFigure, { kind: "standing" }>;

export const figureParams = (list: ListName) => ({ list, package: null, state: null });

export const standingParams = ({ packageCode, state }: Omit<Standing, "kind">) => ({
  list: "standing",
  // The organizations without a subscription have no package: "-" names them.
  package: packageCode ?? "-",
  state,
});

/** The figure the URL names, or none. */
export function figureOfParams(get: (name: string) => string | undefined): TOrganizationFigure | undefined {
  const list = oneOf(LISTS)(get("list") ?? "");
  switch (list) {
    case "signups7":
      return { kind: "signups", days: 7 };
    case "signups30":
      return { kind: "signups", days: 30 };
    case "standing": {
      const state = oneOf(ORGANIZATION_STATES)(get("state") ?? "");
      const packageCode = get("package");
      return state && packageCode ? { kind: "standing", packageCode: packageCode === "-" ? null : packageCode, state } : undefined;
    }
    case undefined:
      return undefined;
    default:
      return { kind: list };
  }
}

import type { RouterOutputs } from "../../lib/trpc/router-types.ts";

type Found = RouterOutputs["realEstates"]["find"][number];
type Status = NonNullable<Found["status"]>;
export type Person = RouterOutputs["contacts"]["find"][number];

export interface UnitOption {
  id: string;
  title: string;
  compoundTitle: string | null;
  status: Status;
}

/** Vacant units first: they are the ones a new lease is usually for; then reserved, then rented (a lease to follow). */
export const STATUS_ORDER: readonly Status[] = ["Vacant", "Reserved", "Rented"];

/** The units among the found real estates, with their compound's title, vacant first, then by compound and title. */
export function unitOptions(found: readonly Found[]): UnitOption[] {
  const compounds = new Map(found.filter((estate) => estate.kind === "compound").map((estate) => [estate.id, estate.title]));
  const rank = (status: Status) => STATUS_ORDER.indexOf(status);
  return found
    .filter((estate) => estate.kind === "unit")
    .map((unit) => ({
      id: unit.id,
      title: unit.title,
      compoundTitle: unit.parentId ? (compounds.get(unit.parentId) ?? null) : null,
      status: unit.status ?? "Vacant",
    }))
    .sort(
      (a, b) =>
        rank(a.status) - rank(b.status) ||
        (a.compoundTitle ?? "").localeCompare(b.compoundTitle ?? "") ||
        a.title.localeCompare(b.title, undefined, { numeric: true }),
    );
}

import { z } from "zod";
import { ZNonNegativeAmountSchema } from "./amount.ts";
import { ZDateSchema } from "./date.ts";
import { optionalField, requiredString } from "./field.ts";
import { oneOfIssue } from "./one-of-issue.ts";
import { citiesOf, findCity, findRegion, SAUDI_REGIONS } from "./saudi-places.ts";
import { ZTextSchema } from "./text.ts";
import { ZUuidSchema } from "./uuid.ts";
import { wholeNumber } from "./whole-number.ts";

export const REAL_ESTATE_KINDS = ["compound", "unit"] as const;

const shortText = (max: number) => ZTextSchema.max(max, { error: "field.maxLength" });
/** Utility account numbers as printed on the bill: digits, sometimes grouped with spaces or dashes. */
const accountNumber = shortText(30).regex(/^[\d\s-]*$/, { error: "field.invalid" });

/**
 * A compound or a unit as the property form and POST/PUT /api/real-estates take it (SPEC §3, snake_case). Region
 * and city are stored as codes of the Saudi lookup; a code or the Arabic or English name is accepted, as people type
 * it (placeKey), and a refusal lists the accepted names (of the region's cities, when the region is known). Its status
 * (Rented, Vacant, Reserved) is never sent: the leases decide it.
 */
export const ZRealEstateSaveSchema = z
  .object({
    kind: z.enum(REAL_ESTATE_KINDS, { error: "field.invalid" }),
    name: requiredString().max(100, { error: "field.maxLength" }),
    parent_id: optionalField(ZUuidSchema),
    lessor_id: optionalField(ZUuidSchema),
    agent_id: optionalField(ZUuidSchema),
    region: optionalField(shortText(100)),
    city: optionalField(shortText(100)),
    district: optionalField(shortText(100)),
    address: optionalField(shortText(200)),
    description: optionalField(ZTextSchema),
    tag: optionalField(shortText(50)),
    cost: optionalField(ZNonNegativeAmountSchema),
    sqm: optionalField(ZNonNegativeAmountSchema),
    electricity_account: optionalField(accountNumber),
    water_account: optionalField(accountNumber),
    target_yearly_rent: optionalField(ZNonNegativeAmountSchema),
    latest_yearly_rent: optionalField(ZNonNegativeAmountSchema),
    vacant_since: optionalField(ZDateSchema),
  })
  .transform((estate, ctx) => {
    const region = estate.region === null ? undefined : findRegion(estate.region);
    if (estate.region !== null && !region) ctx.issues.push(oneOfIssue(estate.region, SAUDI_REGIONS, ["region"]));
    const city = estate.city === null ? undefined : findCity(estate.city, region);
    if (estate.city !== null && !city) ctx.issues.push(oneOfIssue(estate.city, citiesOf(region), ["city"]));
    if (estate.kind === "compound" && estate.parent_id !== null)
      ctx.issues.push({ code: "custom", path: ["parent_id"], message: "realEstate.compoundInCompound", input: estate.parent_id });
    return { ...estate, region: region?.code ?? null, city: city?.code ?? null };
  });

export const ZRealEstateUpdateSchema = z.intersection(z.object({ id: ZUuidSchema }), ZRealEstateSaveSchema);

export const ZRealEstateBookmarkSchema = z.object({ id: ZUuidSchema, bookmarked: z.boolean({ error: "field.invalid" }) });

export type TRealEstateSave = z.output<typeof ZRealEstateSaveSchema>;

/**
 * A building's units at once (SCREENS "Properties"): `floors` × `units_per_floor` units in a compound, numbered
 * floor by floor (101, 102 … 201 …), each with the same area and target rent, and the compound's lessor and place.
 */
export const ZRealEstateUnitsSchema = z.object({
  parent_id: ZUuidSchema,
  floors: wholeNumber({ min: 1, max: 100 }),
  units_per_floor: wholeNumber({ min: 1, max: 50 }),
  prefix: optionalField(shortText(40)),
  sqm: optionalField(ZNonNegativeAmountSchema),
  target_yearly_rent: optionalField(ZNonNegativeAmountSchema),
});

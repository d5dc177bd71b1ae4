import {
  countRealEstatesByStatus,
  deleteRealEstate,
  storageKeysOfRealEstate,
  findEstateKind,
  findLeaseParty,
  findRealEstate,
  findRealEstates,
  hasUnits,
  insertRealEstate,
  insertRealEstates,
  listRealEstates,
  setBookmark,
  updateRealEstate,
  type Page,
  type Trx,
} from "@amlak/db";
import { AppError, type PermissionCode, type UserType } from "@amlak/domain";
import { money, toFixed2 } from "@amlak/money";
import {
  ZIdSchema,
  ZRealEstateBookmarkSchema,
  ZRealEstateCountsSchema,
  ZRealEstateExportSchema,
  ZRealEstateFindSchema,
  ZRealEstateListSchema,
  ZRealEstateSaveSchema,
  ZRealEstateUnitsSchema,
  ZRealEstateUpdateSchema,
  type TRealEstateSave,
} from "@amlak/schemas";
import { z } from "zod";
import type { Context } from "../context.ts";
import { actionProcedure } from "../ledger/ledger-procedures.ts";
import { actorOf, requirePackageAction, showsVacancyCost } from "../ledger/package-permission.ts";
import { exportProcedure, listScope, pageOf } from "../list-procedures.ts";
import {
  listPageOutput,
  ZRealEstateCountsOutput,
  ZRealEstateFoundOutput,
  ZRealEstateOutput,
  ZRealEstateRowOutput,
} from "../outputs/portfolio.output.ts";
import { ZIdOutput } from "../outputs/values.ts";
import { areaProcedure, router } from "../trpc.ts";

type Caller = { orgId: string; type: UserType };
type CallerContext = Context & { caller: Caller & { userId: string } };

const orNull = (value: string | null) => (value === null ? null : money(value));

/** VIEW_BOOKMARKED gates the "bookmarked" filter (SPEC §6). */
async function requireBookmarkView(ctx: CallerContext, filters: { bookmarked?: boolean | undefined }) {
  if (filters.bookmarked !== undefined) await requirePackageAction(ctx.database.app, actorOf(ctx), "REALESTATES", "VIEW_BOOKMARKED");
}

async function page(ctx: CallerContext, trx: Trx, rows: Page<Awaited<ReturnType<typeof listRealEstates>>["rows"][number]>) {
  const vacancy = await showsVacancyCost(ctx, trx);
  return {
    total: rows.total,
    rows: rows.rows.map((row) => ({
      ...row,
      yearlyRent: orNull(row.yearlyRent),
      vacancyCost: vacancy ? orNull(row.vacancyCost) : null,
    })),
  };
}

/** The compound, lessor and agent a form names must be the organization's and of their kind (field errors otherwise). */
async function checkReferences(trx: Trx, estate: TRealEstateSave, selfId?: string) {
  const fieldErrors: Record<string, string> = {};
  if (estate.parent_id) {
    const parent = await findEstateKind(trx, estate.parent_id);
    if (parent?.kind !== "compound" || estate.parent_id === selfId) fieldErrors.parent_id = "realEstate.parentNotCompound";
  }
  if (estate.lessor_id && (await findLeaseParty(trx, estate.lessor_id))?.type !== "lessor")
    fieldErrors.lessor_id = "realEstate.lessorNotLessor";
  if (estate.agent_id && (await findLeaseParty(trx, estate.agent_id))?.type !== "agent") fieldErrors.agent_id = "realEstate.agentNotAgent";
  if (Object.keys(fieldErrors).length) throw new AppError("validation.failed", {}, fieldErrors);
}

/** The stored fields: amounts as exact strings for numeric columns. */
const fieldsOf = (estate: TRealEstateSave) => ({
  ...estate,
  cost: estate.cost && toFixed2(estate.cost),
  sqm: estate.sqm && toFixed2(estate.sqm),
  target_yearly_rent: estate.target_yearly_rent && toFixed2(estate.target_yearly_rent),
  latest_yearly_rent: estate.latest_yearly_rent && toFixed2(estate.latest_yearly_rent),
});

const BLANK_UNIT: TRealEstateSave = {
  kind: "unit",
  name: "",
  parent_id: null,
  lessor_id: null,
  agent_id: null,
  region: null,
  city: null,
  district: null,
  address: null,
  description: null,
  tag: null,
  cost: null,
  sqm: null,
  electricity_account: null,
  water_account: null,
  target_yearly_rent: null,
  latest_yearly_rent: null,
  vacant_since: null,
};

/** Managing properties needs the role (realEstates.write) and the package's action on REALESTATES. */
const manage = (action: PermissionCode) =>
  actionProcedure("realEstates.write").use(async ({ ctx, next }) => {
    await requirePackageAction(ctx.trx, actorOf(ctx), "REALESTATES", action);
    return next();
  });

export const realEstatesRouter = router({
  /** The properties table, one page: compounds carry their rented units and the sum of their leases; units their occupancy (Rented, Reserved, Vacant). */
  list: areaProcedure("realEstates")
    .input(ZRealEstateListSchema)
    .output(listPageOutput(ZRealEstateRowOutput))
    .query(async ({ ctx, input }) => {
      await requireBookmarkView(ctx, input);
      return page(ctx, ctx.trx, await listRealEstates(ctx.trx, listScope(ctx), input, pageOf(input)));
    }),

  /** The whole filtered, sorted properties table, for its Excel export. */
  export: exportProcedure("realEstates")
    .input(ZRealEstateExportSchema)
    .output(listPageOutput(ZRealEstateRowOutput))
    .query(async ({ ctx, input }) => {
      await requireBookmarkView(ctx, input);
      return page(ctx, ctx.trx, await listRealEstates(ctx.trx, listScope(ctx), input, "all"));
    }),

  /** The status chips of the list with the same filters: Rented 4 · Vacant 5 · Reserved 1. */
  counts: areaProcedure("realEstates")
    .input(ZRealEstateCountsSchema)
    .output(ZRealEstateCountsOutput)
    .query(async ({ ctx, input }) => {
      await requireBookmarkView(ctx, input);
      const counts = { Rented: 0, Vacant: 0, Reserved: 0 };
      for (const row of await countRealEstatesByStatus(ctx.trx, ctx.caller.orgId, input))
        counts[row.status as keyof typeof counts] = row.count;
      return counts;
    }),

  /** Every match by title, for pickers and the legacy GET /api/real-estates. */
  find: areaProcedure("realEstates")
    .input(ZRealEstateFindSchema)
    .output(z.array(ZRealEstateFoundOutput))
    .query(({ ctx, input }) => findRealEstates(ctx.trx, ctx.caller.orgId, input)),

  /** One compound or unit with every field of its form, its status and figures, for its page. */
  get: areaProcedure("realEstates")
    .input(ZIdSchema)
    .output(ZRealEstateOutput)
    .query(async ({ ctx, input }) => {
      const row = await findRealEstate(ctx.trx, { id: input.id, today: listScope(ctx).today });
      if (!row) throw new AppError("notFound");
      return {
        ...row,
        cost: orNull(row.cost),
        sqm: orNull(row.sqm),
        target_yearly_rent: orNull(row.target_yearly_rent),
        latest_yearly_rent: orNull(row.latest_yearly_rent),
        vacancy_cost: (await showsVacancyCost(ctx, ctx.trx)) ? orNull(row.vacancy_cost) : null,
      };
    }),

  create: manage("MANAGE_ENTITY")
    .input(ZRealEstateSaveSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      await checkReferences(ctx.trx, input);
      return insertRealEstate(ctx.trx, ctx.caller.orgId, fieldsOf(input));
    }),

  /** A building's numbered units in one go, in a compound of the organization; answers their ids in number order. */
  addUnits: manage("MANAGE_ENTITY")
    .input(ZRealEstateUnitsSchema)
    .output(z.object({ ids: z.array(z.string()) }))
    .mutation(async ({ ctx, input }) => {
      const compound = await findRealEstate(ctx.trx, { id: input.parent_id, today: listScope(ctx).today });
      if (compound?.kind !== "compound") throw new AppError("validation.failed", {}, { parent_id: "realEstate.parentNotCompound" });
      const unit = (floor: number, index: number): TRealEstateSave => ({
        ...BLANK_UNIT,
        name: `${input.prefix ? `${input.prefix} ` : ""}${floor}${String(index).padStart(2, "0")}`,
        parent_id: input.parent_id,
        lessor_id: compound.lessor_id,
        region: compound.region,
        city: compound.city,
        district: compound.district,
        address: compound.address,
        sqm: input.sqm,
        target_yearly_rent: input.target_yearly_rent,
      });
      const units = Array.from({ length: input.floors }, (_, floor) =>
        Array.from({ length: input.units_per_floor }, (_, index) => fieldsOf(unit(floor + 1, index + 1))),
      ).flat();
      const rows = await insertRealEstates(ctx.trx, ctx.caller.orgId, units);
      return { ids: rows.map((row) => row.id) };
    }),

  /** Every field of the form; the kind is fixed once saved (leases and units hang on it). */
  update: manage("MANAGE_ENTITY")
    .input(ZRealEstateUpdateSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input: { id, ...estate } }) => {
      const stored = await findEstateKind(ctx.trx, id);
      if (!stored) throw new AppError("notFound");
      if (stored.kind !== estate.kind) throw new AppError("validation.failed", {}, { kind: "realEstate.kindFixed" });
      await checkReferences(ctx.trx, estate, id);
      await updateRealEstate(ctx.trx, id, fieldsOf(estate), ctx.now());
      return { id };
    }),

  /** Refused while a contract, a payment or a quotation names it, or (a compound) while it has units. */
  delete: manage("DELETE_ENTITY")
    .input(ZIdSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      if (await hasUnits(ctx.trx, input.id)) throw new AppError("realEstate.hasUnits");
      const files = await storageKeysOfRealEstate(ctx.trx, input.id);
      const outcome = await deleteRealEstate(ctx.trx, input.id);
      if (outcome === "notFound") throw new AppError("notFound");
      if (outcome === "inUse") throw new AppError("realEstate.inUse");
      // Its documents' rows went with it; their bytes go once that is committed (a failure leaves only unused bytes).
      ctx.afterCommit(() => Promise.all(files.map((key) => ctx.storage.delete(key).catch(() => undefined))).then(() => undefined));
      return { id: input.id };
    }),

  /** Marks or unmarks a property for the "bookmarked" view (BOOKMARK). */
  bookmark: manage("BOOKMARK")
    .input(ZRealEstateBookmarkSchema)
    .output(ZIdOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await setBookmark(ctx.trx, input.id, input.bookmarked))) throw new AppError("notFound");
      return { id: input.id };
    }),
});

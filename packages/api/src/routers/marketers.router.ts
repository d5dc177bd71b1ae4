import { findMarketer, insertMarketer, listMarketers, listMarketerSubscriptions, setMarketerActive, type Db } from "@amlak/db";
import { AppError } from "@amlak/domain";
import { money } from "@amlak/money";
import { ZIdSchema, ZMarketerCreateSchema, ZMarketerStatusSchema } from "@amlak/schemas";
import { z } from "zod";
import { ZMarketerOutput, ZMarketerSubscriptionsOutput } from "../outputs/marketers.output.ts";
import { router, staffProcedure } from "../trpc.ts";

const staff = staffProcedure("marketers");

type MarketerRow = NonNullable<Awaited<ReturnType<typeof findMarketer>>>;

/** A marketer as SPEC §3 names the fields. */
const marketerView = (row: MarketerRow) => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  promotion_code: row.code,
  promotion_percent: money(row.percent),
  active: row.active,
  created_at: row.created_at,
  activated_subscription: Number(row.subscriptions_count),
  subscriptions_total: money(row.subscriptions_total),
});

async function marketer(db: Db, id: string | undefined) {
  const row = id ? await findMarketer(db, id) : undefined;
  if (!row) throw new AppError("notFound");
  return row;
}

/**
 * The platform's marketers and their promotion codes (SPEC §2 /Marketers, staff type system). Marketers belong to no
 * organization: staff read them, and the subscriptions they brought, across organizations on the owner's connection.
 */
export const marketersRouter = router({
  list: staff.output(z.array(ZMarketerOutput)).query(async ({ ctx }) => (await listMarketers(ctx.db)).map(marketerView)),

  create: staff
    .input(ZMarketerCreateSchema)
    .output(ZMarketerOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await insertMarketer(ctx.db, {
        name: input.name,
        phone: input.phone,
        code: input.promotion_code,
        percent: input.promotion_percent.toFixed(2),
      });
      if (!row) throw new AppError("marketer.codeTaken", {}, { promotion_code: "marketer.codeTaken" });
      return marketerView(await marketer(ctx.db, row.id));
    }),

  /** Change Status: an inactive marketer's code is refused at checkout. */
  setStatus: staff
    .input(ZMarketerStatusSchema)
    .output(ZMarketerOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await setMarketerActive(ctx.db, input.id, input.active);
      return marketerView(await marketer(ctx.db, row?.id));
    }),

  /** The subscriptions one marketer brought: which organization, package and billing, what it paid and when. */
  subscriptions: staff
    .input(ZIdSchema)
    .output(ZMarketerSubscriptionsOutput)
    .query(async ({ ctx, input }) => {
      const { id, name, code } = await marketer(ctx.db, input.id);
      const rows = await listMarketerSubscriptions(ctx.db, id);
      return {
        marketer: { id, name, promotion_code: code },
        subscriptions: rows.map((row) => ({
          id: row.id,
          organization: row.organization,
          package_code: row.package_code,
          package_name: ctx.lang === "ar" ? row.package_name_ar : row.package_name_en,
          billing: row.billing,
          status: row.status,
          total: money(row.total ?? "0"),
          activated_at: row.activated_at,
        })),
      };
    }),
});

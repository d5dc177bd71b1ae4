import { seedDemoAccount } from "@amlak/api";
import { seedReferenceData, type Db } from "@amlak/db";
import { addDays, addMonthsClamped, riyadhToday } from "@amlak/domain";
import { signContract, type LedgerContext } from "@amlak/ledger";
import { sql } from "kysely";
import { randomBytes } from "node:crypto";
import { BENCH_AUTH } from "../reports/member.ts";

const LESSORS = 20;
const COMPOUNDS = 10;
const UNITS_PER_COMPOUND = 15;
const STANDALONE = 40;

export interface ApiPortfolio {
  orgId: string;
  /** The organization's real estates and contracts. */
  estates: number;
  contracts: number;
}

/**
 * The demo account (BENCH_AUTH's phone and password) with its own portfolio; for an "office", grown to a working
 * office's: 20 more lessors, 10 compounds of 15 units and 40 standalone units, every other unit leased for a year
 * through the ledger's own command (so the list's tenant, yearly rent and next due are real joins).
 */
export async function seedApiPortfolio(owner: Db, kind: "office" | "demo"): Promise<ApiPortfolio> {
  const today = riyadhToday(new Date());
  await seedReferenceData(owner);
  await seedDemoAccount(owner, BENCH_AUTH.demo, today);
  const user = await owner
    .selectFrom("users")
    .select(["id", "org_id"])
    .where("phone", "=", BENCH_AUTH.demo.phone)
    .executeTakeFirstOrThrow();
  const orgId = user.org_id!;
  // The bench's organization is not onboarded with ZATCA: nothing it issues is signed, so no sealed key is opened.
  const ctx = { orgId, actor: user.id, requestId: "bench-api", now: new Date(), secretsKey: randomBytes(32) };
  if (kind === "office") await growPortfolio(owner, ctx);
  await sql`vacuum (analyze)`.execute(owner);
  const count = async (table: "real_estates" | "contracts") =>
    Number(
      (
        await owner
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("org_id", "=", orgId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { orgId, estates: await count("real_estates"), contracts: await count("contracts") };
}

async function growPortfolio(owner: Db, ctx: LedgerContext) {
  const { orgId } = ctx;
  const today = riyadhToday(ctx.now);
  const contacts = async (type: "lessor" | "tenant", count: number) =>
    (
      await owner
        .insertInto("contacts")
        .values(
          Array.from({ length: count }, (_, k) => ({
            org_id: orgId,
            type,
            name: `${type} ${k + 1}`,
            phone: `55${String(k).padStart(7, "0")}`,
          })),
        )
        .returning("id")
        .execute()
    ).map((row) => row.id);
  const lessors = await contacts("lessor", LESSORS);
  const compounds = await owner
    .insertInto("real_estates")
    .values(
      lessors
        .slice(0, COMPOUNDS)
        .map((lessorId, k) => ({ org_id: orgId, kind: "compound" as const, title: `مجمع ${k + 1}`, lessor_id: lessorId, city: "riyadh" })),
    )
    .returning(["id", "lessor_id"])
    .execute();
  const units = await owner
    .insertInto("real_estates")
    .values([
      ...compounds.flatMap((compound, c) =>
        Array.from({ length: UNITS_PER_COMPOUND }, (_, k) => ({
          org_id: orgId,
          kind: "unit" as const,
          title: `شقة ${c + 1}-${k + 1}`,
          parent_id: compound.id,
          lessor_id: compound.lessor_id,
          city: "riyadh",
          target_yearly_rent: "48000.00",
        })),
      ),
      ...Array.from({ length: STANDALONE }, (_, k) => ({
        org_id: orgId,
        kind: "unit" as const,
        title: `فيلا ${k + 1}`,
        lessor_id: lessors[k % LESSORS]!,
        city: "jeddah",
        target_yearly_rent: "120000.00",
      })),
    ])
    .returning(["id", "lessor_id"])
    .execute();
  const leased = units.filter((_, k) => k % 2 === 0);
  const tenants = await contacts("tenant", leased.length);
  for (const [k, unit] of leased.entries()) {
    const start = addMonthsClamped(today, -(k % 12) - 1);
    await signContract(owner, ctx, {
      lessorId: unit.lessor_id!,
      tenantId: tenants[k]!,
      realEstateId: unit.id,
      terms: {
        contract_start: start,
        contract_end: addDays(addMonthsClamped(start, 12), -1),
        price: "48000.00",
        interval: 1,
        annual_commission: "0",
        additional_commission: "0",
        annual_service: "0",
        water_costs: "0",
        electricity_costs: "0",
        extra_costs: "0",
        is_taxable: false,
      },
      autoPayCommission: false,
    });
  }
}

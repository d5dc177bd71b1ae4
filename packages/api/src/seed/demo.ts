import { withOrg, type Db } from "@amlak/db";
import { addMonthsClamped, contractStatus, PACKAGES } from "@amlak/domain";
import { randomUUID } from "node:crypto";
import { addDays } from "../auth/accounts.ts";
import { hashPassword } from "../auth/passwords.ts";
import { DEMO_COMPOUND, DEMO_CONTACTS, DEMO_CONTRACTS, DEMO_ORGANIZATION, DEMO_STANDALONE, DEMO_UNITS, type DemoContactKey } from "./demo-portfolio.ts";

const DEMO_PACKAGE = PACKAGES.find((p) => p.code === "platinum") ?? PACKAGES[PACKAGES.length - 1]!;

/** Creates the demo client (client_mock) and its portfolio once; later starts leave it as visitors changed it. */
export async function seedDemoAccount(db: Db, demo: { phone: string; password: string; email?: string }, today: string): Promise<void> {
  const existing = await db.selectFrom("users").select("id").where("phone", "=", demo.phone).executeTakeFirst();
  if (existing) return;
  const orgId = randomUUID();
  const passwordHash = await hashPassword(demo.password);
  await withOrg(db, orgId, async (trx) => {
    await trx.insertInto("organizations").values({ id: orgId, ...DEMO_ORGANIZATION, title_verified: DEMO_ORGANIZATION.title }).execute();
    await trx
      .insertInto("users")
      .values({ org_id: orgId, type: "client_mock", name: "حساب تجريبي", phone: demo.phone, email: demo.email ?? "demo@amlak.sa", password_hash: passwordHash })
      .execute();
    await trx
      .insertInto("subscriptions")
      .values({ org_id: orgId, package_code: DEMO_PACKAGE.code, status: "activated", start_date: today, end_date: addDays(today, 365) })
      .execute();

    const contactIds = new Map<DemoContactKey, string>();
    for (const { key, ...contact } of DEMO_CONTACTS) {
      const row = await trx.insertInto("contacts").values({ org_id: orgId, ...contact }).returning("id").executeTakeFirstOrThrow();
      contactIds.set(key, row.id);
    }
    const contactId = (key: DemoContactKey) => contactIds.get(key)!;

    const { lessor, ...compound } = DEMO_COMPOUND;
    const compoundRow = await trx
      .insertInto("real_estates")
      .values({ org_id: orgId, kind: "compound", lessor_id: contactId(lessor), agent_id: contactId("agent1"), ...compound })
      .returning("id")
      .executeTakeFirstOrThrow();
    const estateIds = new Map<string, string>();
    for (const unit of DEMO_UNITS) {
      const row = await trx
        .insertInto("real_estates")
        .values({ org_id: orgId, kind: "unit", parent_id: compoundRow.id, lessor_id: contactId(lessor), city: compound.city, district: compound.district, ...unit })
        .returning("id")
        .executeTakeFirstOrThrow();
      estateIds.set(unit.title, row.id);
    }
    for (const { lessor: owner, ...estate } of DEMO_STANDALONE) {
      const row = await trx
        .insertInto("real_estates")
        .values({ org_id: orgId, kind: "unit", lessor_id: contactId(owner), ...estate })
        .returning("id")
        .executeTakeFirstOrThrow();
      estateIds.set(estate.title, row.id);
    }

    for (const contract of DEMO_CONTRACTS) {
      const realEstateId = estateIds.get(contract.unit)!;
      const start = addMonthsClamped(today, -contract.startMonthsAgo);
      const end = addDays(addMonthsClamped(start, contract.months), -1);
      const status = contractStatus({ start, end, cancelled: null }, today);
      const estate = await trx.selectFrom("real_estates").select("lessor_id").where("id", "=", realEstateId).executeTakeFirstOrThrow();
      await trx
        .insertInto("contracts")
        .values({ org_id: orgId, real_estate_id: realEstateId, lessor_id: estate.lessor_id, tenant_id: contactId(contract.tenant), contract_start: start, contract_end: end, price: contract.price, contract_interval: contract.interval, status })
        .execute();
      const estateStatus = status === "Contract_Ongoing" ? "Rented" : status === "Contract_Upcoming" ? "Reserved" : "Vacant";
      await trx.updateTable("real_estates").set({ status: estateStatus }).where("id", "=", realEstateId).execute();
    }
    await trx
      .updateTable("real_estates")
      .set({ vacant_since: addDays(today, -45) })
      .where("status", "=", "Vacant")
      .where("kind", "=", "unit")
      .execute();
  });
}

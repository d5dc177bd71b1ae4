import { withOrg, type Db } from "@amlak/db";
import type { InvoiceSeller, LedgerContext } from "@amlak/ledger";
import { randomUUID } from "node:crypto";

/** An organization with one lessor, one tenant and one unit: every bench contract is signed on these. */
export interface BenchOrganization {
  orgId: string;
  lessorId: string;
  tenantId: string;
  realEstateId: string;
  seller: InvoiceSeller;
  ctx(): LedgerContext;
}

/** Ledger time of the bench: every command runs "on" this instant, so schedules and postings are reproducible. */
export const BENCH_NOW = new Date("2026-06-15T09:00:00+03:00");

export async function createOrganization(owner: Db, n: number): Promise<BenchOrganization> {
  const orgId = randomUUID();
  const seller = {
    name: `مؤسسة الأداء العقارية ${n}`,
    vatNo: "300000000000003",
    commercialRegistrationNo: "1010000000",
    address: "الرياض",
  };
  const ids = await withOrg(owner, orgId, async (trx) => {
    await trx.insertInto("organizations").values({ id: orgId, title: seller.name, vat_no: seller.vatNo }).execute();
    const contact = (type: "lessor" | "tenant", name: string) =>
      trx.insertInto("contacts").values({ org_id: orgId, type, name }).returning("id").executeTakeFirstOrThrow();
    const lessor = await contact("lessor", "عبدالله القحطاني");
    const tenant = await contact("tenant", "فهد الدوسري");
    const unit = await trx
      .insertInto("real_estates")
      .values({ org_id: orgId, kind: "unit", title: "شقة 101", lessor_id: lessor.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { lessorId: lessor.id, tenantId: tenant.id, realEstateId: unit.id };
  });
  const actor = randomUUID();
  return { orgId, ...ids, seller, ctx: () => ({ orgId, actor, requestId: `bench-${randomUUID()}`, now: BENCH_NOW }) };
}

import type { Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { riyadhToday } from "@amlak/domain";
import { ColumnBatch } from "../ledger/synthetic-events.ts";
import { createOrganization, type BenchOrganization } from "../ledger/organizations.ts";
import { LEASE_KINDS, TEMPLATE_YEAR, runLeaseYear, type LeaseKind } from "./lease-year.ts";
import type { ReportsBenchConfig } from "./config.ts";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** A JSON string value that starts with a date ("2017-01-03", "2017-01-03T07:00:00Z"): its year is re-dated. */
const DATED = /"(20\d\d)(?=-\d\d-\d\d)/g;
const BATCH = 5_000;
const CHUNK = 2_000;

interface TemplateEvent {
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: string;
  meta: string;
  recorded_at: string;
}

interface Template {
  org: BenchOrganization;
  events: TemplateEvent[];
}

interface Unit {
  id: string;
  lessorId: string;
  tenantId: string;
  kind: LeaseKind;
}

interface Portfolio {
  org: BenchOrganization;
  lessors: number;
  units: number;
  tenants: number;
  firstYear: number;
  lastYear: number;
  events: number;
}

/** Two units in four are leased monthly, one quarterly, one commercial. */
const kindOf = (unit: number): LeaseKind => (unit % 4 === 3 ? "commercial" : unit % 4 === 2 ? "quarterly" : "monthly");

/**
 * One organization's portfolio: lessors, units spread evenly over them, a tenant per unit, and on every unit a
 * yearly lease renewed each year for `years` years up to this one, whose events are the lease-year templates' (made
 * through the real handlers) re-dated into each year with fresh ids, written straight into ledger_events as the
 * owner. This year's lease stops at today: what falls due later is still pending. The number of units is what
 * brings the ledger to about `events`. The read models are not projected here (the rebuild does that).
 */
export async function seedPortfolio(owner: Db, app: Db, config: ReportsBenchConfig, now: Date): Promise<Portfolio> {
  const templates = new Map<LeaseKind, Template>();
  for (const [k, kind] of LEASE_KINDS.entries()) {
    const org = await createOrganization(owner, 1000 + k);
    await runLeaseYear(app, org, kind);
    const { rows } = await sql<TemplateEvent>`
      select stream_id, stream_version, type, schema_version, data::text as data, meta::text as meta, recorded_at::text as recorded_at
      from ledger_events where org_id = ${org.orgId} order by position`.execute(owner);
    templates.set(kind, { org, events: rows });
  }
  const perFourUnits = [0, 1, 2, 3].reduce((sum, unit) => sum + templates.get(kindOf(unit))!.events.length, 0);
  const unitCount = Math.max(config.lessors, Math.round((4 * config.events) / (perFourUnits * config.years)));

  const org = await createOrganization(owner, 0);
  const lessorIds = [org.lessorId, ...(await contacts(owner, org.orgId, "lessor", config.lessors - 1, (k) => `مالك ${k + 2}`))];
  const tenantIds = [org.tenantId, ...(await contacts(owner, org.orgId, "tenant", unitCount - 1, (k) => `مستأجر ${k + 2}`))];
  const units: Unit[] = [];
  for (let k = 0; k < unitCount; k++)
    units.push({ id: randomUUID(), lessorId: lessorIds[k % lessorIds.length]!, tenantId: tenantIds[k]!, kind: kindOf(k) });
  for (let k = 0; k < units.length; k += CHUNK) {
    await owner
      .insertInto("real_estates")
      .values(
        units.slice(k, k + CHUNK).map((unit, j) => ({
          id: unit.id,
          org_id: org.orgId,
          kind: "unit" as const,
          title: `${unit.kind === "commercial" ? "معرض" : "شقة"} ${k + j + 1}`,
          city: "الرياض",
          lessor_id: unit.lessorId,
        })),
      )
      .execute();
  }

  const lastYear = Number(riyadhToday(now).slice(0, 4));
  const firstYear = lastYear - config.years + 1;
  const cutoff = now.getTime();
  const numbers = { InvoiceIssued: 0, ReceiptIssued: 0 };
  const batch = new ColumnBatch();
  let written = 0;
  for (let year = firstYear; year <= lastYear; year++) {
    const shift = year - TEMPLATE_YEAR;
    const redate = (text: string) => text.replace(DATED, (_, y: string) => `"${Number(y) + shift}`);
    for (const unit of units) {
      const template = templates.get(unit.kind)!;
      const ids = new Map<string, string>([
        [template.org.orgId, org.orgId],
        [template.org.lessorId, unit.lessorId],
        [template.org.tenantId, unit.tenantId],
        [template.org.realEstateId, unit.id],
      ]);
      const renew = (text: string) =>
        text.replace(UUID, (id) => {
          let fresh = ids.get(id);
          if (!fresh) ids.set(id, (fresh = randomUUID()));
          return fresh;
        });
      for (const event of template.events) {
        const recordedAt = `${Number(event.recorded_at.slice(0, 4)) + shift}${event.recorded_at.slice(4)}`;
        if (new Date(recordedAt.replace(" ", "T")).getTime() > cutoff) break;
        let data = renew(redate(event.data));
        if (event.type === "InvoiceIssued" || event.type === "ReceiptIssued") {
          const parsed = JSON.parse(data) as { number: number };
          parsed.number = ++numbers[event.type];
          data = JSON.stringify(parsed);
        }
        batch.add(
          org.orgId,
          renew(event.stream_id),
          event.stream_version,
          event.type,
          event.schema_version,
          data,
          renew(event.meta),
          recordedAt,
        );
        written++;
        if (batch.size === BATCH) await batch.flush(owner);
      }
    }
  }
  await batch.flush(owner);
  return { org, lessors: lessorIds.length, units: unitCount, tenants: tenantIds.length, firstYear, lastYear, events: written };
}

async function contacts(
  owner: Db,
  orgId: string,
  type: "lessor" | "tenant",
  count: number,
  name: (k: number) => string,
): Promise<string[]> {
  const ids: string[] = [];
  for (let k = 0; k < count; k += CHUNK) {
    const rows = await owner
      .insertInto("contacts")
      .values(
        Array.from({ length: Math.min(CHUNK, count - k) }, (_, j) => ({
          org_id: orgId,
          type,
          name: name(k + j),
          phone: `5${String(k + j).padStart(8, "0")}`,
        })),
      )
      .returning("id")
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

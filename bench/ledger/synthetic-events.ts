import type { Db } from "@amlak/db";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { BenchOrganization } from "./organizations.ts";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const BATCH = 5_000;

interface TemplateEvent {
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: string;
  meta: string;
  recorded_at: string;
}

/**
 * Appends `count` events that repeat the template organization's history with fresh ids, spread over the target
 * organizations: contract, payment, invoice and receipt ids are new in every copy, the organization and its
 * contacts become the target's, every copy gets units of its own (inserted too, since a unit takes one lease at a
 * time), and invoice and receipt numbers continue the target's sequences. Each copy is
 * as valid as the template, and so is any prefix of the log, so the last copy may stop part way. Written
 * straight into ledger_events as the owner, in multi-row batches.
 */
export async function appendSyntheticEvents(
  owner: Db,
  template: BenchOrganization,
  targets: readonly BenchOrganization[],
  count: number,
): Promise<void> {
  const { rows: events } = await sql<TemplateEvent>`
    select stream_id, stream_version, type, schema_version, data::text as data, meta::text as meta, recorded_at::text as recorded_at
    from ledger_events where org_id = ${template.orgId} order by position`.execute(owner);
  if (events.length === 0) throw new Error("the template organization has no events");
  const templateUnits = await owner.selectFrom("real_estates").select(["id", "title"]).where("org_id", "=", template.orgId).execute();
  const highest = (type: string) =>
    Math.max(0, ...events.filter((e) => e.type === type).map((e) => (JSON.parse(e.data) as { number: number }).number));
  const numbersPerCopy = { InvoiceIssued: highest("InvoiceIssued"), ReceiptIssued: highest("ReceiptIssued") };
  const copiesOf = new Map<string, number>();

  const batch = new ColumnBatch();
  for (let copy = 0, written = 0; written < count; copy++) {
    const target = targets[copy % targets.length]!;
    const nth = copiesOf.get(target.orgId) ?? 0;
    copiesOf.set(target.orgId, nth + 1);
    const units = templateUnits.map((unit) => ({ ...unit, copy: randomUUID() }));
    await owner
      .insertInto("real_estates")
      .values(
        units.map((unit) => ({
          id: unit.copy,
          org_id: target.orgId,
          kind: "unit",
          title: `${unit.title} (${copy})`,
          lessor_id: target.lessorId,
        })),
      )
      .execute();
    const ids = new Map<string, string>([
      [template.orgId, target.orgId],
      [template.lessorId, target.lessorId],
      [template.tenantId, target.tenantId],
      ...units.map((unit) => [unit.id, unit.copy] as [string, string]),
    ]);
    const renew = (text: string) =>
      text.replace(UUID, (id) => {
        let fresh = ids.get(id);
        if (!fresh) ids.set(id, (fresh = randomUUID()));
        return fresh;
      });
    for (const event of events) {
      if (written === count) break;
      let data = renew(event.data);
      if (event.type === "InvoiceIssued" || event.type === "ReceiptIssued") {
        const parsed = JSON.parse(data) as { number: number };
        parsed.number += nth * numbersPerCopy[event.type];
        data = JSON.stringify(parsed);
      }
      batch.add(
        target.orgId,
        renew(event.stream_id),
        event.stream_version,
        event.type,
        event.schema_version,
        data,
        renew(event.meta),
        event.recorded_at,
      );
      written++;
      if (batch.size === BATCH) await batch.flush(owner);
    }
  }
  await batch.flush(owner);
}

export class ColumnBatch {
  private columns = ColumnBatch.empty();
  get size() {
    return this.columns.orgIds.length;
  }

  add(
    orgId: string,
    streamId: string,
    version: number,
    type: string,
    schemaVersion: number,
    data: string,
    meta: string,
    recordedAt: string,
  ) {
    const c = this.columns;
    c.orgIds.push(orgId);
    c.streamIds.push(streamId);
    c.versions.push(version);
    c.types.push(type);
    c.schemaVersions.push(schemaVersion);
    c.data.push(data);
    c.meta.push(meta);
    c.recordedAt.push(recordedAt);
  }

  async flush(owner: Db) {
    if (this.size === 0) return;
    const c = this.columns;
    this.columns = ColumnBatch.empty();
    await sql`
      insert into ledger_events (org_id, stream_id, stream_version, type, schema_version, data, meta, recorded_at)
      select org_id, stream_id, stream_version, type, schema_version, data, meta, recorded_at
      from unnest(${c.orgIds}::uuid[], ${c.streamIds}::text[], ${c.versions}::int[], ${c.types}::text[],
                  ${c.schemaVersions}::smallint[], ${c.data}::jsonb[], ${c.meta}::jsonb[], ${c.recordedAt}::timestamptz[])
           with ordinality as e(org_id, stream_id, stream_version, type, schema_version, data, meta, recorded_at, n)
      order by n`.execute(owner);
  }

  private static empty() {
    return {
      orgIds: [] as string[],
      streamIds: [] as string[],
      versions: [] as number[],
      types: [] as string[],
      schemaVersions: [] as number[],
      data: [] as string[],
      meta: [] as string[],
      recordedAt: [] as string[],
    };
  }
}

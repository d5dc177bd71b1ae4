import { testDatabase } from "@amlak/db/testing";
import { withOrg } from "@amlak/db";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { cancelContract } from "../handlers/cancel-contract.ts";
import { issueInvoice } from "../handlers/issue-invoice.ts";
import { issueReceipt } from "../handlers/issue-receipt.ts";
import { markPaymentPaid } from "../handlers/mark-payment-paid.ts";
import { markPaymentContacted, splitPayment } from "../handlers/payment-actions.ts";
import { recordPayment } from "../handlers/record-payment.ts";
import { signContract } from "../handlers/sign-contract.ts";
import type { ContractSigned } from "../contract/contract.events.ts";
import { EVENT_SCHEMA_VERSION } from "../messages.ts";
import { rebuildReadModels } from "../rebuild.ts";
import { newOrganization, readModels, TEST_NOW, type TestOrganization } from "../testing/ledger-db.ts";
import { HISTORY, runHistory, v1History, type HistoryIds } from "../testing/v1-history.ts";
import { readEvents, readStream } from "./stream-io.ts";

// Rows stored before schema versions existed are read in today's shape: a stream read, the books' event trail and a
// rebuild all see version 2, and the read models rebuilt from the old rows are the ones today's commands make.

const { app, owner } = testDatabase();

/** Stores the history's rows with the columns the ledger wrote before schema_version existed. */
async function storeV1History(org: TestOrganization): Promise<HistoryIds> {
  const ids: HistoryIds = {
    org: org.orgId,
    lessor: org.lessorId,
    tenant: org.tenantId,
    unit: org.realEstateId,
    contract: randomUUID(),
    payments: [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()],
    parts: [randomUUID(), randomUUID()],
    recorded: randomUUID(),
    invoice: randomUUID(),
    receipt: randomUUID(),
  };
  const versions = new Map<string, number>();
  const rows = v1History(ids).map((event) => {
    const version = (versions.get(event.streamId) ?? 0) + 1;
    versions.set(event.streamId, version);
    return {
      org_id: org.orgId,
      stream_id: event.streamId,
      stream_version: version,
      type: event.type,
      data: JSON.stringify(event.data),
      meta: JSON.stringify({ actor: null, requestId: "before-schema-versions" }),
      recorded_at: TEST_NOW,
    };
  });
  await owner.insertInto("ledger_events").values(rows).execute();
  return ids;
}

/** The same history through today's command handlers; the ids they made, in HistoryIds' places. */
async function runHistoryToday(org: TestOrganization): Promise<HistoryIds> {
  const ctx = org.ctx();
  const { contractId, paymentIds } = await signContract(app, ctx, {
    lessorId: org.lessorId,
    tenantId: org.tenantId,
    realEstateId: org.realEstateId,
    terms: HISTORY.terms,
    autoPayCommission: true,
  });
  const [rent, commission, additional, water, aprilRent, aprilCommission, ...more] = paymentIds;
  if (!rent || !commission || !additional || !water || !aprilRent || !aprilCommission || more.length) throw new Error("another schedule");
  await markPaymentPaid(app, ctx, { paymentId: rent, ...HISTORY.paid });
  const { partIds } = await splitPayment(app, ctx, { paymentId: aprilRent, parts: HISTORY.parts });
  const [firstPart, secondPart] = partIds;
  if (!firstPart || !secondPart) throw new Error("another split");
  const recorded = await recordPayment(app, ctx, { ...HISTORY.expense, realEstateId: org.realEstateId });
  const { invoiceId } = await issueInvoice(app, ctx, { paymentIds: [rent], seller: org.seller, buyer: { name: HISTORY.buyer } });
  const { receiptId } = await issueReceipt(app, ctx, { paymentId: rent, payer: HISTORY.buyer });
  await cancelContract(app, ctx, { contractId, cancelledOn: HISTORY.cancelledOn });
  await markPaymentContacted(app, ctx, { paymentId: firstPart, ...HISTORY.contact });
  return {
    org: org.orgId,
    lessor: org.lessorId,
    tenant: org.tenantId,
    unit: org.realEstateId,
    contract: contractId,
    payments: [rent, commission, additional, water, aprilRent, aprilCommission],
    parts: [firstPart, secondPart],
    recorded: recorded.paymentIds[0]!,
    invoice: invoiceId,
    receipt: receiptId,
  };
}

/** The organization's read models with the ids of `to` in place of those of `from`, in an order that does not depend on them. */
async function readModelsAs(orgId: string, from: HistoryIds, to: HistoryIds) {
  let text = JSON.stringify(await readModels(owner, orgId));
  for (const key of Object.keys(from) as (keyof HistoryIds)[]) {
    const [ids, replacements] = [[from[key]].flat(), [to[key]].flat()];
    ids.forEach((id, k) => (text = text.replaceAll(id, replacements[k]!)));
  }
  const models = JSON.parse(text) as Awaited<ReturnType<typeof readModels>>;
  return {
    ...models,
    contracts: models.contracts.sort((a, b) => a.id.localeCompare(b.id)),
    payments: models.payments.sort((a, b) => a.id.localeCompare(b.id)),
    // Positions are the log's, not the history's; the lines keep their order without them.
    journalLines: models.journalLines.map(({ position: _position, ...line }) => line),
  };
}

describe("events stored at schema version 1", () => {
  it("are read, listed and rebuilt in today's shape, giving the read models today's commands give", async () => {
    const older = await newOrganization(owner);
    const stored = await storeV1History(older);
    const { rows } = await sql<{ schema_version: number }>`
      select distinct schema_version from ledger_events where org_id = ${older.orgId}`.execute(owner);
    expect(rows).toEqual([{ schema_version: 1 }]);

    // Stream by stream, exactly what today's deciders append for the same commands.
    const expected = runHistory(stored);
    for (const [streamId, events] of expected.streams) {
      const read = await withOrg(app, older.orgId, (trx) => readStream(trx, streamId));
      expect(
        read.map(({ type, data }) => ({ type, data })),
        streamId,
      ).toEqual(events);
    }
    const [signed] = await withOrg(app, older.orgId, (trx) => readStream<ContractSigned>(trx, `contract:${stored.contract}`));
    expect(signed?.data.terms).toMatchObject({ contractStart: "2026-01-01", annualCommission: "1200.00", isTaxable: true });
    expect(signed?.data.schedule[0]).toMatchObject({ dueDate: "2026-01-01", paymentType: "rent" });

    // The books' event trail goes through the same upcast.
    const trail = await withOrg(app, older.orgId, (trx) => readEvents(trx, { after: "0", limit: 100 }));
    expect(trail).toHaveLength(v1History(stored).length);
    for (const event of trail) {
      expect(event.data, `${event.type} in ${event.streamId}`).toEqual(
        expected.streams.get(event.streamId)?.[event.streamVersion - 1]?.data,
      );
    }

    // The same history written today: every row carries its type's current version.
    const today = await newOrganization(owner);
    expect(today.seller).toEqual(HISTORY.seller);
    const written = await runHistoryToday(today);
    const versions = await owner
      .selectFrom("ledger_events")
      .select(["type", "schema_version"])
      .distinct()
      .where("org_id", "=", today.orgId)
      .execute();
    expect(versions).toHaveLength(new Set(v1History(stored).map((event) => event.type)).size);
    for (const { type, schema_version } of versions)
      expect(schema_version, type).toBe(EVENT_SCHEMA_VERSION[type as keyof typeof EVENT_SCHEMA_VERSION]);
    const live = await readModelsAs(today.orgId, written, stored);
    expect(live.payments).toHaveLength(9);
    expect(live.contracts).toMatchObject([{ contract_start: "2026-01-01", is_taxable: true, cancelled_on: HISTORY.cancelledOn }]);

    await rebuildReadModels(owner);
    expect(await readModelsAs(today.orgId, written, stored)).toEqual(live);
    expect(await readModelsAs(older.orgId, stored, stored)).toEqual(live);
  });
});

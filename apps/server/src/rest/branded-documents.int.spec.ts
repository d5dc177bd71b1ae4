import type { Caller } from "@amlak/api";
import { callerFor, demoOrganization, pngImage, testServices, tokenFor } from "@amlak/api/testing";
import { addDays, riyadhToday } from "@amlak/domain";
import { pdfImages, pdfText } from "@amlak/documents/testing";
import type { FastifyInstance } from "fastify";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";

// White-label on the organization's documents (issue #19): its tax invoices, receipts and reports print its logo and
// code while its package grants them, and stop when it falls back to Free. Each PDF is kept in SAMPLES
// (REPORT_SAMPLES_DIR) to be looked at.

const services = testServices();
const { owner } = services.database;
const today = riyadhToday(new Date());
const SAMPLES = process.env.REPORT_SAMPLES_DIR ?? mkdtempSync(join(tmpdir(), "branded-documents-"));
/** Unlike any image the documents draw themselves (the QR code is square). */
const LOGO = { width: 96, height: 48 };

let app: FastifyInstance;
let org: Caller & { orgId: string };
let token: string;
let invoiceId: string;
let receiptId: string;

/** A lease on the demo's vacant شقة 102, its first rent paid, with a receipt and a tax invoice. */
async function paidRent(api: ReturnType<typeof callerFor>) {
  const of = (table: "real_estates" | "contacts", column: "title" | "type", value: string) =>
    owner.selectFrom(table).select("id").where("org_id", "=", org.orgId).where(column, "=", value).executeTakeFirstOrThrow();
  const contract = await api.contracts.create({
    real_estate_id: (await of("real_estates", "title", "شقة 102")).id,
    tenant_id: (await of("contacts", "type", "tenant")).id,
    contract_start: today,
    contract_end: addDays(addDays(today, 365), -1),
    price: "12000",
    contract_interval: 3,
    is_taxable: true,
  } as never);
  const [rent] = (await api.contracts.payments({ id: contract.id })).filter((payment) => payment.payment_type === "rent");
  await api.payments.pay({ id: rent!.id, paid_date: today, payment_method: "cash" });
  receiptId = (await api.receipts.issue({ id: rent!.id })).id;
  invoiceId = (await api.invoices.issue({ payment_ids: [rent!.id] })).id;
}

beforeAll(async () => {
  org = { ...(await demoOrganization(services, "567800001")), type: "client" };
  await owner
    .insertInto("subscriptions")
    .values({ org_id: org.orgId, package_code: "business", status: "activated", start_date: today, end_date: addDays(today, 30) })
    .execute();
  token = await tokenFor(org);
  app = await buildApp({ services });
  await paidRent(callerFor(services, org));
});
afterAll(() => app.close());

async function pdf(url: string, name: string): Promise<Buffer> {
  const answer = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
  expect(answer.statusCode, url).toBe(200);
  writeFileSync(join(SAMPLES, `${name}.pdf`), answer.rawPayload);
  return answer.rawPayload;
}

const DOCUMENTS = [
  ["invoice", () => `/api/invoices/${invoiceId}/pdf?lang=ar`],
  ["receipt", () => `/api/receipts/${receiptId}/pdf?lang=en`],
  ["report", () => "/api/reports/income?result_type=PDF&lang=ar"],
] as const;

const logosOn = (body: Buffer) => pdfImages(body).filter((image) => image.width === LOGO.width && image.height === LOGO.height);

describe("the organization's documents", () => {
  it("print no logo and no code before the organization chooses them", async () => {
    for (const [name, url] of DOCUMENTS) {
      const body = await pdf(url(), `${name}-plain`);
      expect(logosOn(body), name).toEqual([]);
      expect(pdfText(body), name).not.toContain("ACME7");
    }
  });

  it("print the logo and the code while the package grants them, and stop after the fall back to Free", async () => {
    const api = callerFor(services, org);
    const { results } = await api.documents.upload({
      type: "ORGANIZATION",
      count: 1,
      files: [{ name: "logo.png", bytes: pngImage(LOGO.width, LOGO.height) }],
    } as never);
    await api.branding.save({ logo_document_id: results[0]!.id, code: "acme7" });
    for (const [name, url] of DOCUMENTS) {
      const body = await pdf(url(), `${name}-branded`);
      expect(logosOn(body), name).toEqual([{ page: 1, ...LOGO }]);
      expect(pdfText(body, 1), name).toContain("ACME7");
    }

    await owner
      .updateTable("subscriptions")
      .set({ end_date: addDays(today, -1) })
      .where("org_id", "=", org.orgId)
      .execute();
    // Free exports no report as PDF; its invoices and receipts still print.
    for (const [name, url] of DOCUMENTS.filter(([name]) => name !== "report")) {
      const body = await pdf(url(), `${name}-on-free`);
      expect(logosOn(body), name).toEqual([]);
      expect(pdfText(body), name).not.toContain("ACME7");
    }
  });
});

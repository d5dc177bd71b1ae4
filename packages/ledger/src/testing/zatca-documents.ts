import type { Db } from "@amlak/db";
import type { ScheduleInput } from "@amlak/domain";
import { invoiceHash } from "@amlak/zatca";
import { decodeQr, expectedQr, readWithZatcaSdk, ublSchemaErrors, zatcaRuleFailures } from "@amlak/zatca/testing";
import { verify, type KeyObject } from "node:crypto";
import { expect } from "vitest";
import { issueInvoice } from "../handlers/issue-invoice.ts";
import { signContract } from "../handlers/sign-contract.ts";
import { contractTerms } from "./fixtures.ts";
import type { TestOrganization } from "./ledger-db.ts";

/**
 * What the ZATCA chain and the credit-note tests start from: a new unit of the organization let for the year 2026 at
 * 3,000 a month of commercial rent (VAT 15%), no annual commission unless the terms given say otherwise; its payments
 * in order.
 */
export async function monthlyRentPayments(app: Db, org: TestOrganization, changed: Partial<ScheduleInput> = {}): Promise<string[]> {
  const terms = contractTerms({
    contract_start: "2026-01-01",
    contract_end: "2026-12-31",
    price: "36000",
    interval: 1,
    annual_commission: "0",
    ...changed,
  });
  const { paymentIds } = await signContract(app, org.ctx(), {
    lessorId: org.lessorId,
    tenantId: org.tenantId,
    realEstateId: await org.newUnit(),
    terms,
    autoPayCommission: false,
  });
  return paymentIds;
}

/** A tax invoice of its own for each payment, one after the other, to the tenant by name; their ids in order. */
export async function invoiceEach(app: Db, org: TestOrganization, paymentIds: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const paymentId of paymentIds) {
    ids.push(
      (await issueInvoice(app, org.ctx(), { paymentIds: [paymentId], seller: org.seller, buyer: { name: "فهد الدوسري" } })).invoiceId,
    );
  }
  return ids;
}

const SIGNATURE_VALUE = /<ds:SignatureValue>([^<]+)<\/ds:SignatureValue>/;

/**
 * Checks a signed phase-2 document (an invoice or a note) as ZATCA would: its XML is valid against the UBL 2.1
 * schemas and breaks none of ZATCA's business rules (its own Schematron files), its hash is the stored one and is signed with the organization's key — by our code and by zatca-sdk, which
 * shares none of it — and its QR decodes to the nine tags with its total and hash. Answers the QR's tags for the
 * caller's own checks.
 */
export async function expectSignedDocument(
  document: { signed_xml: string | null; invoice_hash: string | null; zatca_qr: string | null; total: string },
  publicKey: KeyObject,
): Promise<Map<number, Buffer>> {
  const xml = document.signed_xml!;
  expect(await ublSchemaErrors(xml)).toBe("");
  expect(zatcaRuleFailures(xml)).toEqual([]);
  const reading = readWithZatcaSdk(xml);
  expect([reading.hash, reading.signatureVerifies]).toEqual([document.invoice_hash, true]);
  expect(reading.qr).toEqual(expectedQr(xml, reading));
  expect(invoiceHash(xml)).toBe(document.invoice_hash);
  const signature = Buffer.from(SIGNATURE_VALUE.exec(xml)![1]!, "base64");
  expect(verify("sha256", Buffer.from(document.invoice_hash!, "base64"), publicKey, signature)).toBe(true);
  const tags = decodeQr(document.zatca_qr!);
  expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(tags.get(4)!.toString()).toBe(document.total);
  expect(tags.get(6)!.toString()).toBe(document.invoice_hash);
  return tags;
}

import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCertificate } from "./certificate.ts";
import type { FatooraSubmission } from "./fatoora.ts";
import { fatooraHttp, FatooraUnavailable, requestComplianceCsid } from "./fatoora-http.ts";
import { checkCompliance, requestProductionCsid } from "./fatoora-onboarding.ts";
import { testCertificate } from "./testing/test-certificate.ts";

// The adapter against a local server answering as ZATCA's Fatoora API does (no network here).
interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, string>;
}
const received: Received[] = [];
let next: { status: number; body: object } = { status: 200, body: {} };
const server = createServer((request, response) => {
  let text = "";
  request.on("data", (chunk: Buffer) => (text += chunk.toString()));
  request.on("end", () => {
    received.push({ url: request.url ?? "", headers: request.headers, body: JSON.parse(text) as Received["body"] });
    response.writeHead(next.status, { "Content-Type": "application/json" }).end(JSON.stringify(next.body));
  });
});
let fatoora: ReturnType<typeof fatooraHttp>;
let baseUrl: string;

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e-invoicing/simulation`;
  fatoora = fatooraHttp({ baseUrl });
});
afterAll(() => new Promise((closed) => server.close(closed)));

const { certificatePem } = testCertificate();
const xml = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">مثال</Invoice>';
const submission: FatooraSubmission = {
  uuid: "8e6000cf-1a98-4174-b3e7-b5d5954bc10d",
  invoiceHash: "V4U5qlZ3yXQ/Si1AtGrAQ6ZTZH2ExBrBRMfSKDIS4Ww=",
  xml,
  certificatePem,
  csidSecret: "Xlj15LyMCgSC66ObnEO/qVPfhSbs3kDTjWnGheYhfSs=",
};
const message = (code: string, text: string) => ({ type: "ERROR", code, category: "KSA", message: text, status: "ERROR" });

describe("the Fatoora HTTP adapter", () => {
  it("reports with ZATCA's headers, Basic auth of the CSID and the document in base64", async () => {
    next = {
      status: 200,
      body: { validationResults: { status: "PASS", errorMessages: [], warningMessages: [] }, reportingStatus: "REPORTED" },
    };
    await expect(fatoora.report(submission)).resolves.toEqual({ status: "reported", reasons: [] });
    const request = received.at(-1)!;
    expect(request.url).toBe("/e-invoicing/simulation/invoices/reporting/single");
    expect(request.headers).toMatchObject({ "accept-version": "V2", "accept-language": "en", "clearance-status": "0" });
    const [token, secret] = Buffer.from(request.headers.authorization!.replace(/^Basic /, ""), "base64")
      .toString()
      .split(":");
    expect(Buffer.from(token!, "base64").toString()).toBe(readCertificate(certificatePem).base64);
    expect(secret).toBe(submission.csidSecret);
    expect(request.body).toEqual({
      invoiceHash: submission.invoiceHash,
      uuid: submission.uuid,
      invoice: Buffer.from(xml).toString("base64"),
    });
  });

  it("clears a standard document and keeps ZATCA's cleared XML and its warnings (202)", async () => {
    const cleared = xml.replace("مثال", "مثال مختوم");
    next = {
      status: 202,
      body: {
        validationResults: { status: "WARNING", errorMessages: [], warningMessages: [message("BR-KSA-08", "seller id missing")] },
        clearanceStatus: "CLEARED",
        clearedInvoice: Buffer.from(cleared).toString("base64"),
      },
    };
    await expect(fatoora.clear(submission)).resolves.toEqual({
      status: "cleared",
      reasons: [],
      warnings: ["BR-KSA-08: seller id missing"],
      clearedXml: cleared,
    });
    expect(received.at(-1)).toMatchObject({
      url: "/e-invoicing/simulation/invoices/clearance/single",
      headers: { "clearance-status": "1" },
    });
  });

  it("records ZATCA's errors and warnings as the reasons of a rejection (400)", async () => {
    next = {
      status: 400,
      body: {
        validationResults: {
          status: "ERROR",
          errorMessages: [message("invalid-invoice-hash", "The invoice hash API body does not match the calculated Hash")],
          warningMessages: [message("BR-KSA-98", "simplified invoices should be reported within 24 hours")],
        },
        reportingStatus: "NOT_REPORTED",
      },
    };
    await expect(fatoora.report(submission)).resolves.toEqual({
      status: "rejected",
      reasons: [
        "invalid-invoice-hash: The invoice hash API body does not match the calculated Hash",
        "BR-KSA-98: simplified invoices should be reported within 24 hours",
      ],
    });
    next = { status: 200, body: { clearanceStatus: "NOT_CLEARED", validationResults: { errorMessages: [message("BR-01", "no id")] } } };
    await expect(fatoora.clear(submission)).resolves.toEqual({ status: "rejected", reasons: ["BR-01: no id"] });
  });

  it("throws a retryable error, recording nothing, when ZATCA refuses the CSID, fails, or cannot be reached", async () => {
    for (const status of [401, 500, 503]) {
      next = { status, body: {} };
      await expect(fatoora.report(submission)).rejects.toThrow(FatooraUnavailable);
    }
    const unreachable = fatooraHttp({ baseUrl: "http://127.0.0.1:9/e-invoicing/core" });
    await expect(unreachable.clear(submission)).rejects.toThrow(FatooraUnavailable);
    const count = received.length;
    await expect(fatoora.report({ ...submission, csidSecret: undefined })).rejects.toThrow(/zatca:csid/);
    expect(received).toHaveLength(count);
  });

  it("exchanges the CSR and the portal's one-time code for a compliance CSID", async () => {
    const csr = "-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----\n";
    const token = Buffer.from(readCertificate(certificatePem).base64).toString("base64");
    next = {
      status: 200,
      body: { requestID: 1234567890123, dispositionMessage: "ISSUED", binarySecurityToken: token, secret: "s3cr3t", errors: null },
    };
    const csid = await requestComplianceCsid({ baseUrl }, csr, "123345");
    expect(csid).toEqual({
      certificatePem: expect.stringMatching(/^-----BEGIN CERTIFICATE-----\n/),
      secret: "s3cr3t",
      requestId: "1234567890123",
    });
    expect(readCertificate(csid.certificatePem).base64).toBe(readCertificate(certificatePem).base64);
    expect(received.at(-1)).toMatchObject({
      url: "/e-invoicing/simulation/compliance",
      headers: { otp: "123345", "accept-version": "V2" },
      body: { csr: Buffer.from(csr).toString("base64") },
    });
    next = { status: 400, body: { errors: ["Invalid-OTP"] } };
    await expect(requestComplianceCsid({ baseUrl }, csr, "000000")).rejects.toThrow('ZATCA refused the CSR (400): ["Invalid-OTP"]');
  });

  it("sends a compliance check with the compliance CSID, passing with warnings and failing with ZATCA's reasons", async () => {
    const csid = { certificatePem, secret: "compliance-secret" };
    next = {
      status: 202,
      body: { validationResults: { status: "WARNING", warningMessages: [message("BR-KSA-08", "seller id")], errorMessages: [] } },
    };
    await expect(checkCompliance({ baseUrl }, csid, submission)).resolves.toEqual({
      passed: true,
      reasons: [],
      warnings: ["BR-KSA-08: seller id"],
    });
    const request = received.at(-1)!;
    expect(request).toMatchObject({
      url: "/e-invoicing/simulation/compliance/invoices",
      headers: { "accept-version": "V2" },
      body: { invoiceHash: submission.invoiceHash, uuid: submission.uuid, invoice: Buffer.from(xml).toString("base64") },
    });
    const [, secret] = Buffer.from(request.headers.authorization!.replace(/^Basic /, ""), "base64")
      .toString()
      .split(":");
    expect(secret).toBe("compliance-secret");

    next = { status: 400, body: { validationResults: { status: "ERROR", errorMessages: [message("BR-KSA-37", "no seller address")] } } };
    await expect(checkCompliance({ baseUrl }, csid, submission)).resolves.toEqual({
      passed: false,
      reasons: ["BR-KSA-37: no seller address"],
      warnings: [],
    });
    next = { status: 500, body: {} };
    await expect(checkCompliance({ baseUrl }, csid, submission)).rejects.toThrow(FatooraUnavailable);
  });

  it("asks for the production CSID with the compliance request id", async () => {
    const token = Buffer.from(readCertificate(certificatePem).base64).toString("base64");
    next = { status: 200, body: { requestID: 30368, dispositionMessage: "ISSUED", binarySecurityToken: token, secret: "production" } };
    const csid = await requestProductionCsid({ baseUrl }, { certificatePem, secret: "compliance-secret" }, "1234567890123");
    expect(csid).toEqual({
      certificatePem: expect.stringMatching(/^-----BEGIN CERTIFICATE-----\n/),
      secret: "production",
      requestId: "30368",
    });
    expect(received.at(-1)).toMatchObject({
      url: "/e-invoicing/simulation/production/csids",
      body: { compliance_request_id: "1234567890123" },
    });
    next = { status: 400, body: { errors: ["Invalid-Request-ID"] } };
    await expect(requestProductionCsid({ baseUrl }, { certificatePem, secret: "x" }, "0")).rejects.toThrow(
      'ZATCA refused the production CSID (400): ["Invalid-Request-ID"]',
    );
  });
});

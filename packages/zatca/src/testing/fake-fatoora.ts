import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { csidAuthorization } from "../fatoora-http.ts";
import { sandboxFatoora } from "../fatoora.ts";
import { sandboxCertificate } from "../sandbox-certificate.ts";
import { readCertificate } from "../certificate.ts";

export const FAKE_OTP = "123345";
const FAKE_COMPLIANCE_REQUEST_ID = "1234567890123";

export interface FakeFatoora {
  baseUrl: string;
  /** The paths called, in order. */
  calls: string[];
  /** Sample documents ZATCA's compliance check fails, by their type code and name ("381 0100000" a standard credit note). */
  failing: Set<string>;
  compliance?: { certificatePem: string; secret: string };
  production?: { certificatePem: string; secret: string };
  close(): Promise<void>;
}

const csidBody = (certificatePem: string, secret: string, requestID: string) => ({
  requestID,
  dispositionMessage: "ISSUED",
  binarySecurityToken: Buffer.from(readCertificate(certificatePem).base64).toString("base64"),
  secret,
});

function answer(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

/**
 * A local server answering as ZATCA's onboarding API does (no network here): a compliance CSID for the right one-time
 * code, compliance checks of signed documents under it (the sandbox's checks, and a failure for the types in
 * `failing`), and a production CSID for the compliance request id. It issues certificates of the EGS unit's key,
 * which a real CA reads from the CSR; the test hands the key over (signingKey).
 */
export async function fakeFatoora(signingKey: () => Promise<string>): Promise<FakeFatoora> {
  const fake: FakeFatoora = { baseUrl: "", calls: [], failing: new Set(), close: () => Promise.resolve() };
  const issue = async (commonName: string) => {
    const period = { notBefore: new Date("2026-01-01T00:00:00Z"), notAfter: new Date("2031-01-01T00:00:00Z") };
    return sandboxCertificate(await signingKey(), { organizationName: "ZATCA fake CA", commonName, ...period });
  };
  const authorizedByCompliance = (request: IncomingMessage) =>
    fake.compliance !== undefined &&
    request.headers.authorization === csidAuthorization(fake.compliance.certificatePem, fake.compliance.secret);

  async function handle(request: IncomingMessage, body: Record<string, string>, response: ServerResponse) {
    const path = (request.url ?? "").replace(/^\/e-invoicing\/[^/]+\//, "");
    fake.calls.push(path);
    if (path === "compliance") {
      if (request.headers.otp !== FAKE_OTP) return answer(response, 400, { errors: ["Invalid-OTP"] });
      fake.compliance = { certificatePem: await issue("compliance"), secret: "compliance-secret" };
      return answer(response, 200, csidBody(fake.compliance.certificatePem, fake.compliance.secret, FAKE_COMPLIANCE_REQUEST_ID));
    }
    if (!authorizedByCompliance(request)) return answer(response, 401, {});
    if (path === "compliance/invoices") {
      const xml = Buffer.from(body.invoice ?? "", "base64").toString("utf8");
      const [, name = "", code = ""] = /<cbc:InvoiceTypeCode name="(\d+)">(\d+)</.exec(xml) ?? [];
      const submission = {
        uuid: body.uuid ?? "",
        invoiceHash: body.invoiceHash ?? "",
        xml,
        certificatePem: fake.compliance!.certificatePem,
      };
      const checked = await (name.startsWith("01") ? sandboxFatoora.clear(submission) : sandboxFatoora.report(submission));
      const reasons = fake.failing.has(`${code} ${name}`) ? ["BR-KSA-17: the note's reason is not accepted"] : checked.reasons;
      const errorMessages = reasons.map((reason) => {
        const [messageCode, ...message] = reason.split(": ");
        return { type: "ERROR", code: messageCode, message: message.join(": ") };
      });
      return answer(response, reasons.length > 0 ? 400 : 200, {
        validationResults: { status: reasons.length > 0 ? "ERROR" : "PASS", errorMessages, warningMessages: [] },
      });
    }
    if (path === "production/csids") {
      if (body.compliance_request_id !== FAKE_COMPLIANCE_REQUEST_ID) return answer(response, 400, { errors: ["Invalid-Request-ID"] });
      fake.production = { certificatePem: await issue("production"), secret: "production-secret" };
      return answer(response, 200, csidBody(fake.production.certificatePem, fake.production.secret, "30368"));
    }
    return answer(response, 404, {});
  }

  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => void handle(request, JSON.parse(text || "{}") as Record<string, string>, response));
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e-invoicing/simulation`;
  fake.close = () => new Promise((closed) => server.close(() => closed()));
  return fake;
}

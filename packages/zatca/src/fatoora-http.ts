import { readCertificate } from "./certificate.ts";
import { pem } from "./pem.ts";
import type { FatooraAnswer, FatooraPort, FatooraSubmission } from "./fatoora.ts";

/** ZATCA's Fatoora environments: the developer portal (no onboarding needed beyond its CSID), simulation and core (production). */
export const FATOORA_BASE_URLS = {
  developer: "https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal",
  simulation: "https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation",
  core: "https://gw-fatoora.zatca.gov.sa/e-invoicing/core",
} as const;

export type FatooraEnvironment = keyof typeof FATOORA_BASE_URLS;

/**
 * ZATCA could not answer (unreachable, a server error, our CSID refused): nothing is known of the document, so
 * the caller keeps it pending and tries again rather than record a rejection.
 */
export class FatooraUnavailable extends Error {
  override name = "FatooraUnavailable";
}

interface ValidationMessage {
  code?: string;
  message?: string;
}

/** ZATCA's findings on a document, as its reporting, clearance and compliance APIs answer them. */
export interface ValidationResults {
  status?: string;
  errorMessages?: ValidationMessage[];
  warningMessages?: ValidationMessage[];
}

/** The body ZATCA answers reporting and clearance with (developer-portal / simulation / core alike). */
interface FatooraBody {
  reportingStatus?: string;
  clearanceStatus?: string;
  clearedInvoice?: string | null;
  validationResults?: ValidationResults;
}

export interface FatooraHttpOptions {
  baseUrl: string;
  /** The fetch to call ZATCA with; the global one unless a test gives its own. */
  fetch?: typeof fetch;
}

/** "CODE: message" for each of ZATCA's validation messages. */
export function messages(list: ValidationMessage[] | undefined): string[] {
  return (list ?? []).map(({ code, message }) => [code, message].filter(Boolean).join(": "));
}

/**
 * What a CSID authenticates with: Basic, the binarySecurityToken (base64 of the certificate's base64 body, as
 * ZATCA issued it) and the secret issued with it.
 */
export function csidAuthorization(certificatePem: string, secret: string): string {
  const token = Buffer.from(readCertificate(certificatePem).base64).toString("base64");
  return `Basic ${Buffer.from(`${token}:${secret}`).toString("base64")}`;
}

function authorization(submission: FatooraSubmission): string {
  if (!submission.csidSecret) throw new FatooraUnavailable("no CSID secret is stored for the organization: run npm run zatca:csid");
  return csidAuthorization(submission.certificatePem, submission.csidSecret);
}

/**
 * ZATCA's Fatoora API over HTTP: `POST invoices/reporting/single` for simplified documents and
 * `POST invoices/clearance/single` for standard ones (API version V2). A 200 or a 202 (accepted with warnings) is
 * reported or cleared, a 400 or a NOT_REPORTED / NOT_CLEARED status is a rejection with ZATCA's messages; anything
 * else throws FatooraUnavailable so the document is sent again later.
 */
export function fatooraHttp({ baseUrl, fetch: fetchFn = fetch }: FatooraHttpOptions): FatooraPort {
  async function submit(path: string, clearance: boolean, submission: FatooraSubmission): Promise<FatooraAnswer> {
    const url = `${baseUrl.replace(/\/+$/, "")}/${path}`;
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Accept-Language": "en",
          "Accept-Version": "V2",
          "Clearance-Status": clearance ? "1" : "0",
          "Content-Type": "application/json",
          Authorization: authorization(submission),
        },
        body: JSON.stringify({
          invoiceHash: submission.invoiceHash,
          uuid: submission.uuid,
          invoice: Buffer.from(submission.xml, "utf8").toString("base64"),
        }),
      });
    } catch (error) {
      if (error instanceof FatooraUnavailable) throw error;
      throw new FatooraUnavailable(`ZATCA could not be reached at ${url}: ${(error as Error).message}`, { cause: error });
    }
    if (![200, 202, 400].includes(response.status)) {
      throw new FatooraUnavailable(`ZATCA answered ${response.status} at ${url}`);
    }
    const body = (await response.json().catch(() => ({}))) as FatooraBody;
    const status = clearance ? body.clearanceStatus : body.reportingStatus;
    const errors = messages(body.validationResults?.errorMessages);
    const warnings = messages(body.validationResults?.warningMessages);
    const accepted = response.status !== 400 && (clearance ? status === "CLEARED" : status === "REPORTED");
    if (!accepted) {
      const reasons = [...errors, ...warnings];
      return { status: "rejected", reasons: reasons.length > 0 ? reasons : [`${response.status} ${status ?? "without a status"}`] };
    }
    return {
      status: clearance ? "cleared" : "reported",
      reasons: [],
      ...(warnings.length > 0 && { warnings }),
      ...(body.clearedInvoice && { clearedXml: Buffer.from(body.clearedInvoice, "base64").toString("utf8") }),
    };
  }
  return {
    report: (submission) => submit("invoices/reporting/single", false, submission),
    clear: (submission) => submit("invoices/clearance/single", true, submission),
  };
}

/** A CSID as ZATCA issues it: the certificate of the EGS unit's key and the secret its API takes with it. */
export interface FatooraCsid {
  certificatePem: string;
  secret: string;
  /** ZATCA's request id, which asking for the production CSID later refers to. */
  requestId: string;
}

export interface ComplianceBody {
  requestID?: number | string;
  binarySecurityToken?: string;
  secret?: string;
  errors?: unknown;
}

/**
 * Exchanges the EGS unit's CSR and the one-time code from the Fatoora portal for a compliance CSID
 * (`POST compliance`). ZATCA's binarySecurityToken is the base64 of the certificate's own base64 body.
 */
export async function requestComplianceCsid(
  { baseUrl, fetch: fetchFn = fetch }: FatooraHttpOptions,
  csrPem: string,
  otp: string,
): Promise<FatooraCsid> {
  const url = `${baseUrl.replace(/\/+$/, "")}/compliance`;
  const response = await fetchFn(url, {
    method: "POST",
    headers: { Accept: "application/json", "Accept-Version": "V2", "Content-Type": "application/json", OTP: otp },
    body: JSON.stringify({ csr: Buffer.from(csrPem, "utf8").toString("base64") }),
  });
  const body = (await response.json().catch(() => ({}))) as ComplianceBody;
  if (response.status !== 200 || !body.binarySecurityToken || !body.secret) {
    throw new Error(`ZATCA refused the CSR (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
  }
  return csidOf({ binarySecurityToken: body.binarySecurityToken, secret: body.secret, requestID: body.requestID });
}

/** The CSID of ZATCA's answer: its binarySecurityToken is the base64 of the certificate's own base64 body. */
export function csidOf(body: { binarySecurityToken: string; secret: string; requestID?: number | string }): FatooraCsid {
  const der = Buffer.from(Buffer.from(body.binarySecurityToken, "base64").toString("ascii"), "base64");
  return {
    certificatePem: pem("CERTIFICATE", new Uint8Array(der).buffer),
    secret: body.secret,
    requestId: String(body.requestID ?? ""),
  };
}

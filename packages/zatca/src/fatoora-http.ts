import { readCertificate } from "./certificate.ts";
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

/** The body ZATCA answers reporting and clearance with (developer-portal / simulation / core alike). */
interface FatooraBody {
  reportingStatus?: string;
  clearanceStatus?: string;
  clearedInvoice?: string | null;
  validationResults?: { errorMessages?: ValidationMessage[]; warningMessages?: ValidationMessage[] };
}

export interface FatooraHttpOptions {
  baseUrl: string;
  /** The fetch to call ZATCA with; the global one unless a test gives its own. */
  fetch?: typeof fetch;
}

/** "CODE: message" for each of ZATCA's validation messages. */
function messages(list: ValidationMessage[] | undefined): string[] {
  return (list ?? []).map(({ code, message }) => [code, message].filter(Boolean).join(": "));
}

/**
 * What the CSID authenticates with: Basic, the binarySecurityToken (base64 of the certificate's base64 body, as
 * ZATCA issued it) and the secret issued with it.
 */
function authorization(submission: FatooraSubmission): string {
  if (!submission.csidSecret) throw new FatooraUnavailable("no CSID secret is stored for the organization: run npm run zatca:csid");
  const token = Buffer.from(readCertificate(submission.certificatePem).base64).toString("base64");
  return `Basic ${Buffer.from(`${token}:${submission.csidSecret}`).toString("base64")}`;
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

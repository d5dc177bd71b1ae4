import {
  csidAuthorization,
  csidOf,
  FatooraUnavailable,
  messages,
  type ComplianceBody,
  type FatooraCsid,
  type FatooraHttpOptions,
  type ValidationResults,
} from "./fatoora-http.ts";

/** A signed document as ZATCA's APIs take it. */
export interface SignedDocument {
  uuid: string;
  /** Base64, as the signed document carries it. */
  invoiceHash: string;
  xml: string;
}

/** What ZATCA found checking a sample document: passed (perhaps with warnings), or failed with its reasons. */
export interface ComplianceCheck {
  passed: boolean;
  reasons: string[];
  warnings: string[];
}

type Csid = Pick<FatooraCsid, "certificatePem" | "secret">;

async function post(options: FatooraHttpOptions, path: string, csid: Csid, body: object): Promise<Response> {
  const { baseUrl, fetch: fetchFn = fetch } = options;
  const url = `${baseUrl.replace(/\/+$/, "")}/${path}`;
  try {
    return await fetchFn(url, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Accept-Language": "en",
        "Accept-Version": "V2",
        "Content-Type": "application/json",
        Authorization: csidAuthorization(csid.certificatePem, csid.secret),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new FatooraUnavailable(`ZATCA could not be reached at ${url}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * One compliance check (`POST compliance/invoices`, the compliance CSID's Basic auth): ZATCA validates a signed
 * sample document as it would a real one. 200 or 202 (warnings) without errors passes; a 400 or an ERROR status fails
 * with ZATCA's messages; anything else throws FatooraUnavailable.
 */
export async function checkCompliance(options: FatooraHttpOptions, csid: Csid, document: SignedDocument): Promise<ComplianceCheck> {
  const response = await post(options, "compliance/invoices", csid, {
    invoiceHash: document.invoiceHash,
    uuid: document.uuid,
    invoice: Buffer.from(document.xml, "utf8").toString("base64"),
  });
  if (![200, 202, 400].includes(response.status)) throw new FatooraUnavailable(`ZATCA answered ${response.status} to a compliance check`);
  const body = (await response.json().catch(() => ({}))) as { validationResults?: ValidationResults };
  const results = body.validationResults ?? {};
  const reasons = messages(results.errorMessages);
  const warnings = messages(results.warningMessages);
  const passed = response.status !== 400 && results.status !== "ERROR" && reasons.length === 0;
  return {
    passed,
    reasons: passed || reasons.length > 0 ? reasons : [`${response.status} ${results.status ?? "without a status"}`],
    warnings,
  };
}

/**
 * The production CSID (`POST production/csids` with the compliance CSID's Basic auth and its request id), which ZATCA
 * issues once the compliance checks passed.
 */
export async function requestProductionCsid(options: FatooraHttpOptions, csid: Csid, complianceRequestId: string): Promise<FatooraCsid> {
  const response = await post(options, "production/csids", csid, { compliance_request_id: complianceRequestId });
  const body = (await response.json().catch(() => ({}))) as ComplianceBody;
  if (response.status !== 200 || !body.binarySecurityToken || !body.secret) {
    throw new Error(`ZATCA refused the production CSID (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
  }
  return csidOf({ binarySecurityToken: body.binarySecurityToken, secret: body.secret, requestID: body.requestID });
}

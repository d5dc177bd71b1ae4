import { verify, X509Certificate } from "node:crypto";
import { readCertificate } from "./certificate.ts";
import { invoiceHash } from "./invoice-hash.ts";
import { NS } from "./namespaces.ts";
import { findPath, parseXml } from "./xml-dom.ts";

/** What ZATCA's Fatoora API takes for reporting and clearance: the document and what the taxpayer says of it. */
export interface FatooraSubmission {
  uuid: string;
  /** Base64, as the signed document carries it. */
  invoiceHash: string;
  xml: string;
  /** The CSID the taxpayer authenticates with; the document must be signed under it. */
  certificatePem: string;
  /** The secret ZATCA issued with the CSID (its API's Basic password); the built-in sandbox needs none. */
  csidSecret?: string;
}

export interface FatooraAnswer {
  status: "reported" | "cleared" | "rejected";
  /** Why ZATCA refused the document (empty when accepted). */
  reasons: string[];
  /** ZATCA's warnings on a document it accepted all the same. */
  warnings?: string[];
  /** The document as ZATCA cleared it (with its stamp and QR), which is what the buyer receives. */
  clearedXml?: string;
}

/**
 * ZATCA's e-invoicing API as our code uses it: reporting of simplified documents (within 24 hours of issue) and
 * clearance of standard ones (before they reach the buyer).
 */
export interface FatooraPort {
  report(submission: FatooraSubmission): Promise<FatooraAnswer>;
  clear(submission: FatooraSubmission): Promise<FatooraAnswer>;
}

const SIGNATURE_PATH: [string, string][] = [
  [NS.ext, "UBLExtensions"],
  [NS.ext, "UBLExtension"],
  [NS.ext, "ExtensionContent"],
  [NS.sig, "UBLDocumentSignatures"],
  [NS.sac, "SignatureInformation"],
  [NS.ds, "Signature"],
];

/** What the sandbox finds wrong with a submission; ZATCA's own checks (the business rules) are not repeated here. */
function fatooraSandboxReasons(submission: FatooraSubmission, kind: "standard" | "simplified"): string[] {
  const root = parseXml(submission.xml).documentElement;
  if (!root) return ["XSD: not an XML document"];
  const reasons: string[] = [];
  const typeName = findPath(root, [NS.cbc, "InvoiceTypeCode"])?.getAttribute("name") ?? "";
  const documentKind = typeName.startsWith("01") ? "standard" : typeName.startsWith("02") ? "simplified" : undefined;
  if (documentKind !== kind) reasons.push(`invoiceTypeCode: a ${kind} document is expected on this API, not "${typeName}"`);
  if (findPath(root, [NS.cbc, "UUID"])?.textContent !== submission.uuid) reasons.push("BR-KSA-03: the UUID differs from the submitted one");
  const hash = invoiceHash(submission.xml);
  if (hash !== submission.invoiceHash) reasons.push("invoiceHash: the submitted hash is not the document's");
  const signature = findPath(root, ...SIGNATURE_PATH);
  const signatureValue = signature && findPath(signature, [NS.ds, "SignatureValue"])?.textContent;
  const certificate = signature && findPath(signature, [NS.ds, "KeyInfo"], [NS.ds, "X509Data"], [NS.ds, "X509Certificate"])?.textContent;
  if (!signatureValue || !certificate) return [...reasons, "signature: the document is not signed"];
  if (certificate !== readCertificate(submission.certificatePem).base64) reasons.push("certificate: not the CSID of the submitter");
  const { publicKey } = new X509Certificate(Buffer.from(certificate, "base64"));
  if (!verify("sha256", Buffer.from(hash, "base64"), publicKey, Buffer.from(signatureValue, "base64"))) {
    reasons.push("signature: does not verify with the certificate's key");
  }
  return reasons;
}

/**
 * The built-in sandbox of Fatoora: it checks what only the taxpayer's signing can break (the hash, the signature,
 * the certificate, the kind of document for the API) and answers as ZATCA would, with no network.
 */
export const sandboxFatoora: FatooraPort = {
  report: (submission) => Promise.resolve(answer(fatooraSandboxReasons(submission, "simplified"), "reported")),
  clear: (submission) => Promise.resolve(answer(fatooraSandboxReasons(submission, "standard"), "cleared")),
};

function answer(reasons: string[], accepted: "reported" | "cleared"): FatooraAnswer {
  return reasons.length === 0 ? { status: accepted, reasons } : { status: "rejected", reasons };
}

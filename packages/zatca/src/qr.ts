import { NS } from "./namespaces.ts";
import { childElements, findPath, parseXml } from "./xml-dom.ts";

/** The phase-2 QR fields; the values of tags 6 and 7 are the base64 texts the signed XML carries. */
export interface Phase2QrFields {
  sellerName: string;
  vatNumber: string;
  /** The document's issue date and time, e.g. 2026-11-26T10:30:00. */
  timestamp: string;
  /** Total with VAT and VAT total, as the XML writes them. */
  total: string;
  vatTotal: string;
  invoiceHash: string;
  signature: string;
  /** The certificate's SubjectPublicKeyInfo, DER. */
  publicKey: Uint8Array;
  /** Simplified documents only: the issuing CA's signature of the certificate, DER. */
  certificateSignature?: Uint8Array;
}

/** Each length is one byte (Security Features standard §4), so a longer value cannot be written at all. */
const TLV_MAX_BYTES = 255;

/** The phase-2 QR: TLV (tags 1–8, and 9 for simplified documents; one-byte tag, one-byte length, the bytes), base64. */
export function phase2Qr(fields: Phase2QrFields): string {
  const encoder = new TextEncoder();
  const texts = [
    fields.sellerName,
    fields.vatNumber,
    fields.timestamp,
    fields.total,
    fields.vatTotal,
    fields.invoiceHash,
    fields.signature,
  ];
  const values = [...texts.map((text) => encoder.encode(text)), fields.publicKey];
  if (fields.certificateSignature) values.push(fields.certificateSignature);
  const tlv = values.flatMap((value, k) => {
    if (value.length > TLV_MAX_BYTES) throw new RangeError(`ZATCA QR tag ${k + 1} is ${value.length} bytes; at most ${TLV_MAX_BYTES} fit`);
    return [k + 1, value.length, ...value];
  });
  return Buffer.from(tlv).toString("base64");
}

/**
 * The QR a phase-2 document carries (its AdditionalDocumentReference "QR"), as ZATCA stamps it on a document it
 * clears; undefined for a document without one, or not XML at all.
 */
export function documentQr(xml: string): string | undefined {
  let root;
  try {
    root = parseXml(xml).documentElement;
  } catch {
    return undefined;
  }
  const reference =
    root &&
    childElements(root).find(
      (child) =>
        child.namespaceURI === NS.cac &&
        child.localName === "AdditionalDocumentReference" &&
        findPath(child, [NS.cbc, "ID"])?.textContent === "QR",
    );
  const qr = reference && findPath(reference, [NS.cac, "Attachment"], [NS.cbc, "EmbeddedDocumentBinaryObject"])?.textContent?.trim();
  return qr || undefined;
}

import * as zatcaSdk from "zatca-sdk";

// The independent phase-2 check of issue #23: zatca-sdk, a ZATCA implementation of its own on the npm registry (its
// canonicalizer on @xmldom/xmldom, its ECDSA on @noble/curves), reads a signed document of ours. Nothing of our code is
// used here: what is taken from the document is found by regular expression or by zatca-sdk.

function unwrap<T>(result: { success: true; data: T } | { success: false; error: Error }): T {
  if (!result.success) throw result.error;
  return result.data;
}

/** The text of the first element of that name (and, optionally, what follows its name in the tag or after it). */
export function elementText(xml: string, name: string, lookahead = ""): string {
  const match = new RegExp(`<${name}${lookahead}[^>]*>([^<]*)</${name}>`).exec(xml);
  if (!match) throw new Error(`no ${name} in the document`);
  return match[1]!;
}

export interface Phase2Reading {
  /** The invoice hash zatca-sdk computes over the signed document. */
  hash: string;
  /** The digest the signature references for the invoice (ds:Reference Id="invoiceSignedData"). */
  referencedHash: string;
  /** Whether ds:SignatureValue verifies, over zatca-sdk's hash, with the key of the certificate in the document. */
  signatureVerifies: boolean;
  signatureValue: string;
  certificate: zatcaSdk.CertificateDetails;
  /** The QR's tags as zatca-sdk decodes them. */
  qr: Partial<zatcaSdk.SignedInvoiceData>;
}

export function readWithZatcaSdk(signedXml: string): Phase2Reading {
  const hash = unwrap(zatcaSdk.computeInvoiceHashFromXml(signedXml));
  const certificate = unwrap(zatcaSdk.parseCertificate(elementText(signedXml, "ds:X509Certificate")));
  const signatureValue = elementText(signedXml, "ds:SignatureValue");
  const qrText = /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]+)</.exec(signedXml)?.[1] ?? "";
  return {
    hash,
    referencedHash: elementText(signedXml, "ds:DigestValue"),
    signatureVerifies: zatcaSdk.verifyInvoiceSignature(hash, signatureValue, certificate.publicPoint),
    signatureValue,
    certificate,
    qr: unwrap(zatcaSdk.decodeTLVString(qrText)),
  };
}

/** The QR's tags a signed document must carry, as the document itself and its certificate state them. */
export function expectedQr(signedXml: string, reading: Phase2Reading): Partial<zatcaSdk.SignedInvoiceData> {
  const simplified = /<cbc:InvoiceTypeCode name="02/.test(signedXml);
  return {
    sellerName: elementText(signedXml, "cbc:RegistrationName"),
    vatNumber: elementText(signedXml, "cbc:CompanyID"),
    timestamp: `${elementText(signedXml, "cbc:IssueDate")}T${elementText(signedXml, "cbc:IssueTime")}`,
    invoiceTotal: elementText(signedXml, "cbc:TaxInclusiveAmount"),
    vatTotal: /<cac:TaxTotal>\s*<cbc:TaxAmount currencyID="SAR">([^<]+)</.exec(signedXml)?.[1],
    invoiceHash: reading.hash,
    digitalSignature: reading.signatureValue,
    publicKey: reading.certificate.publicKeyBase64,
    ...(simplified ? { certificateSignature: reading.certificate.signature.toString("base64") } : {}),
  };
}

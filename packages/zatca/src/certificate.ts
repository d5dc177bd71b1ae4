import { X509Certificate } from "node:crypto";
import { AsnConvert } from "@peculiar/asn1-schema";
import { Certificate } from "@peculiar/asn1-x509";

/** What a signature and a QR take from the signing certificate. */
export interface CertificateFacts {
  /** The DER in base64, as ds:X509Certificate carries it. */
  base64: string;
  /** As Java's X500Principal writes it (RFC 2253 order, last RDN first), which is what ZATCA's SDK writes. */
  issuerName: string;
  /** In decimal. */
  serialNumber: string;
  /** SubjectPublicKeyInfo, DER (QR tag 8). */
  publicKey: Uint8Array;
  /** The issuer's signature of the certificate, DER (QR tag 9). */
  signature: Uint8Array;
}

export function readCertificate(pem: string): CertificateFacts {
  const base64 = pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
  const der = Buffer.from(base64, "base64");
  const certificate = new X509Certificate(der);
  return {
    base64,
    issuerName: certificate.issuer.split("\n").reverse().join(", "),
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(10),
    publicKey: certificate.publicKey.export({ type: "spki", format: "der" }),
    signature: new Uint8Array(AsnConvert.parse(der, Certificate).signatureValue),
  };
}

import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { AsnConvert } from "@peculiar/asn1-schema";
import { AlgorithmIdentifier, Certificate, SubjectPublicKeyInfo, TBSCertificate, Validity, Version } from "@peculiar/asn1-x509";
import { pem } from "./pem.ts";
import { OID, x500Name } from "./x500-name.ts";

export interface SandboxCertificateInput {
  organizationName: string;
  commonName: string;
  notBefore: Date;
  notAfter: Date;
}

/**
 * A self-signed certificate of an EGS key (issuer = subject), standing in for the CSID that ZATCA's CA would issue
 * for the CSR: what the built-in sandbox signs with, and what tests verify against. Tag 9 of a simplified
 * document's QR then carries the certificate's own signature.
 */
export function sandboxCertificate(privateKeyPem: string, input: SandboxCertificateInput): string {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKey = createPublicKey(privateKey).export({ type: "spki", format: "der" });
  const name = x500Name([
    [OID.country, "SA"],
    [OID.organization, input.organizationName],
    [OID.commonName, input.commonName],
  ]);
  const ecdsaWithSha256 = new AlgorithmIdentifier({ algorithm: "1.2.840.10045.4.3.2" });
  // Eight bytes, libxml2's schema check reading xs:integer (ds:X509SerialNumber) only to 24 digits; the first byte
  // 1–127 keeps the DER INTEGER positive and minimal.
  const serial = randomBytes(8);
  serial[0] = serial[0]! & 0x7f || 1;
  const tbsCertificate = new TBSCertificate({
    version: Version.v3,
    serialNumber: new Uint8Array(serial).buffer,
    signature: ecdsaWithSha256,
    issuer: name,
    validity: new Validity({ notBefore: input.notBefore, notAfter: input.notAfter }),
    subject: name,
    subjectPublicKeyInfo: AsnConvert.parse(publicKey, SubjectPublicKeyInfo),
  });
  const signatureValue = sign("sha256", Buffer.from(AsnConvert.serialize(tbsCertificate)), privateKey);
  const certificate = new Certificate({
    tbsCertificate,
    signatureAlgorithm: ecdsaWithSha256,
    signatureValue: new Uint8Array(signatureValue).buffer,
  });
  return pem("CERTIFICATE", AsnConvert.serialize(certificate));
}

/** A new EGS key: EC secp256k1, PKCS#8 PEM. */
export function egsPrivateKey(): string {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "secp256k1" });
  return privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

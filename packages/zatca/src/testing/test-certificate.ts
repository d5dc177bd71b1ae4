import { generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { AsnConvert } from "@peculiar/asn1-schema";
import { AlgorithmIdentifier, Certificate, SubjectPublicKeyInfo, TBSCertificate, Validity, Version } from "@peculiar/asn1-x509";
import { pem } from "../pem.ts";
import { OID, x500Name } from "../x500-name.ts";

export interface TestCertificate {
  privateKeyPem: string;
  certificatePem: string;
}

/** A new secp256k1 key and a self-signed certificate of it (issuer = subject), so that tests can verify what it signs. */
export function testCertificate(): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "secp256k1" });
  const name = x500Name([
    [OID.country, "SA"],
    [OID.organization, "Amlak Test"],
    [OID.commonName, "Amlak Test EGS"],
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
    validity: new Validity({ notBefore: new Date("2026-01-01T00:00:00Z"), notAfter: new Date("2036-01-01T00:00:00Z") }),
    subject: name,
    subjectPublicKeyInfo: AsnConvert.parse(publicKey.export({ type: "spki", format: "der" }), SubjectPublicKeyInfo),
  });
  const signatureValue = sign("sha256", Buffer.from(AsnConvert.serialize(tbsCertificate)), privateKey);
  const certificate = new Certificate({
    tbsCertificate,
    signatureAlgorithm: ecdsaWithSha256,
    signatureValue: new Uint8Array(signatureValue).buffer,
  });
  return {
    privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    certificatePem: pem("CERTIFICATE", AsnConvert.serialize(certificate)),
  };
}

import { egsPrivateKey, sandboxCertificate } from "../sandbox-certificate.ts";

export interface TestCertificate {
  privateKeyPem: string;
  certificatePem: string;
}

/** A new secp256k1 key and a self-signed certificate of it (issuer = subject), so that tests can verify what it signs. */
export function testCertificate(): TestCertificate {
  const privateKeyPem = egsPrivateKey();
  const certificatePem = sandboxCertificate(privateKeyPem, {
    organizationName: "Amlak Test",
    commonName: "Amlak Test EGS",
    notBefore: new Date("2026-01-01T00:00:00Z"),
    notAfter: new Date("2036-01-01T00:00:00Z"),
  });
  return { privateKeyPem, certificatePem };
}

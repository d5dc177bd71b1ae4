import { createPublicKey, verify } from "node:crypto";
import { CertificationRequest } from "@peculiar/asn1-csr";
import { AsnConvert } from "@peculiar/asn1-schema";
import { Extensions, SubjectAlternativeName, type Name } from "@peculiar/asn1-x509";
import { describe, expect, it } from "vitest";
import { buildCsr, type CsrInput } from "./csr.ts";
import { testCertificate } from "./testing/test-certificate.ts";
import { runTool } from "./testing/tools.ts";

const { privateKeyPem } = testCertificate();
const INPUT: CsrInput = {
  environment: "production",
  commonName: "AMLAK-EGS-1",
  organizationName: "شركة أملاك للعقارات",
  organizationUnit: "Riyadh Branch",
  vatNumber: "300000000000003",
  egsId: "3cf5ee18-ee25-44ea-a444-2c37ba7f28be",
  invoiceTypes: "1100",
  location: "RRRD2929",
  industry: "Real estate",
};

function parse(pem: string) {
  const der = Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ""), "base64");
  return { der, request: AsnConvert.parse(der, CertificationRequest) };
}

const names = (name: Name) => name.map((rdn) => [rdn[0]!.type, rdn[0]!.value.toString()]);

function extensions(request: CertificationRequest) {
  const attribute = request.certificationRequestInfo.attributes.find((a) => a.type === "1.2.840.113549.1.9.14")!;
  return AsnConvert.parse(attribute.values[0]!, Extensions);
}

describe("buildCsr", () => {
  const pem = buildCsr(INPUT, privateKeyPem);
  const { request } = parse(pem);

  it("names the taxpayer in the subject: C, OU, O, CN in that order", () => {
    expect(names(request.certificationRequestInfo.subject)).toEqual([
      ["2.5.4.6", "SA"],
      ["2.5.4.11", "Riyadh Branch"],
      ["2.5.4.10", "شركة أملاك للعقارات"],
      ["2.5.4.3", "AMLAK-EGS-1"],
    ]);
  });

  it("carries the EGS facts as a directory name in subjectAltName", () => {
    const san = extensions(request).find((extension) => extension.extnID === "2.5.29.17")!;
    const directory = AsnConvert.parse(san.extnValue, SubjectAlternativeName)[0]!.directoryName!;
    expect(names(directory)).toEqual([
      ["2.5.4.4", "1-Amlak|2-web|3-3cf5ee18-ee25-44ea-a444-2c37ba7f28be"],
      ["0.9.2342.19200300.100.1.1", "300000000000003"],
      ["2.5.4.12", "1100"],
      ["2.5.4.26", "RRRD2929"],
      ["2.5.4.15", "Real estate"],
    ]);
  });

  it.each([
    ["production", "ZATCA-Code-Signing"],
    ["simulation", "PREZATCA-Code-Signing"],
    ["sandbox", "TSTZATCA-Code-Signing"],
  ] as const)("names the %s certificate template (1.3.6.1.4.1.311.20.2) as a UTF8String", (environment, template) => {
    const extension = extensions(parse(buildCsr({ ...INPUT, environment }, privateKeyPem)).request).find(
      (e) => e.extnID === "1.3.6.1.4.1.311.20.2",
    )!;
    const value = Buffer.from(extension.extnValue.buffer);
    expect(value[0]).toBe(0x0c);
    expect(value.subarray(2).toString("utf8")).toBe(template);
  });

  it("is signed by the key whose public half it carries", () => {
    const info = Buffer.from(AsnConvert.serialize(request.certificationRequestInfo));
    expect(verify("sha256", info, createPublicKey(privateKeyPem), Buffer.from(request.signature))).toBe(true);
  });

  it("reads back with openssl", () => {
    const result = runTool("openssl", ["req", "-noout", "-text", "-verify"], pem);
    const text = result.stdout.toString();
    expect(result.ok, result.stderr).toBe(true);
    expect(result.stderr + text).toMatch(/verify OK/);
    expect(text).toContain("Subject: C = SA, OU = Riyadh Branch, O = ");
    expect(text).toContain("ASN1 OID: secp256k1");
    expect(text).toContain(
      "DirName:/SN=1-Amlak|2-web|3-3cf5ee18-ee25-44ea-a444-2c37ba7f28be/UID=300000000000003/title=1100/registeredAddress=RRRD2929/businessCategory=Real estate",
    );
    expect(text).toContain("ZATCA-Code-Signing");
  });

  it("refuses invoice types that are not four flags, and a malformed VAT number", () => {
    expect(() => buildCsr({ ...INPUT, invoiceTypes: "0200" }, privateKeyPem)).toThrow(RangeError);
    expect(() => buildCsr({ ...INPUT, vatNumber: "30000000000000" }, privateKeyPem)).toThrow(RangeError);
  });
});

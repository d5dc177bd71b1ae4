import { createPrivateKey, createPublicKey, sign } from "node:crypto";
import { Attributes, CertificationRequest, CertificationRequestInfo } from "@peculiar/asn1-csr";
import { AsnConvert, OctetString } from "@peculiar/asn1-schema";
import {
  AlgorithmIdentifier,
  Attribute,
  DirectoryString,
  Extension,
  Extensions,
  GeneralName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
  id_ce_subjectAltName,
} from "@peculiar/asn1-x509";
import { pem } from "./pem.ts";
import { OID, x500Name } from "./x500-name.ts";

/** Which of ZATCA's platforms the certificate is for: its certificate template name differs. */
type ZatcaEnvironment = "production" | "simulation" | "sandbox";

const TEMPLATE_NAMES: Record<ZatcaEnvironment, string> = {
  production: "ZATCA-Code-Signing",
  simulation: "PREZATCA-Code-Signing",
  sandbox: "TSTZATCA-Code-Signing",
};

const CERTIFICATE_TEMPLATE_NAME = "1.3.6.1.4.1.311.20.2";
const EXTENSION_REQUEST = "1.2.840.113549.1.9.14";
const ECDSA_WITH_SHA256 = "1.2.840.10045.4.3.2";

export interface CsrInput {
  environment: ZatcaEnvironment;
  /** CN: the EGS unit's name, e.g. the organization's code and VAT number. */
  commonName: string;
  /** O: the taxpayer's name. */
  organizationName: string;
  /** OU: the branch (for a VAT group, the member's 10-digit TIN). */
  organizationUnit: string;
  vatNumber: string;
  /** The EGS unit's own id (a UUID), the third part of its serial number. */
  egsId: string;
  /** Four flags: standard, simplified, and two reserved; "1100" issues both kinds. */
  invoiceTypes: string;
  /** The branch's address or website. */
  location: string;
  /** The taxpayer's industry. */
  industry: string;
}

function extension(extnID: string, value: unknown): Extension {
  return new Extension({ extnID, critical: false, extnValue: new OctetString(AsnConvert.serialize(value)) });
}

/**
 * A PKCS#10 request to ZATCA's CSR profile (Security Features standard §2.2.2, and what ZATCA's SDK writes): subject
 * C, OU, O, CN; the EGS facts as a directory name in subjectAltName; the certificate template name extension.
 * Signed with the EGS unit's secp256k1 key, which WebCrypto cannot use, hence the ASN.1 written here and signed by node.
 */
export function buildCsr(input: CsrInput, privateKeyPem: string): string {
  if (!/^[01]{4}$/.test(input.invoiceTypes)) throw new RangeError(`Invoice types are four 0/1 flags, not "${input.invoiceTypes}"`);
  if (!/^3\d{13}3$/.test(input.vatNumber)) throw new RangeError("The VAT number must be 15 digits, first and last 3");
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKey = createPublicKey(privateKey).export({ type: "spki", format: "der" });
  const egs = x500Name([
    [OID.surname, `1-Amlak|2-web|3-${input.egsId}`],
    [OID.uid, input.vatNumber],
    [OID.title, input.invoiceTypes],
    [OID.registeredAddress, input.location],
    [OID.businessCategory, input.industry],
  ]);
  const extensions = new Extensions([
    extension(CERTIFICATE_TEMPLATE_NAME, new DirectoryString({ utf8String: TEMPLATE_NAMES[input.environment] })),
    extension(id_ce_subjectAltName, new SubjectAlternativeName([new GeneralName({ directoryName: egs })])),
  ]);
  const info = new CertificationRequestInfo({
    subject: x500Name([
      [OID.country, "SA"],
      [OID.organizationUnit, input.organizationUnit],
      [OID.organization, input.organizationName],
      [OID.commonName, input.commonName],
    ]),
    subjectPKInfo: AsnConvert.parse(publicKey, SubjectPublicKeyInfo),
    attributes: new Attributes([new Attribute({ type: EXTENSION_REQUEST, values: [AsnConvert.serialize(extensions)] })]),
  });
  const signature = sign("sha256", Buffer.from(AsnConvert.serialize(info)), privateKey);
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 }),
    signature: new Uint8Array(signature).buffer,
  });
  return pem("CERTIFICATE REQUEST", AsnConvert.serialize(request));
}

import { AttributeTypeAndValue, AttributeValue, Name, RelativeDistinguishedName } from "@peculiar/asn1-x509";

export const OID = {
  country: "2.5.4.6",
  organization: "2.5.4.10",
  organizationUnit: "2.5.4.11",
  commonName: "2.5.4.3",
  /** "SN" in ZATCA's CSR profile and OpenSSL: surname, which ZATCA uses for the EGS serial number. */
  surname: "2.5.4.4",
  uid: "0.9.2342.19200300.100.1.1",
  title: "2.5.4.12",
  registeredAddress: "2.5.4.26",
  businessCategory: "2.5.4.15",
} as const;

/** A name of one attribute per RDN, in the order given: the country as PrintableString, the rest UTF8String, as ZATCA's SDK writes them. */
export function x500Name(attributes: [type: string, value: string][]): Name {
  return new Name(
    attributes.map(([type, value]) => {
      const encoded = new AttributeValue(type === OID.country ? { printableString: value } : { utf8String: value });
      return new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: encoded })]);
    }),
  );
}

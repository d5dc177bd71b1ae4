import { createHash } from "node:crypto";
import type { Element } from "@xmldom/xmldom";
import { C14nCanonicalization } from "xml-crypto";
import { NS } from "./namespaces.ts";
import { childElements, findPath, parseXml } from "./xml-dom.ts";

/** The previous invoice hash of an organization's first document: base64 of the hex SHA-256 of "0", as ZATCA defines it. */
export const INITIAL_PIH = "NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==";

function excludedFromHash(element: Element): boolean {
  const is = (namespace: string, localName: string) => element.namespaceURI === namespace && element.localName === localName;
  if (is(NS.ext, "UBLExtensions") || is(NS.cac, "Signature")) return true;
  return is(NS.cac, "AdditionalDocumentReference") && findPath(element, [NS.cbc, "ID"])?.textContent?.trim() === "QR";
}

/**
 * The invoice hash of the Security Features standard, as ZATCA's SDK computes it: the document without
 * ext:UBLExtensions, cac:Signature and the QR reference (the whitespace around them stays), canonicalized, SHA-256,
 * base64. ZATCA names C14N 1.1; for a whole document without xml:id or xml:base attributes it writes the same bytes
 * as C14N 1.0, which xml-crypto implements (both reproduce the digests of ZATCA's signed samples).
 */
export function invoiceHash(xml: string): string {
  const root = parseXml(xml).documentElement;
  if (!root) throw new Error("Not an XML document");
  for (const child of childElements(root)) if (excludedFromHash(child)) root.removeChild(child);
  // xml-crypto types its node as the global Node, which a program with the DOM library (the web's, which reaches this
  // package through the API's types) reads as the DOM's; @xmldom's element is the node it actually takes.
  const canonical = new C14nCanonicalization().process(root as unknown as Parameters<C14nCanonicalization["process"]>[0], {});
  return createHash("sha256").update(canonical, "utf8").digest("base64");
}

import { DOMParser, onErrorStopParsing, type Document, type Element } from "@xmldom/xmldom";

export function parseXml(xml: string): Document {
  return new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, "text/xml");
}

export function childElements(parent: Element): Element[] {
  return Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === node.ELEMENT_NODE);
}

/** The first element down a path of [namespace, local name] steps, each a child of the one before. */
export function findPath(from: Element, ...path: [string, string][]): Element | undefined {
  let current: Element | undefined = from;
  for (const [namespace, localName] of path) {
    current = current && childElements(current).find((child) => child.namespaceURI === namespace && child.localName === localName);
  }
  return current;
}

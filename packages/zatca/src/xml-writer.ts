/** An element to write: attributes in the order given, then text or child elements. */
export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  children?: (XmlElement | false | undefined)[];
  text?: string;
}

export function el(name: string, content: string | (XmlElement | false | undefined)[], attributes?: Record<string, string>): XmlElement {
  return typeof content === "string" ? { name, text: content, attributes } : { name, children: content, attributes };
}

function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replaceAll('"', "&quot;");
}

/**
 * Writes an element indented four spaces a level, the layout of ZATCA's samples. The first line is not indented (it
 * follows whatever precedes it); `depth` is the element's own level, so its children and closing tag line up under it.
 */
export function writeXml(element: XmlElement, depth = 0): string {
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  const open = `<${element.name}${attributes}`;
  if (element.text !== undefined) return `${open}>${escapeText(element.text)}</${element.name}>`;
  const children = (element.children ?? []).filter((child): child is XmlElement => Boolean(child));
  if (children.length === 0) return `${open}/>`;
  const indent = (level: number) => `\n${"    ".repeat(level)}`;
  const inner = children.map((child) => indent(depth + 1) + writeXml(child, depth + 1)).join("");
  return `${open}>${inner}${indent(depth)}</${element.name}>`;
}

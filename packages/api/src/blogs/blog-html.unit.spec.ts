import type { TBlogContent, TRichTextNode } from "@amlak/schemas";
import { describe, expect, it } from "vitest";
import { isRenderable, renderBlogHtml } from "./blog-html.ts";

const doc = (...content: TRichTextNode[]): TBlogContent => ({ type: "doc", content });
const text = (value: string, marks?: TRichTextNode["marks"]): TRichTextNode => ({ type: "text", text: value, marks });
const paragraph = (...content: TRichTextNode[]): TRichTextNode => ({ type: "paragraph", content });
const image = (attrs: Record<string, unknown>): TRichTextNode => ({ type: "image", attrs });
const link = (href: string, extra: Record<string, unknown> = {}) =>
  paragraph(text("اضغط هنا", [{ type: "link", attrs: { href, ...extra } }]));

const OWN = "/api/blog-images/11111111-1111-4111-8111-111111111111";

describe("a post's HTML (the allow-list readers are safe behind)", () => {
  it("keeps headings, lists, quotes, marks, links and pictures, each block taking its own words' direction", () => {
    const html = renderBlogHtml(
      doc(
        { type: "heading", attrs: { level: 2 }, content: [text("الضريبة")] },
        paragraph(text("مهم", [{ type: "bold" }]), text(" and "), text("italic", [{ type: "italic" }])),
        { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("أولًا"))] }] },
        { type: "orderedList", attrs: { start: 3 }, content: [{ type: "listItem", content: [paragraph(text("third"))] }] },
        { type: "blockquote", content: [paragraph(text("quote"))] },
        link("https://zatca.gov.sa/ar"),
        image({ src: OWN, alt: "غلاف" }),
        image({ src: "https://cdn.example.com/a.png", alt: "" }),
      ),
    );
    expect(html).toBe(
      '<h2 dir="auto">الضريبة</h2>' +
        '<p dir="auto"><strong>مهم</strong> and <em>italic</em></p>' +
        '<ul dir="auto"><li dir="auto"><p dir="auto">أولًا</p></li></ul>' +
        '<ol dir="auto" start="3"><li dir="auto"><p dir="auto">third</p></li></ol>' +
        '<blockquote dir="auto"><p dir="auto">quote</p></blockquote>' +
        '<p dir="auto"><a href="https://zatca.gov.sa/ar" target="_blank" rel="noopener noreferrer nofollow ugc">اضغط هنا</a></p>' +
        `<img src="${OWN}" alt="غلاف" loading="lazy" decoding="async" />` +
        '<img src="https://cdn.example.com/a.png" alt="" loading="lazy" decoding="async" />',
    );
  });

  it("writes text as text: a script typed into the editor is shown, never run", () => {
    const html = renderBlogHtml(doc(paragraph(text('<script>alert(1)</script><img src=x onerror="alert(2)">'))));
    expect(html).toBe('<p dir="auto">&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror="alert(2)"&gt;</p>');
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>",
    "vbscript:x",
    "//evil.example",
  ])("drops the link %j, keeping its words", (href) => {
    const html = renderBlogHtml(doc(link(href)));
    expect(html).not.toMatch(/href/);
    expect(html).toContain("اضغط هنا");
  });

  it("drops event handlers, styles and classes a forged link or picture carries, and sets its own rel and target", () => {
    const html = renderBlogHtml(
      doc(
        link("https://example.com", { onclick: "alert(1)", style: "position:fixed", class: "x", target: "_self", rel: "opener" }),
        image({ src: OWN, alt: "a", onerror: "alert(1)", onload: "alert(2)", style: "width:9999px" }),
      ),
    );
    expect(html).not.toMatch(/onclick|onerror|onload|style|class|_self|"opener"/);
    expect(html).toContain('target="_blank" rel="noopener noreferrer nofollow ugc"');
  });

  it.each([
    "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
    "javascript:alert(1)",
    "http://example.com/a.png",
    "/api/files/11111111-1111-4111-8111-111111111111",
    "/api/blog-images/../files/x",
    'x" onerror="alert(1)',
    "",
  ])("shows no picture from %j (only our uploads and https)", (src) => {
    expect(renderBlogHtml(doc(image({ src, alt: "a" }), paragraph(text("after"))))).toBe('<p dir="auto">after</p>');
  });

  it("escapes a hostile attribute instead of breaking out of it", () => {
    const html = renderBlogHtml(doc(image({ src: OWN, alt: '"><script>alert(1)</script>' })));
    expect(html).not.toContain("<script");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("cannot render a node or mark the editor does not have: such a post is refused when written", () => {
    expect(isRenderable(doc({ type: "script", content: [text("alert(1)")] }))).toBe(false);
    expect(isRenderable(doc(paragraph(text("x", [{ type: "onclick" }]))))).toBe(false);
    expect(isRenderable(doc(paragraph(text("x"))))).toBe(true);
  });
});
